import type { Db } from '../../db/client';
import { selectPromotionsOf } from './queries';

/**
 * What the promotions area keeps about a person's listings, for their "download my data":
 * every promotion chosen, as offered then, and when it ran.
 */
export async function promotionDataOfListings(db: Db, listingIds: number[]) {
  const rows = await selectPromotionsOf(db, listingIds);
  return rows.map((p) => ({
    id: p.id,
    listing_id: p.listingId,
    key: p.key,
    names: p.names,
    days: p.days,
    amount: p.amount,
    currency_code: p.currencyCode,
    fee_id: p.feeId,
    created_at: p.createdAt.toISOString(),
    started_at: p.startedAt?.toISOString() ?? null,
    ends_at: p.endsAt?.toISOString() ?? null,
  }));
}

// What the other areas may use from this one (docs/decisions/023-module-boundaries.md).
export { ownPromotionsOf } from './own-promotions';
export { findOffer } from './promotion-offers';
export { findWaitingPromotion, linkPromotionFee } from './queries';
export { keepPromotion, startPromotion } from './start-promotion';
