import type { AdStatus } from '@portal/contract/advertisements-values';
import type { Advertisement } from '@portal/contract/advertisements';
import { insertAuditEntry } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { detectPrivateFileType, storePrivateFiles } from '../../platform/private-files';
import { advertisementsOf } from './advertisement-view';
import { AD_DOCUMENT_TYPES, AD_FILE_PURPOSE } from './create-advertisement';
import type { AdvertisementsDeps } from './deps';
import { linkAdDocuments, selectAdvertisement, selectAdvertisementForUpdate } from './queries';

/** The multipart field of a payment proof. */
export const AD_PROOF_FIELD = 'proof';

/** While an order may still be paid: approved and waiting, or scheduled (a partial payment's rest). */
const PROOF_STATUSES: readonly AdStatus[] = ['waiting_payment', 'scheduled'];

/**
 * POST /user/advertisements/:id/payment-proofs: the advertiser adds a proof of an offline
 * payment (a photo or a PDF of a cheque, a receipt, a transfer), kept as a private file the
 * admin recording the payment can read. Another member's order is the same 404 as none.
 */
export async function uploadAdPaymentProof(
  deps: AdvertisementsDeps,
  advertiserId: number,
  id: number,
  file: { data: Buffer; filename: string },
): Promise<Advertisement> {
  const found = await selectAdvertisement(deps.db, id);
  if (!found || found.userId !== advertiserId) throw new AppError('not_found');
  if (!PROOF_STATUSES.includes(found.status as AdStatus)) throw new AppError('ad_proof_not_expected');
  const type = await detectPrivateFileType(file.data, AD_DOCUMENT_TYPES);
  if (!type) {
    throw new AppError('validation_failed', {
      fieldErrors: { [AD_PROOF_FIELD]: ['validation.ad_document_type'] },
    });
  }
  return storePrivateFiles(
    deps,
    {
      ownerId: advertiserId,
      purpose: AD_FILE_PURPOSE,
      files: [{ data: file.data, type, filename: file.filename }],
    },
    async (tx, stored) => {
      // Checked again under the lock: an admin may have moved the order meanwhile.
      const row = await selectAdvertisementForUpdate(tx, id);
      if (!row || !PROOF_STATUSES.includes(row.status as AdStatus))
        throw new AppError('ad_proof_not_expected');
      await linkAdDocuments(tx, id, [{ fileId: stored[0]!.id, kind: 'payment_proof' }]);
      await insertAuditEntry(tx, {
        actorId: advertiserId,
        action: 'advertisement.payment_proof',
        subjectType: 'advertisement',
        subjectId: id,
        after: { file_id: stored[0]!.id, name: stored[0]!.name },
      });
      return (await advertisementsOf(tx, [row]))[0]!;
    },
  );
}
