import type { Settings } from '@portal/contract/settings';
import type { Tx } from '../../db/client';
import type { ListingPromotionKey } from './queries';
import { findOffer } from './promotion-offers';
import { findWaitingPromotion, insertPromotion, markStarted, type PromotionRow } from './queries';

const DAY_MS = 86_400_000;

/**
 * At a moderator's approval (docs/decisions/016): the listing's promotion as the settings offer
 * it now — key, names, days, price — kept so a later change of the settings does not change
 * what the owner owes or gets. One kept earlier and not started (an edit re-approved while it
 * waited for payment) is kept as it is. None when the owner chose none, or the offer is gone.
 */
export async function keepPromotion(
  tx: Tx,
  listing: ListingPromotionKey,
  settings: Settings,
  now: Date,
): Promise<PromotionRow | undefined> {
  const waiting = await findWaitingPromotion(tx, listing.id);
  if (waiting) return waiting;
  const offer = findOffer(settings, listing.promotionKey);
  if (!offer) return undefined;
  return insertPromotion(tx, {
    listingId: listing.id,
    key: offer.key,
    names: offer.name,
    days: offer.days,
    amount: offer.price.amount,
    currencyCode: offer.price.currency_code,
    createdAt: now,
  });
}

/**
 * At publication (approval with nothing owed, or the completing payment): the kept promotion
 * starts, for its days from now. No paid placement is active before approval and
 * payment — this is the only place promoted_until is set.
 */
export async function startPromotion(tx: Tx, listingId: number, now: Date): Promise<Date | null> {
  const waiting = await findWaitingPromotion(tx, listingId);
  if (!waiting) return null;
  const endsAt = new Date(now.getTime() + waiting.days * DAY_MS);
  await markStarted(tx, waiting, now, endsAt);
  return endsAt;
}
