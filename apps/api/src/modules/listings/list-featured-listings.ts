import { FEATURED_STRIP_SIZE, type FeaturedQuery, type ListingCard } from '@portal/contract/listings';
import type { Locale } from '@portal/contract/locale';
import { eq, sql } from 'drizzle-orm';
import type { ListingsDeps } from './deps';
import { cardsOf } from './public-cards';
import { all, listingsTable as l, publicCondition, selectPage } from './queries';

/**
 * The featured strip of a list page (docs/decisions/016): up to 4 public listings of the
 * platform (and of the category at any level, on a category page) whose promotion runs now,
 * in a new random order at each request, so every promoted listing gets its turn. Read along
 * `listings_promoted_idx` (platform, promoted_until, partial on promoted rows): only the few
 * running promotions are looked at, whatever the size of the table. Apart from the search,
 * whose order, counts and match sets it does not touch.
 */
export async function listFeaturedListings(
  deps: ListingsDeps,
  query: FeaturedQuery,
  locale: Locale,
): Promise<ListingCard[]> {
  const category = query.category_id;
  const rows = await selectPage(
    deps.db,
    all([
      eq(l.platform, query.platform),
      sql`${l.promotedUntil} > now()`,
      publicCondition(),
      category === undefined
        ? undefined
        : sql`${category} in (${l.categoryId}, ${l.subCategoryId}, ${l.filterId})`,
    ]),
    [sql`random()`],
    FEATURED_STRIP_SIZE,
    0,
  );
  return cardsOf(rows, locale);
}
