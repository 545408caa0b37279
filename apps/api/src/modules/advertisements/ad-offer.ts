import { AD_LIMITS, type AdPlacement } from '@portal/contract/advertisements-values';
import type { AdOffer } from '@portal/contract/advertisements';
import type { Locale } from '@portal/contract/locale';
import type { Db } from '../../db/client';
import { getSettings } from '../settings/service';
import { adCapacity, addDays, freePlaces, portalToday } from './capacity';

/** Placements whose capacity is counted per category or per branch, not site-wide. */
const SCOPED: readonly AdPlacement[] = ['category', 'main_branch'];

/**
 * GET /advertisements/offer: what the portal sells now (settings): each offered placement with
 * its prices per unit sold and the first day from tomorrow with room. A placement counted per
 * category or branch has room tomorrow whenever its capacity is not zero for one not booked
 * yet; the availability endpoint answers for a given category or branch.
 */
export async function getAdOffer(db: Db, locale: Locale, now = new Date()): Promise<AdOffer> {
  const settings = await getSettings(db);
  const ads = settings.advertisements;
  const tomorrow = addDays(portalToday(settings, now), 1);
  const placements: AdOffer['placements'] = [];
  for (const placement of ads.placements) {
    const capacity = adCapacity(settings, placement);
    const prices = ads.price_duration_units.flatMap((unit) => {
      const amount = ads.prices[placement]?.[unit];
      return amount === undefined ? [] : [{ unit, amount }];
    });
    let nextFree: string | null = null;
    if (capacity > 0 && SCOPED.includes(placement)) nextFree = tomorrow;
    else if (capacity > 0) {
      const days = await freePlaces(db, {
        place: placement,
        scope: 0,
        capacity,
        from: tomorrow,
        count: AD_LIMITS.maxStartDays,
      });
      nextFree = days.find((d) => d.free > 0)?.date ?? null;
    }
    placements.push({ placement, capacity, prices, next_free_date: nextFree });
  }
  return {
    open: settings.settings_state.advertisements_open,
    placements,
    currency_code: ads.currency_code,
    partial_first_percent: ads.partial_first_percent,
    max_media_mb: ads.max_media_mb,
    content_format: ads.content_format,
    terms: settings.terms_of_paid_advertising[locale],
  };
}
