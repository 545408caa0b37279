import { RELATED_LISTINGS_MAX, type ListingCard } from '@portal/contract/listings';
import type { Locale } from '@portal/contract/locale';
import { desc, eq, ne, sql } from 'drizzle-orm';
import type { RequestScope } from '../../platform/request-scope';
import type { ListingsDeps } from './deps';
import { cardsOf, findPublicListing } from './public-cards';
import { all, listingsTable as l, publicCondition, selectPage } from './queries';

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
  const rows = await selectPage(
    deps.db,
    all([publicCondition(), eq(l.userId, listing.userId), ne(l.id, listing.id)]),
    [sql`${l.publishedAt} desc nulls last`, desc(l.id)],
    RELATED_LISTINGS_MAX,
    0,
  );
  return cardsOf(rows, locale);
}
