import { AppError } from '../../platform/errors';
import type { Tx } from '../../db/client';
import { insertAuditEntry } from '../../platform/audit';

/**
 * The new order numbers of a list of rows an admin reordered: `wanted` must hold exactly the
 * ids of `current` (the rows as they are now), else the admin's screen was stale and the
 * answer is 409. Rows are numbered 10, 20, 30… in the wanted order; only those whose number
 * changes are returned, with their number before and after.
 */
export function renumber(
  current: readonly { id: number; sortOrder: number }[],
  wanted: readonly number[],
): { id: number; before: number; after: number }[] {
  const byId = new Map(current.map((row) => [row.id, row]));
  if (wanted.length !== current.length || wanted.some((id) => !byId.has(id))) {
    throw new AppError('catalog_order_changed');
  }
  return wanted.flatMap((id, index) => {
    const before = byId.get(id)!.sortOrder;
    const after = (index + 1) * 10;
    return before === after ? [] : [{ id, before, after }];
  });
}

/**
 * Applies `renumber` to locked rows: writes each moved row's new number with `write` and its
 * audit entry (`<subject>.reorder`, the number before and after), in the caller's transaction.
 */
export async function applyOrder(
  tx: Tx,
  actorId: number,
  subject: 'category' | 'city' | 'rejection_reason' | 'content',
  current: readonly { id: number; sortOrder: number }[],
  wanted: readonly number[],
  write: (id: number, sortOrder: number) => Promise<unknown>,
): Promise<void> {
  for (const move of renumber(current, wanted)) {
    await write(move.id, move.after);
    await insertAuditEntry(tx, {
      actorId,
      action: `${subject}.reorder`,
      subjectType: subject,
      subjectId: move.id,
      before: { sort_order: move.before },
      after: { sort_order: move.after },
    });
  }
}
