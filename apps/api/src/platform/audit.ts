import type { Tx } from '../db/client';
import { auditLog } from '../db/schema/index';

export type AuditInsert = typeof auditLog.$inferInsert;

/**
 * Writes one entry of the audit log, in the caller's transaction so the entry and the change
 * it records commit together. Every area that changes something a moderator or an admin must
 * answer for writes here; reading the log is the moderation area's. The table is append-only
 * (the database refuses updates and deletes).
 */
export async function insertAuditEntry(tx: Tx, entry: AuditInsert) {
  await tx.insert(auditLog).values(entry);
}

/** JSON with every object's keys sorted. */
function sortedJson(value: unknown): string | undefined {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/**
 * The fields of `after` that differ from `before` (compared as JSON), each side limited to
 * them: what an audit entry of an edit records. Empty when nothing changed.
 */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T) {
  // Blind to key order: a value read back from jsonb has its keys in jsonb's order.
  const keys = Object.keys(after).filter((k) => sortedJson(before[k]) !== sortedJson(after[k]));
  const pick = (side: T) => Object.fromEntries(keys.map((k) => [k, side[k]]));
  return { keys, before: pick(before), after: pick(after) };
}

/** The audit action of an edit: switching a row on or off alone reads as such in the log. */
export function editAction(subject: string, keys: string[], isActive: boolean): string {
  if (keys.length === 1 && keys[0] === 'is_active')
    return `${subject}.${isActive ? 'activate' : 'deactivate'}`;
  return `${subject}.update`;
}
