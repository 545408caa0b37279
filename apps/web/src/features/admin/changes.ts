/**
 * A field-by-field diff of an edited listing against its published version. The reviewer's
 * view carries it as `changes` once the API has it: read defensively, so the page works
 * whether the field is absent, empty or shaped a little differently.
 */
export interface FieldChange {
  field: string;
  /** The field's name in the page's language, when the API gives one. */
  label: string | null;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function changeOf(item: unknown, key?: string): FieldChange | null {
  if (!isRecord(item)) return null;
  const field = typeof item.field === 'string' ? item.field : key;
  if (!field) return null;
  return {
    field,
    label: typeof item.label === 'string' ? item.label : null,
    before: 'before' in item ? item.before : item.from,
    after: 'after' in item ? item.after : item.to,
  };
}

/** The changes of a reviewer's view (`{ changes: [...] }` or `{ changes: { field: {...} } }`), or []. */
export function readChanges(view: unknown): FieldChange[] {
  const changes = isRecord(view) ? view.changes : undefined;
  if (Array.isArray(changes)) return changes.map((c) => changeOf(c)).filter((c) => c !== null);
  if (isRecord(changes)) {
    return Object.entries(changes)
      .map(([key, c]) => changeOf(c, key))
      .filter((c) => c !== null);
  }
  return [];
}

/** A value of a diff cell as text: empty for nothing, lists joined, objects by their name or as JSON. */
export function changeText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(changeText).join(', ');
  if (isRecord(value) && typeof value.name === 'string') return value.name;
  return JSON.stringify(value);
}
