import type { Platform } from '@portal/contract/catalog';
import type { Locale } from '@portal/contract/locale';
import { engagementCounts } from '../engagement/service';
import { amountsDueOf } from '../payments/service';
import { ownPromotionsOf } from '../promotions/service';
import { getSettings } from '../settings/service';
import { passedEndDate } from './check-listing-input';
import type { ListingsDeps } from './deps';
import { toCard } from './listing-view';
import { selectJoinedOfUser, selectPhotosOf } from './queries';
import { selectRevisionsOf } from './revision-queries';
import { revisionState } from './revision-view';

/**
 * The owner's listings of every status, newest first, with the moderator's reason if rejected,
 * how many liked and saved each, whether an expired one can be renewed as it is, what one
 * waiting for payment owes, and the state of an edit waiting for review or rejected (the card
 * itself shows the approved version).
 */
export async function listMyListings(
  deps: ListingsDeps,
  userId: number,
  platform: Platform | undefined,
  locale: Locale,
) {
  const rows = await selectJoinedOfUser(deps.db, userId, platform);
  const ids = rows.map((r) => r.listing.id);
  const settings = await getSettings(deps.db);
  const [covers, counts, revisions, dues, promotions] = await Promise.all([
    selectPhotosOf(deps.db, ids, true),
    engagementCounts(deps.db, ids),
    selectRevisionsOf(deps.db, ids),
    amountsDueOf(
      deps.db,
      rows.filter((r) => r.listing.status === 'waiting_payment').map((r) => r.listing.id),
    ),
    ownPromotionsOf(
      deps.db,
      rows.map((r) => r.listing),
      settings,
      locale,
    ),
  ]);
  const coverOf = new Map(covers.map((p) => [p.listingId, p]));
  const revisionOf = new Map(revisions.map((r) => [r.listingId, revisionState(r)]));
  const now = new Date();
  return rows.map((row) => ({
    ...toCard(row, coverOf.get(row.listing.id), locale),
    payment_due: dues.get(row.listing.id) ?? null,
    promotion: promotions.get(row.listing.id) ?? null,
    rejection_reason: row.listing.rejectionReason,
    ...counts.get(row.listing.id)!,
    can_renew: row.listing.status === 'expired' && passedEndDate(row.listing, now) === null,
    revision: revisionOf.get(row.listing.id) ?? null,
  }));
}
