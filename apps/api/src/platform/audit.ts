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
