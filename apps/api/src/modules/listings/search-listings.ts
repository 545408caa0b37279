import type { ListingSearchQuery, ListingSearchResponse } from '@portal/contract/listings';
import type { Locale } from '@portal/contract/locale';
import { asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { ListingsDeps } from './deps';
import { nameIn, toCard } from './listing-view';
import {
  all,
  categoryColumn,
  categoryFacets,
  countWhere,
  hasPhotosCondition,
  listingsTable as l,
  publicCondition,
  regionFacets,
  selectCategoryDepth,
  selectPage,
  selectPhotosOf,
  textCondition,
} from './queries';
import { buildTextQuery } from './search-document';

/**
 * The public search (issue 5, "Browsing and search"): approved, unexpired listings, filtered,
 * matched by text (search-document.ts), sorted and paged with a total, plus facet counts per
 * top category and per region (each facet ignores its own filter, so other choices stay visible).
 */
export async function searchListings(
  deps: ListingsDeps,
  query: ListingSearchQuery,
  locale: Locale,
): Promise<ListingSearchResponse> {
  const text = buildTextQuery(query.q);
  let category: SQL | undefined;
  if (query.category_id !== undefined) {
    const found = await selectCategoryDepth(deps.db, query.category_id);
    category = found ? eq(categoryColumn(found.depth), query.category_id) : sql`false`;
  }
  const region = [
    query.region_id !== undefined ? eq(l.regionId, query.region_id) : undefined,
    query.city_id !== undefined ? eq(l.cityId, query.city_id) : undefined,
  ];
  const base = [
    publicCondition(),
    query.platform ? eq(l.platform, query.platform) : undefined,
    text ? textCondition(text.match) : undefined,
    query.price_min !== undefined ? gte(l.sortPrice, query.price_min) : undefined,
    query.price_max !== undefined ? lte(l.sortPrice, query.price_max) : undefined,
    query.currency ? eq(l.currencyCode, query.currency) : undefined,
    query.advertiser ? eq(l.advertiserCharacteristic, query.advertiser) : undefined,
    query.price_type ? eq(l.priceType, query.price_type) : undefined,
    query.has_photos ? hasPhotosCondition(query.has_photos === 'true') : undefined,
  ];
  const where = all([...base, category, ...region]);

  // NULLS LAST matches the indexes' order exactly (ARCHITECTURE.md "Known ground").
  const newest = [sql`${l.publishedAt} desc nulls last`, desc(l.id)];
  const sort = query.sort ?? (text ? 'relevance' : 'newest');
  const vector = sql`to_tsvector('simple', ${l.searchText})`;
  const orderBy: SQL[] =
    sort === 'price_asc'
      ? [asc(l.sortPrice), desc(l.id)]
      : sort === 'price_desc'
        ? [desc(l.sortPrice), desc(l.id)]
        : sort === 'relevance' && text
          ? [
              // Listings holding the words as typed first, then by how well the rest match.
              sql`ts_rank(${vector}, to_tsquery('simple', ${text.exact})) desc`,
              sql`ts_rank(${vector}, to_tsquery('simple', ${text.match})) desc`,
              ...newest,
            ]
          : newest;

  const offset = (query.page - 1) * query.per_page;
  const [rows, total, categoryCounts, regionCounts] = await Promise.all([
    selectPage(deps.db, where, orderBy, query.per_page, offset),
    countWhere(deps.db, where),
    categoryFacets(deps.db, all([...base, ...region])),
    regionFacets(deps.db, all([...base, category])),
  ]);
  const covers = await selectPhotosOf(
    deps.db,
    rows.map((r) => r.listing.id),
    true,
  );
  const coverOf = new Map(covers.map((p) => [p.listingId, p]));
  return {
    data: rows.map((row) => toCard(row, coverOf.get(row.listing.id), locale)),
    total,
    page: query.page,
    per_page: query.per_page,
    facets: {
      categories: categoryCounts.map((f) => ({ id: f.id, name: nameIn(f, locale), count: f.count })),
      regions: regionCounts.map((f) => ({ id: f.id, name: nameIn(f, locale), count: f.count })),
    },
  };
}
