import type { Locale } from '@portal/contract/locale';
import type { AdminBusiness, BusinessDecisionBody } from '@portal/contract/sellers';
import type { Db } from '../../db/client';
import { insertAuditEntry } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { toAdminBusiness } from './business-view';
import { selectAdminBusiness, selectBusiness, updateBusiness } from './queries';

/**
 * POST /admin/businesses/{userId}/verification (staff): verifies the business's registry number
 * (its badge appears on the seller page, cards and detail, through listings.seller_verified) or
 * refuses it with a note for the owner. Audited with the state before and after, in the same
 * transaction as the change.
 */
export async function decideBusiness(
  db: Db,
  actorId: number,
  userId: number,
  body: BusinessDecisionBody,
  locale: Locale,
): Promise<AdminBusiness> {
  const note = body.decision === 'refuse' && body.note?.trim() ? body.note.trim() : null;
  const verification = body.decision === 'verify' ? 'verified' : 'refused';
  await db.transaction(async (tx) => {
    const before = await selectBusiness(tx, userId);
    if (!before) throw new AppError('not_found');
    const now = new Date();
    await updateBusiness(tx, userId, {
      verification,
      verifiedAt: verification === 'verified' ? now : null,
      note,
      decidedBy: actorId,
      decidedAt: now,
    });
    await insertAuditEntry(tx, {
      actorId,
      action: `business.${body.decision}`,
      subjectType: 'user',
      subjectId: userId,
      before: { verification: before.business.verification, registry_number: before.business.registryNumber },
      after: { verification, registry_number: before.business.registryNumber, note },
    });
  });
  const row = await selectAdminBusiness(db, userId);
  return toAdminBusiness(row!, locale);
}
