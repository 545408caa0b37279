import { randomBytes } from 'node:crypto';
import type { AdminRejectionReason, RejectionReasonCreateBody } from '@portal/contract/settings-admin';
import type { ModerationDeps } from './deps';
import { insertAuditEntry } from '../../platform/audit';
import { insertRejectionReason } from './reason-queries';
import { reasonSnapshot, toAdminRejectionReason } from './reason-view';

/**
 * POST /admin/rejection-reasons (admins): a preset in the three languages, after the others.
 * Its key (seeded presets have a readable one) is generated: nothing but the list reads it.
 */
export async function createRejectionReason(
  deps: Pick<ModerationDeps, 'db'>,
  actorId: number,
  input: RejectionReasonCreateBody,
): Promise<AdminRejectionReason> {
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertRejectionReason(tx, {
      key: `custom_${randomBytes(6).toString('hex')}`,
      textAr: input.texts.ar,
      textFr: input.texts.fr,
      textEn: input.texts.en,
      isActive: input.is_active ?? true,
    });
    await insertAuditEntry(tx, {
      actorId,
      action: 'rejection_reason.create',
      subjectType: 'rejection_reason',
      subjectId: inserted.id,
      after: reasonSnapshot(inserted),
    });
    return inserted;
  });
  return toAdminRejectionReason(row);
}
