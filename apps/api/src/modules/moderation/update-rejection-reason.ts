import type { AdminRejectionReason, RejectionReasonUpdateBody } from '@portal/contract/settings-admin';
import { AppError } from '../../platform/errors';
import { changedFields, editAction, insertAuditEntry } from '../../platform/audit';
import type { ModerationDeps } from './deps';
import { lockRejectionReason, updateRejectionReasonRow } from './reason-queries';
import { reasonSnapshot, toAdminRejectionReason } from './reason-view';

/**
 * PATCH /admin/rejection-reasons/{id} (admins): the texts and/or the active flag. An inactive
 * preset leaves the reject dialog; a listing already rejected keeps the text it was sent.
 */
export async function updateRejectionReason(
  deps: Pick<ModerationDeps, 'db'>,
  actorId: number,
  id: number,
  input: RejectionReasonUpdateBody,
): Promise<AdminRejectionReason> {
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockRejectionReason(tx, id);
    if (!current) throw new AppError('not_found');
    const next = {
      ...(input.texts ? { textAr: input.texts.ar, textFr: input.texts.fr, textEn: input.texts.en } : {}),
      ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
    };
    const diff = changedFields(reasonSnapshot(current), reasonSnapshot({ ...current, ...next }));
    if (diff.keys.length === 0) return current;
    const updated = await updateRejectionReasonRow(tx, id, next);
    await insertAuditEntry(tx, {
      actorId,
      action: editAction('rejection_reason', diff.keys, updated.isActive),
      subjectType: 'rejection_reason',
      subjectId: id,
      before: diff.before,
      after: diff.after,
    });
    return updated;
  });
  return toAdminRejectionReason(row);
}
