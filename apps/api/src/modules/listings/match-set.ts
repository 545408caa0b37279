/**
 * The public listings that match one text query, kept in columns (typed arrays) so that every
 * other choice of a search with the same words — platform, category, region, city, price,
 * currency, advertiser, price type, photos, sales options, sort, page — is answered in memory
 * instead of reading every match from the table again (a common word matches tens of
 * thousands of listings, and PostgreSQL reads each of them to count and rank: docs/decisions/015).
 * It answers exactly what the SQL path of search-listings.ts answers (match-set.int.test.ts
 * compares the two).
 */

/** A column of few distinct values (platform, currency, sales options…) as one byte a listing. */
export interface CodedColumn {
  codes: Uint8Array;
  values: (string | boolean | null)[];
}

export const CODED_COLUMNS = [
  'platform',
  'currency',
  'advertiser',
  'price_type',
  'has_photos',
  'payment_method',
  'payment_type',
  'has_delivery',
  'sales_quality',
  'sales_source',
  'selling_style',
  'sellability',
  'quantity_abundance',
  'sales_guarantee',
  'after_sales_service',
  'documentation',
  'mobility',
] as const;
export type CodedColumnName = (typeof CODED_COLUMNS)[number];

export const CATEGORY_LEVELS = ['category', 'subCategory', 'filter'] as const;
export type CategoryLevel = (typeof CATEGORY_LEVELS)[number];

/** Integer columns; a missing id (no sub-category, no city) is 0. */
type IdColumn = CategoryLevel | 'region' | 'city';

export interface MatchSet {
  size: number;
  id: Float64Array;
  ids: Record<IdColumn, Int32Array>;
  sortPrice: Float64Array;
  /** Microseconds since 1970: the database's own precision, so ties break as they do there. */
  publishedAt: Float64Array;
  /** Milliseconds since 1970, compared with the clock at each request. */
  expiresAt: Float64Array;
  /** ts_rank of the words as typed, then of every group (search-listings.ts' relevance sort). */
  rankExact: Float64Array;
  rankMatch: Float64Array;
  coded: Record<CodedColumnName, CodedColumn>;
  /** Positions in each sort's order, made on first use. */
  orders: Partial<Record<MatchSort, Int32Array>>;
}

export type MatchSort = 'relevance' | 'newest' | 'price_asc' | 'price_desc';

/** One row as the database gives it (queries.ts selectMatchRows). */
export interface MatchRow {
  id: number;
  category: number;
  subCategory: number | null;
  filter: number | null;
  region: number;
  city: number | null;
  sortPrice: number;
  publishedAt: number;
  expiresAt: number;
  rankExact: number;
  rankMatch: number;
  coded: Record<CodedColumnName, string | boolean | null>;
}

export function buildMatchSet(rows: MatchRow[]): MatchSet {
  const size = rows.length;
  const ids = {} as Record<IdColumn, Int32Array>;
  for (const column of [...CATEGORY_LEVELS, 'region', 'city'] as const) {
    const values = new Int32Array(size);
    rows.forEach((row, i) => (values[i] = row[column] ?? 0));
    ids[column] = values;
  }
  const floats = (pick: (row: MatchRow) => number) => Float64Array.from(rows, pick);
  const coded = {} as Record<CodedColumnName, CodedColumn>;
  for (const name of CODED_COLUMNS) {
    const values: (string | boolean | null)[] = [];
    const codes = new Uint8Array(size);
    rows.forEach((row, i) => {
      const value = row.coded[name];
      let code = values.indexOf(value);
      if (code < 0) code = values.push(value) - 1;
      codes[i] = code;
    });
    coded[name] = { codes, values };
  }
  return {
    size,
    id: floats((r) => r.id),
    ids,
    sortPrice: floats((r) => r.sortPrice),
    publishedAt: floats((r) => r.publishedAt),
    expiresAt: floats((r) => r.expiresAt),
    rankExact: floats((r) => r.rankExact),
    rankMatch: floats((r) => r.rankMatch),
    coded,
    orders: {},
  };
}

/** Rough bytes a set holds with its four sort orders, for the memo's budget. */
export const matchSetBytes = (set: MatchSet) => set.size * (8 * 7 + 4 * 5 + CODED_COLUMNS.length + 4 * 4);

/** The same order as search-listings.ts' ORDER BY, the id (descending) last. */
function orderOf(set: MatchSet, sort: MatchSort): Int32Array {
  const cached = set.orders[sort];
  if (cached) return cached;
  const { id, publishedAt, sortPrice, rankExact, rankMatch } = set;
  const newest = (a: number, b: number) => publishedAt[b]! - publishedAt[a]! || id[b]! - id[a]!;
  const compare =
    sort === 'relevance'
      ? (a: number, b: number) =>
          rankExact[b]! - rankExact[a]! || rankMatch[b]! - rankMatch[a]! || newest(a, b)
      : sort === 'newest'
        ? newest
        : sort === 'price_asc'
          ? (a: number, b: number) => sortPrice[a]! - sortPrice[b]! || id[b]! - id[a]!
          : (a: number, b: number) => sortPrice[b]! - sortPrice[a]! || id[b]! - id[a]!;
  const order = Int32Array.from({ length: set.size }, (_, i) => i).sort(compare);
  set.orders[sort] = order;
  return order;
}

export interface MatchQuery {
  /** Equality on coded columns (platform, currency, advertiser, sales options…). */
  equal: [CodedColumnName, string | boolean][];
  priceMin?: number;
  priceMax?: number;
  /** The chosen category at its level; `null` when the chosen id is no category (nothing matches). */
  category?: { level: CategoryLevel; id: number } | null;
  region?: number;
  city?: number;
  /** The level whose values are the chosen category's children, when it has any. */
  children?: CategoryLevel;
  sort: MatchSort;
  offset: number;
  limit: number;
  now: number;
}

export interface FacetCount {
  id: number;
  count: number;
}

export interface MatchAnswer {
  /** Listing ids of the page, in order. */
  page: number[];
  total: number;
  categories: FacetCount[];
  children: FacetCount[];
  regions: FacetCount[];
  cities: FacetCount[];
}

const sorted = (counts: Map<number, number>): FacetCount[] =>
  [...counts].map(([id, count]) => ({ id, count })).sort((a, b) => b.count - a.count || a.id - b.id);

const add = (counts: Map<number, number>, id: number) => counts.set(id, (counts.get(id) ?? 0) + 1);

/**
 * A page and the counts of a search over the set, with the facet rules of
 * queries.ts selectSearchCounts: each facet ignores its own choice (categories ignore the
 * category, regions the region and the city, cities the city).
 */
export function answerFromSet(set: MatchSet, q: MatchQuery): MatchAnswer {
  const wanted = q.equal.map(([name, value]) => ({
    codes: set.coded[name].codes,
    code: set.coded[name].values.indexOf(value),
  }));
  const categoryIds = q.category ? set.ids[q.category.level] : undefined;
  const childIds = q.children ? set.ids[q.children] : undefined;
  const { sortPrice, expiresAt } = set;
  const { region: regionIds, city: cityIds, category: topIds } = set.ids;

  const inBase = new Uint8Array(set.size);
  let total = 0;
  const categories = new Map<number, number>();
  const children = new Map<number, number>();
  const regions = new Map<number, number>();
  const cities = new Map<number, number>();
  for (let i = 0; i < set.size; i++) {
    if (expiresAt[i]! <= q.now) continue;
    if (q.priceMin !== undefined && sortPrice[i]! < q.priceMin) continue;
    if (q.priceMax !== undefined && sortPrice[i]! > q.priceMax) continue;
    let wantedHere = true;
    for (let w = 0; w < wanted.length && wantedHere; w++)
      wantedHere = wanted[w]!.codes[i] === wanted[w]!.code;
    if (!wantedHere) continue;
    const inCategory =
      q.category === undefined || (categoryIds !== undefined && categoryIds[i] === q.category!.id);
    const inRegion = q.region === undefined || regionIds[i] === q.region;
    const inCity = q.city === undefined || cityIds[i] === q.city;
    if (inRegion && inCity) add(categories, topIds[i]!);
    if (inCategory) add(regions, regionIds[i]!);
    if (inCategory && inRegion && q.region !== undefined && cityIds[i] !== 0) add(cities, cityIds[i]!);
    if (inCategory && inRegion && inCity) {
      inBase[i] = 1;
      total += 1;
      if (childIds && childIds[i] !== 0) add(children, childIds[i]!);
    }
  }

  const page: number[] = [];
  if (total > q.offset) {
    let skipped = 0;
    for (const i of orderOf(set, q.sort)) {
      if (!inBase[i]) continue;
      if (skipped < q.offset) skipped += 1;
      else if (page.push(set.id[i]!) === q.limit) break;
    }
  }
  return {
    page,
    total,
    categories: sorted(categories),
    children: sorted(children),
    regions: sorted(regions),
    cities: sorted(cities),
  };
}
