/**
 * Seller pages and business accounts (area `sellers`), zod-free so the public seller page's
 * first load stays light. The schemas are in sellers.ts; why this way:
 * docs/decisions/046-seller-pages-and-business-accounts.md.
 */

/** The advertiser characteristics that make an account a business (listing-values.ts's, less `individual`). */
export const BUSINESS_KINDS = ['company', 'store'] as const;
export type BusinessKind = (typeof BUSINESS_KINDS)[number];

/**
 * Where a business stands with staff: `pending` from the time its commercial registry number is
 * set or changed, then `verified` (the badge) or `refused`.
 */
export const BUSINESS_VERIFICATIONS = ['pending', 'verified', 'refused'] as const;
export type BusinessVerification = (typeof BUSINESS_VERIFICATIONS)[number];

/** What staff decide about a pending business. */
export const BUSINESS_DECISIONS = ['verify', 'refuse'] as const;
export type BusinessDecision = (typeof BUSINESS_DECISIONS)[number];

export const BUSINESS_LIMITS = {
  name: { min: 2, max: 120 },
  description: { max: 2000 },
  address: { max: 300 },
  openingHours: { max: 300 },
  /** The commercial registry number as printed ("16/00-1234567 B 21"): letters, digits, separators. */
  registryNumber: { min: 5, max: 30 },
  /** The staff's note with a refusal, shown to the owner. */
  note: { max: 500 },
  /** The logo, in megabytes of 1,000,000 bytes (the avatar's limit). */
  logoMaxMb: 5,
} as const;

/** Letters, digits, spaces, slashes and dashes: how registry numbers are printed. */
export const REGISTRY_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 /-]*[A-Za-z0-9]$/;

/** The same number however it was spaced or cased: a change of layout is not a new number. */
export function registryNumberKey(value: string): string {
  return value.replace(/[\s/-]/g, '').toUpperCase();
}

/** The seller page's multipart logo field. */
export const LOGO_FIELD = 'logo';

/**
 * A seller's response rate and time are read over the conversations buyers opened in these last
 * days, and shown from this many on: fewer say nothing about a seller.
 */
export const RESPONSE_WINDOW_DAYS = 90;
export const MIN_CONVERSATIONS_FOR_RESPONSE = 3;
