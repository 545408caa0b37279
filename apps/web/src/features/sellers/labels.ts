import type { BusinessKind, BusinessVerification } from '@portal/contract/sellers-values';

/** The business kinds, named as the listings' advertiser characteristics are. */
export const KIND_LABELS: Record<BusinessKind, string> = {
  company: 'sellers.kind.company',
  store: 'sellers.kind.store',
};

export const VERIFICATION_LABELS: Record<BusinessVerification, string> = {
  pending: 'sellers.verification.pending',
  verified: 'sellers.verification.verified',
  refused: 'sellers.verification.refused',
};
