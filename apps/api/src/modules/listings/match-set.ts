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
export type IdColumn = CategoryLevel | 'region' | 'city';

export interface MatchSet {
  size: number;
  id: Float64Array;
  ids: Record<IdColumn, Int32Array>;
  /** The largest id of each id column: facets count into arrays indexed by id, 0..largest. */
  maxIds: Record<IdColumn, number>;
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
  /**
   * Answered once, then dropped (the in-memory index's, text-index.ts): a page is picked from
   * its matches without sorting them all, and no order is kept.
   */
  once?: boolean;
  /**
   * Only the newest of the matches (the index's sample, text-index.ts): more match than it
   * holds, so its counts are lower bounds.
   */
  partial?: boolean;
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
  const maxIds = {} as Record<IdColumn, number>;
  for (const column of [...CATEGORY_LEVELS, 'region', 'city'] as const) {
    const values = new Int32Array(size);
    rows.forEach((row, i) => (values[i] = row[column] ?? 0));
    ids[column] = values;
    maxIds[column] = values.reduce((max, v) => (v > max ? v : max), 0);
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
    maxIds,
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

/** The columns a sort reads: a set's by match, or the in-memory index's by position. */
export type SortColumns = Pick<MatchSet, 'id' | 'sortPrice' | 'publishedAt' | 'rankExact' | 'rankMatch'>;

/** The same order as search-listings.ts' ORDER BY, the id (descending) last. */
export function comparatorOf(set: SortColumns, sort: MatchSort): (a: number, b: number) => number {
  // Only the sort's columns are read: the index gathers a column on its first read (text-index.ts).
  const { id } = set;
  if (sort === 'price_asc' || sort === 'price_desc') {
    const { sortPrice } = set;
    return sort === 'price_asc'
      ? (a: number, b: number) => sortPrice[a]! - sortPrice[b]! || id[b]! - id[a]!
      : (a: number, b: number) => sortPrice[b]! - sortPrice[a]! || id[b]! - id[a]!;
  }
  const { publishedAt } = set;
  const newest = (a: number, b: number) => publishedAt[b]! - publishedAt[a]! || id[b]! - id[a]!;
  if (sort === 'newest') return newest;
  const { rankExact, rankMatch } = set;
  return (a: number, b: number) =>
    rankExact[b]! - rankExact[a]! || rankMatch[b]! - rankMatch[a]! || newest(a, b);
}

function orderOf(set: MatchSet, sort: MatchSort): Int32Array {
  const cached = set.orders[sort];
  if (cached) return cached;
  const order = Int32Array.from({ length: set.size }, (_, i) => i).sort(comparatorOf(set, sort));
  set.orders[sort] = order;
  return order;
}

/**
 * The first `count` positions marked in `inBase`, in the sort's order: a bounded heap whose
 * root is the last kept, so each other match costs one comparison with it (the order is total,
 * so the result is that of sorting them all).
 */
function firstInOrder(set: MatchSet, sort: MatchSort, inBase: Uint8Array, count: number): number[] {
  const compare = comparatorOf(set, sort);
  const heap: number[] = [];
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && compare(heap[l]!, heap[top]!) > 0) top = l;
      if (r < heap.length && compare(heap[r]!, heap[top]!) > 0) top = r;
      if (top === i) return;
      [heap[i], heap[top]] = [heap[top]!, heap[i]!];
      i = top;
    }
  };
  for (let i = 0; i < set.size; i++) {
    if (!inBase[i]) continue;
    if (heap.length < count) {
      heap.push(i);
      for (let c = heap.length - 1; c > 0;) {
        const parent = (c - 1) >> 1;
        if (compare(heap[c]!, heap[parent]!) <= 0) break;
        [heap[c], heap[parent]] = [heap[parent]!, heap[c]!];
        c = parent;
      }
    } else if (compare(i, heap[0]!) < 0) {
      heap[0] = i;
      down(0);
    }
  }
  return heap.sort(compare);
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
  /**
   * The seller's listings only: a place of the in-memory index (text-index.ts), which finds
   * them by their postings. A set's own columns hold no seller: a set is built for one seller's
   * search, never filtered by one.
   */
  seller?: number;
  /** The level whose values are the chosen category's children, when it has any. */
  children?: CategoryLevel;
  sort: MatchSort;
  offset: number;
  limit: number;
  now: number;
}

/** The columns a search's conditions read: a set's by match, or the in-memory index's by position. */
export type FilterColumns = Pick<MatchSet, 'expiresAt' | 'sortPrice' | 'ids' | 'coded'>;

/**
 * Whether the listing at `i` meets every condition of the query (its words aside): the
 * conditions answerFromSet counts as its base, for a page read in the sort's order without
 * gathering the matches (text-index.ts pageInOrder). match-set.test.ts checks both agree.
 */
export function meetsQuery(columns: FilterColumns, q: MatchQuery): (i: number) => boolean {
  const codes = q.equal.map(([name]) => columns.coded[name].codes);
  const wanted = q.equal.map(([name, value]) => columns.coded[name].values.indexOf(value));
  const { expiresAt, sortPrice } = columns;
  const priceMin = q.priceMin ?? -Infinity;
  const priceMax = q.priceMax ?? Infinity;
  const bounded = q.priceMin !== undefined || q.priceMax !== undefined;
  // A category that is no category (null) matches nothing (no id is -1).
  const categoryIds = q.category === undefined ? undefined : columns.ids[q.category?.level ?? 'category'];
  const categoryId = q.category ? q.category.id : -1;
  const regionIds = q.region === undefined ? undefined : columns.ids.region;
  const cityIds = q.city === undefined ? undefined : columns.ids.city;
  const { now } = q;
  return (i) => {
    if (expiresAt[i]! <= now) return false;
    if (bounded && (sortPrice[i]! < priceMin || sortPrice[i]! > priceMax)) return false;
    for (let w = 0; w < codes.length; w++) if (codes[w]![i] !== wanted[w]) return false;
    if (categoryIds && categoryIds[i] !== categoryId) return false;
    if (regionIds && regionIds[i] !== q.region) return false;
    if (cityIds && cityIds[i] !== q.city) return false;
    return true;
  };
}

/**
 * The query without the choices a facet ignores (category, region, city): its other conditions
 * apply to every count, so a sample of the matches meeting them serves the facets too.
 */
export function withoutFacetChoices(q: MatchQuery): MatchQuery {
  return { ...q, category: undefined, region: undefined, city: undefined };
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

/** A search's counts over a set (countsFromSet), with the matches they count, for its page. */
export interface MatchCounts extends Omit<MatchAnswer, 'page'> {
  /** 1 at each match meeting every condition of the query. */
  inBase: Uint8Array;
}

/** Facet values with their counts, most first, then by id: from counts indexed by id. */
function sorted(counts: Int32Array): FacetCount[] {
  const out: FacetCount[] = [];
  // Id 0 stands for "none" (no sub-category, no city) and is never a facet value.
  for (let id = 1; id < counts.length; id++) if (counts[id]! > 0) out.push({ id, count: counts[id]! });
  return out.sort((a, b) => b.count - a.count || a.id - b.id);
}

const NO_COUNTS = new Int32Array(0);

/** A page and the counts of a search over the set (countsFromSet, then pageFromSet). */
export function answerFromSet(set: MatchSet, q: MatchQuery): MatchAnswer {
  const counts = countsFromSet(set, q);
  const { total, categories, children, regions, cities } = counts;
  return { page: pageFromSet(set, q, counts), total, categories, children, regions, cities };
}

/**
 * The counts of a search over the set, with the facet rules of queries.ts selectSearchCounts:
 * each facet ignores its own choice (categories ignore the category, regions the region and
 * the city, cities the city). One pass over the set, counting into arrays indexed by id (no
 * map, no closure per listing): this loop is most of what a search with known words costs
 * (docs/decisions/015). Apart from the page, which reads the sort's columns: a sample whose
 * page is read elsewhere never reads its ranks (search-listings.ts).
 */
export function countsFromSet(set: MatchSet, q: MatchQuery): MatchCounts {
  const size = set.size;
  const wantedCodes: Uint8Array[] = [];
  const wantedCode: number[] = [];
  for (const [name, value] of q.equal) {
    wantedCodes.push(set.coded[name].codes);
    wantedCode.push(set.coded[name].values.indexOf(value));
  }
  const wantedCount = wantedCodes.length;
  const { expiresAt, maxIds } = set;
  // Prices are read only when bounded (the index gathers a column on its first read).
  const sortPrice = q.priceMin !== undefined || q.priceMax !== undefined ? set.sortPrice : undefined;
  const { region: regionIds, city: cityIds, category: topIds } = set.ids;
  const now = q.now;
  // Unset bounds compare as no bound, exactly as the undefined checks they replace.
  const priceMin = q.priceMin ?? -Infinity;
  const priceMax = q.priceMax ?? Infinity;
  // A category that is no category (null) matches nothing (no id is -1); none matches everything.
  const hasCategory = q.category !== undefined;
  const categoryIds = q.category ? set.ids[q.category.level] : topIds;
  const categoryId = q.category ? q.category.id : -1;
  const hasRegion = q.region !== undefined;
  const regionId = q.region ?? -1;
  const hasCity = q.city !== undefined;
  const cityId = q.city ?? -1;
  const childIds = q.children ? set.ids[q.children] : undefined;

  const inBase = new Uint8Array(size);
  let total = 0;
  const categories = new Int32Array(maxIds.category + 1);
  const children = childIds ? new Int32Array(maxIds[q.children!] + 1) : NO_COUNTS;
  const regions = new Int32Array(maxIds.region + 1);
  const cities = hasRegion ? new Int32Array(maxIds.city + 1) : NO_COUNTS;
  for (let i = 0; i < size; i++) {
    if (expiresAt[i]! <= now) continue;
    if (sortPrice !== undefined) {
      const price = sortPrice[i]!;
      if (price < priceMin || price > priceMax) continue;
    }
    let w = 0;
    while (w < wantedCount && wantedCodes[w]![i] === wantedCode[w]) w++;
    if (w < wantedCount) continue;
    const inCategory = !hasCategory || categoryIds[i] === categoryId;
    const region = regionIds[i]!;
    const inRegion = !hasRegion || region === regionId;
    const city = cityIds[i]!;
    const inCity = !hasCity || city === cityId;
    if (inRegion && inCity) categories[topIds[i]!]! += 1;
    if (!inCategory) continue;
    regions[region]! += 1;
    if (!inRegion) continue;
    if (hasRegion && city !== 0) cities[city]! += 1;
    if (!inCity) continue;
    inBase[i] = 1;
    total += 1;
    if (childIds !== undefined) children[childIds[i]!]! += 1;
  }
  return {
    inBase,
    total,
    categories: sorted(categories),
    children: sorted(children),
    regions: sorted(regions),
    cities: sorted(cities),
  };
}

/** The listing ids of the query's page among the matches counted, in its sort's order. */
export function pageFromSet(set: MatchSet, q: MatchQuery, { inBase, total }: MatchCounts): number[] {
  const page: number[] = [];
  if (total > q.offset && set.once && q.offset + q.limit < total) {
    for (const i of firstInOrder(set, q.sort, inBase, q.offset + q.limit).slice(q.offset))
      page.push(set.id[i]!);
  } else if (total > q.offset) {
    let skipped = 0;
    const order = orderOf(set, q.sort);
    for (let n = 0; n < set.size; n++) {
      const i = order[n]!;
      if (!inBase[i]) continue;
      if (skipped < q.offset) skipped += 1;
      else if (page.push(set.id[i]!) === q.limit) break;
    }
  }
  return page;
}
