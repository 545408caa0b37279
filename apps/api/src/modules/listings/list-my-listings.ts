import type { Platform } from '@portal/contract/catalog';
import type { Locale } from '@portal/contract/locale';
import { engagementCounts } from '../engagement/counts';
import { passedEndDate } from './check-listing-input';
import type { ListingsDeps } from './deps';
import { toCard } from './listing-view';
import { selectJoinedOfUser, selectPhotosOf } from './queries';

/**
 * The owner's listings of every status, newest first, with the moderator's reason if rejected,
 * how many liked and saved each, and whether an expired one can be renewed as it is.
 */
export async function listMyListings(
  deps: ListingsDeps,
  userId: number,
  platform: Platform | undefined,
  locale: Locale,
) {
  const rows = await selectJoinedOfUser(deps.db, userId, platform);
  const ids = rows.map((r) => r.listing.id);
  const [covers, counts] = await Promise.all([
    selectPhotosOf(deps.db, ids, true),
    engagementCounts(deps.db, ids),
  ]);
  const coverOf = new Map(covers.map((p) => [p.listingId, p]));
  const now = new Date();
  return rows.map((row) => ({
    ...toCard(row, coverOf.get(row.listing.id), locale),
    rejection_reason: row.listing.rejectionReason,
    ...counts.get(row.listing.id)!,
    can_renew: row.listing.status === 'expired' && passedEndDate(row.listing, now) === null,
  }));
}
