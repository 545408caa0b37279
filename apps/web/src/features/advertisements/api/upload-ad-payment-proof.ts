import { advertisementsEndpoints } from '@portal/contract/endpoints/advertisements';
import { upload } from '../../../lib/upload';

/** The multipart field of a payment proof (image or PDF). */
export const AD_PROOF_FIELD = 'proof';

/** POST /user/advertisements/:id/payment-proofs: a receipt or a cheque's photo for staff to check. */
export function uploadAdPaymentProof(id: number, file: File, onProgress?: (fraction: number) => void) {
  return upload(advertisementsEndpoints.uploadAdPaymentProof, file, {
    params: { id: String(id) },
    fieldName: AD_PROOF_FIELD,
    ...(onProgress ? { onProgress } : {}),
  });
}
