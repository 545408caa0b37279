import { AppError } from '../../platform/errors';
import type { ModerationDeps } from './deps';
import { insertAuditEntry } from '../../platform/audit';
import { lockRejectionReason, updateRejectionReasonRow } from './reason-queries';
import { reasonSnapshot } from './reason-view';

/**
 * DELETE /admin/rejection-reasons/{id} (admins). The row stays, marked deleted: the start-up
 * seed adds a preset missing by key, and would bring a deleted seeded one back. Listings
 * rejected with it keep the text they were sent.
 */
export async function deleteRejectionReason(
  deps: Pick<ModerationDeps, 'db'>,
  actorId: number,
  id: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await lockRejectionReason(tx, id);
    if (!current) throw new AppError('not_found');
    await updateRejectionReasonRow(tx, id, { deletedAt: new Date(), isActive: false });
    await insertAuditEntry(tx, {
      actorId,
      action: 'rejection_reason.delete',
      subjectType: 'rejection_reason',
      subjectId: id,
      before: reasonSnapshot(current),
    });
  });
}
