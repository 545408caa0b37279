/**
 * Who sees a listing: it is public while approved and unexpired; the search says the
 * same in SQL (queries.ts publicCondition, which also hides a suspended author's listings; the
 * detail checks that apart). Anything else is only for its owner and moderators.
 */
export function isPublicListing(listing: { status: string; expiresAt: Date }, now = new Date()): boolean {
  return listing.status === 'approved' && listing.expiresAt > now;
}
