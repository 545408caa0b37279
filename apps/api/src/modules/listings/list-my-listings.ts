import type { Platform } from '@portal/contract/catalog';
import type { Locale } from '@portal/contract/locale';
import { engagementCounts } from '../engagement/counts';
import { amountsDueOf } from '../payments/amount-due';
import { passedEndDate } from './check-listing-input';
import type { ListingsDeps } from './deps';
import { toCard } from './listing-view';
import { selectJoinedOfUser, selectPhotosOf } from './queries';

/**
 * The owner's listings of every status, newest first, with the moderator's reason if rejected,
 * how many liked and saved each, whether an expired one can be renewed as it is, and what one
 * waiting for payment owes.
 */
export async function listMyListings(
  deps: ListingsDeps,
  userId: number,
  platform: Platform | undefined,
  locale: Locale,
) {
  const rows = await selectJoinedOfUser(deps.db, userId, platform);
  const ids = rows.map((r) => r.listing.id);
  const [covers, counts, dues] = await Promise.all([
    selectPhotosOf(deps.db, ids, true),
    engagementCounts(deps.db, ids),
    amountsDueOf(
      deps.db,
      rows.filter((r) => r.listing.status === 'waiting_payment').map((r) => r.listing.id),
    ),
  ]);
  const coverOf = new Map(covers.map((p) => [p.listingId, p]));
  const now = new Date();
  return rows.map((row) => ({
    ...toCard(row, coverOf.get(row.listing.id), locale),
    payment_due: dues.get(row.listing.id) ?? null,
    rejection_reason: row.listing.rejectionReason,
    ...counts.get(row.listing.id)!,
    can_renew: row.listing.status === 'expired' && passedEndDate(row.listing, now) === null,
  }));
}
