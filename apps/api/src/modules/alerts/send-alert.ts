import { SAVED_SEARCH_LIMITS } from '@portal/contract/alerts-values';
import { isLocale, type Locale } from '@portal/contract/locale';
import type { Tx } from '../../db/client';
import type { AlertCard } from '../../platform/mail/templates/alert-matches';
import { findUserById } from '../auth/service';
import { selectCardsByIds, toCard } from '../listings/service';
import { notify, wantsMail } from '../notifications/service';
import type { AlertsDeps } from './deps';
import type { SavedSearchRow } from './queries';
import { unsubscribePath } from './unsubscribe';

export const SAVED_SEARCHES_PATH = '/profile/saved-searches';

/** The new listings that are still public, newest match first, as the mail's cards. */
async function cardsOf(tx: Tx, listingIds: number[], locale: Locale): Promise<AlertCard[]> {
  const shown = listingIds.slice(0, SAVED_SEARCH_LIMITS.cardsPerMail);
  const rows = await selectCardsByIds(tx, shown);
  const byId = new Map(rows.map((row) => [row.listing.id, row]));
  return shown.flatMap((id) => {
    const row = byId.get(id);
    if (!row || row.listing.status !== 'approved') return [];
    const card = toCard(row, row.cover ?? undefined, locale);
    return [
      {
        title: card.title,
        priceType: card.price_type,
        price: card.price,
        priceMin: card.price_min,
        priceMax: card.price_max,
        currency: card.currency_id,
        place: card.city?.name ?? card.region.name,
        imagePath: card.cover?.urls.medium ?? null,
        linkPath: `/${card.platform}/show/${encodeURIComponent(card.slug)}`,
      },
    ];
  });
}

/**
 * Sends one saved search's alert for these new listings (taken from its due matches in the same
 * transaction): the in-app notification, and one mail in the member's language with the
 * listings as cards unless they chose the notification center only for alerts. A deleted
 * account gets nothing.
 */
export async function sendAlert(
  deps: AlertsDeps,
  tx: Tx,
  search: SavedSearchRow,
  listingIds: number[],
  frequency: 'immediately' | 'daily' | 'weekly',
): Promise<boolean> {
  const user = await findUserById(tx, search.userId);
  if (!user || user.deletedAt) return false;
  const locale: Locale = isLocale(user.locale) ? user.locale : 'ar';
  const cards = await cardsOf(tx, listingIds, locale);
  if (cards.length === 0) return false;
  // In the notification center: the saved search, how many new listings, the newest's title.
  await notify(tx, {
    userId: user.id,
    kind: 'alert_match',
    params: { search: search.name, count: listingIds.length, title: cards[0]!.title },
    link: listingIds.length === 1 ? cards[0]!.linkPath : SAVED_SEARCHES_PATH,
  });
  if (!(await wantsMail(tx, user.id, 'alert_match'))) return true;
  await deps.enqueueMail(tx, {
    to: user.email,
    template: 'alert_matches',
    locale,
    data: {
      name: user.firstName,
      searchName: search.name,
      frequency,
      cards,
      more: Math.max(0, listingIds.length - SAVED_SEARCH_LIMITS.cardsPerMail),
      searchesPath: SAVED_SEARCHES_PATH,
      unsubscribePath: unsubscribePath(deps.unsubscribeSecret, search.id),
    },
  });
  return true;
}
