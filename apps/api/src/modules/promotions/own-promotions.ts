import type { OwnPromotion } from '@portal/contract/listings';
import type { Locale } from '@portal/contract/locale';
import type { Settings } from '@portal/contract/settings';
import type { Tx } from '../../db/client';
import type { ListingPromotionKey } from './queries';
import { findOffer } from './promotion-offers';
import { selectLatestPromotions } from './queries';

const nameIn = (names: { ar: string; fr: string; en: string }, locale: Locale) =>
  names[locale] || names.en || names.fr || names.ar;

/**
 * The owner's lists (docs/decisions/016): each listing's promotion — the one kept at approval
 * while it waits to start, or running (with its end), else the owner's choice as the settings
 * offer it now (before review). Listings with none are absent.
 */
export async function ownPromotionsOf(
  db: Tx,
  rows: ListingPromotionKey[],
  settings: Settings,
  locale: Locale,
  now = new Date(),
): Promise<Map<number, OwnPromotion>> {
  const kept = await selectLatestPromotions(
    db,
    rows.map((r) => r.id),
  );
  const result = new Map<number, OwnPromotion>();
  for (const row of rows) {
    const promotion = kept.get(row.id);
    const offer = findOffer(settings, row.promotionKey);
    if (promotion && (promotion.startedAt === null || (promotion.endsAt && promotion.endsAt > now))) {
      result.set(row.id, {
        key: promotion.key,
        name: nameIn(promotion.names, locale),
        days: promotion.days,
        amount: promotion.amount,
        currency_code: promotion.currencyCode,
        until: promotion.endsAt?.toISOString() ?? null,
      });
    } else if (offer) {
      result.set(row.id, {
        key: offer.key,
        name: nameIn(offer.name, locale),
        days: offer.days,
        amount: offer.price.amount,
        currency_code: offer.price.currency_code,
        until: null,
      });
    }
  }
  return result;
}
