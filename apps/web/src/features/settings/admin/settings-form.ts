import { currencyDigits as isoDigits, isCurrencyCode, parseAmount } from '@portal/contract/money';

/**
 * The settings screen's conversions between what an admin types and what the API takes
 * (PUT /admin/settings/{section}), and where a 422's field errors are shown.
 */

/** "7, 15, 30" (commas, Arabic commas or spaces) → [7, 15, 30]; a word that is not a number gives NaN, so the schema refuses it. */
export function parseNumberList(text: string): number[] {
  return text
    .split(/[\s,،;]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
}

export function formatNumberList(list: readonly number[]): string {
  return list.join(', ');
}

/** A typed number: empty or not a number is NaN (the schema says "required" or "wrong type"). */
export function numberOf(text: string | number): number {
  const trimmed = String(text).trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** The digits after the decimal point of a currency (DZD 2, JPY 0, TND 3), from the catalog or Intl. */
export function currencyDigits(
  code: string,
  catalog: readonly { code: string; minor_units: number }[],
): number {
  const known = catalog.find((c) => c.code === code);
  if (known) return known.minor_units;
  return isCurrencyCode(code) ? isoDigits(code) : 2;
}

/**
 * An amount typed in major units ("1000.5" dinars, "١٥٠٠") → minor units (100050 centimes),
 * read by the rule of every amount field (parseAmount); NaN when empty or unreadable, which
 * the schema refuses.
 */
export function toMinorUnits(major: string, digits: number): number {
  return parseAmount(major, digits) ?? Number.NaN;
}

/** Minor units → the major-unit text of the input (100050, 2 → "1000.5"). */
export function fromMinorUnits(minor: number, digits: number): string {
  return String(minor / 10 ** digits);
}

/** Synonym groups as the text area shows them: a group per line, words separated by commas. */
export function synonymsToText(groups: readonly (readonly string[])[]): string {
  return groups.map((group) => group.join(', ')).join('\n');
}

export function textToSynonyms(text: string): string[][] {
  return text
    .split('\n')
    .map((line) =>
      line
        .split(/[,،]/)
        .map((word) => word.trim())
        .filter(Boolean),
    )
    .filter((group) => group.length > 0);
}

/** The first message found in a react-hook-form error node (a group's error may sit on an item). */
export function firstMessage(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const record = node as Record<string, unknown>;
  if (typeof record.message === 'string' && record.message) return record.message;
  for (const [key, value] of Object.entries(record)) {
    if (key === 'ref' || key === 'type' || key === 'types') continue;
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

/**
 * Where a server field error is shown: the anchor equal to its path, or whose path it is
 * under (`paid_category_ids.0` → `paid_category_ids`); `*` in an anchor stands for a row's
 * index (`opening_hours.*.close`). Undefined: no field shows it, the form's alert does.
 */
export function errorAnchor(path: string, anchors: readonly string[]): string | undefined {
  const parts = path.split('.');
  let best: string[] | undefined;
  for (const anchor of anchors) {
    const pattern = anchor.split('.');
    if (pattern.length > parts.length) continue;
    const matches = pattern.every((p, i) => p === parts[i] || (p === '*' && /^\d+$/.test(parts[i]!)));
    if (matches && (!best || pattern.length > best.length)) best = pattern;
  }
  return best?.map((p, i) => (p === '*' ? parts[i] : p)).join('.');
}
