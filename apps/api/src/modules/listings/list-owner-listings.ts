import { RELATED_LISTINGS_MAX, type ListingCard } from '@portal/contract/listings';
import type { Locale } from '@portal/contract/locale';
import type { RequestScope } from '../../platform/request-scope';
import type { ListingsDeps } from './deps';
import { cardsOf, findPublicListing } from './public-cards';
import { selectCardsInOrder, selectOwnerListingIds } from './queries';

/**
 * "Ads from the same user" beside a public listing (detail page): the advertiser's
 * other public listings of both platforms, newest first.
 */
export async function listOwnerListings(
  deps: ListingsDeps,
  id: number,
  locale: Locale,
  scope?: RequestScope,
): Promise<ListingCard[]> {
  const listing = await findPublicListing(deps, id, scope);
  const ids = await selectOwnerListingIds(deps.db, listing, RELATED_LISTINGS_MAX);
  return cardsOf(await selectCardsInOrder(deps.db, ids), locale);
}
