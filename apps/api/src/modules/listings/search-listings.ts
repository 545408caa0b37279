import {
  SEARCH_TOTAL_CAP,
  type ListingSearchQuery,
  type ListingSearchResponse,
  type SalesFilter,
} from '@portal/contract/listings';
import type { Locale } from '@portal/contract/locale';
import { asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { ListingsDeps } from './deps';
import { nameIn, toCard, type CardSource } from './listing-view';
import {
  all,
  categoryColumn,
  countUpTo,
  hasPhotosCondition,
  inIndexPlan,
  listingsTable as l,
  publicCondition,
  selectCategoryDepth,
  selectPage,
  selectPageIds,
  selectPageIdsWalking,
  selectIdsWhere,
  selectSearchCounts,
  type SearchCountsRows,
  resolveTypos,
  selectCatalogNames,
  type CatalogNames,
  type PhotoRow,
  selectCardsByIds,
  selectMatchRows,
  textCondition,
  textRank,
} from './queries';
import {
  answerFromSet,
  buildMatchSet,
  CATEGORY_LEVELS,
  countsFromSet,
  type FacetCount,
  type MatchAnswer,
  type MatchQuery,
  type MatchSet,
  pageFromSet,
  withoutFacetChoices,
} from './match-set';
import { buildTextQuery, type TextGroup, type TextQuery } from './search-document';
import { synonymsOf } from './synonyms';

/** The column of each sales-option filter; flags arrive as 'true' / 'false'. */
const SALES_FILTER_COLUMNS = {
  payment_method: l.paymentMethod,
  payment_type: l.paymentType,
  has_delivery: l.hasDelivery,
  sales_quality: l.salesQuality,
  sales_source: l.salesSource,
  selling_style: l.sellingStyle,
  sellability: l.sellability,
  quantity_abundance: l.quantityAbundance,
  sales_guarantee: l.salesGuarantee,
  after_sales_service: l.afterSalesService,
  documentation: l.documentation,
  mobility: l.mobility,
} satisfies Record<SalesFilter, unknown>;

function salesConditions(query: ListingSearchQuery): (SQL | undefined)[] {
  return Object.entries(SALES_FILTER_COLUMNS).map(([key, column]) => {
    const value = query[key as SalesFilter];
    if (value === undefined) return undefined;
    return column.dataType === 'boolean' ? eq(column, value === 'true') : eq(column, value);
  });
}

/**
 * Matches of one text query kept in memory at most (match-set.ts; about 18 MB a set of this
 * size); a text matching more is searched in the database each time.
 */
export const MAX_MATCH_SET = 200_000;

/**
 * What the caller keeps between searches (search-memo.ts), each valid for one version of the
 * data: the counts of a filter set, the match set of a text query (null when it matches more
 * than MAX_MATCH_SET), and the catalog's names.
 */
export interface SearchMemos {
  counts?: (build: () => Promise<SearchCountsRows>) => Promise<SearchCountsRows>;
  /** A text's match set (null: too large to keep; undefined: not built now, search the database). */
  matchSets?: (key: string, build: () => Promise<MatchSet | null>) => Promise<MatchSet | null | undefined>;
  names?: (build: () => Promise<CatalogNames>) => Promise<CatalogNames>;
  /**
   * The lexicon's words one letter away from a word, by its typo pattern: a query of the
   * lexicon each (7–40 ms under load at a million listings), the same for every search of the
   * word while the version holds.
   */
  typos?: (pattern: string, read: () => Promise<string[]>) => Promise<string[]>;
  /** A word's near words from the search index's terms, where it runs (resolveTypos). */
  nearWords?: (word: string) => Promise<string[] | undefined>;
  /**
   * How long a search waits for its words' match set while it is being built (a common word's
   * takes a second or more at a million listings): past that it is answered from the database,
   * with bounded counts, and the set, once built, answers the next ones. Unset: it waits.
   */
  matchSetWaitMs?: number;
  /**
   * Every public listing's words in memory (search-index.ts): a text's match set without the
   * database, or undefined while the index cannot answer (not loaded yet).
   */
  textIndex?: (
    text: TextQuery,
    groups: TextGroup[],
    ranked: boolean,
    /** At most this many of the newest matches (`partial` when more match). */
    limit?: number,
    /** The search's query: matches failing a condition no facet ignores are left out. */
    only?: MatchQuery,
  ) => Promise<MatchSet | undefined>;
  /**
   * The ids of a page in a sort other than relevance, read from the in-memory index in that
   * order over every match (TextIndex.pageInOrder): `count` from the first; undefined while the
   * index cannot answer.
   */
  pageInOrder?: (groups: TextGroup[], query: MatchQuery, count: number) => Promise<number[] | undefined>;
  /** The listings of pages, by id: those kept are not read again (only missing ids reach `read`). */
  pageListings?: (ids: number[], read: (ids: number[]) => Promise<PageListings>) => Promise<PageListings>;
}

/** What a card is drawn from: what it shows of the listing's row and names, and its cover if any. */
export interface PageListing {
  row: CardSource;
  cover: PhotoRow | undefined;
}
export type PageListings = Map<number, PageListing>;

/** The cards' rows and covers of a page's listings. */
async function readPageListings(deps: ListingsDeps, ids: number[]): Promise<PageListings> {
  const rows = await selectCardsByIds(deps.db, ids);
  return new Map(rows.map(({ cover, ...row }) => [row.listing.id, { row, cover: cover ?? undefined }]));
}

/**
 * What a sample of a search's matches cannot say alone (searchListings): the total, counted
 * apart up to the cap, and the page when it is not the sample's own.
 */
interface SampleBound {
  total: number;
  totalExact: boolean;
  /** The page's listing ids in order; unset: the page of the sample's order. */
  page?: number[];
}

/** The equalities a search asks of the in-memory answers' coded columns: its platform first. */
function equalitiesOf(query: ListingSearchQuery): MatchQuery['equal'] {
  const equal: MatchQuery['equal'] = [];
  if (query.platform) equal.push(['platform', query.platform]);
  if (query.currency) equal.push(['currency', query.currency]);
  if (query.advertiser) equal.push(['advertiser', query.advertiser]);
  if (query.price_type) equal.push(['price_type', query.price_type]);
  if (query.has_photos) equal.push(['has_photos', query.has_photos === 'true']);
  for (const [key, column] of Object.entries(SALES_FILTER_COLUMNS)) {
    const value = query[key as SalesFilter];
    if (value !== undefined)
      equal.push([key as SalesFilter, column.dataType === 'boolean' ? value === 'true' : value]);
  }
  return equal;
}

/** A search's filters, sort and page as the in-memory answers read them (match-set.ts). */
function matchQueryOf(query: ListingSearchQuery, names: CatalogNames, hasText = true): MatchQuery {
  const depth = query.category_id !== undefined ? names.categories.get(query.category_id)?.depth : undefined;
  return {
    equal: equalitiesOf(query),
    priceMin: query.price_min,
    priceMax: query.price_max,
    category:
      query.category_id === undefined
        ? undefined
        : depth !== undefined
          ? { level: CATEGORY_LEVELS[depth]!, id: query.category_id }
          : null,
    region: query.region_id,
    city: query.city_id,
    seller: query.seller,
    children: depth !== undefined && depth < 2 ? CATEGORY_LEVELS[depth + 1] : undefined,
    // Without words there is no rank: newest first, as the SQL path orders.
    sort: hasText
      ? (query.sort ?? 'relevance')
      : query.sort && query.sort !== 'relevance'
        ? query.sort
        : 'newest',
    offset: (query.page - 1) * query.per_page,
    limit: query.per_page,
    now: Date.now(),
  };
}

function answerOf(set: MatchSet, query: ListingSearchQuery, names: CatalogNames): MatchAnswer {
  return answerFromSet(set, matchQueryOf(query, names));
}

/**
 * A search whose words' matches are in memory: filters, counts, sort and page there
 * (match-set.ts). With `bound`, the set is a sample of the first matches only: its facets are
 * lower bounds, and the total and page are the bound's.
 */
async function searchMatchSet(
  deps: ListingsDeps,
  set: MatchSet,
  query: ListingSearchQuery,
  names: CatalogNames,
  locale: Locale,
  memos: SearchMemos,
  bound?: SampleBound,
  answer = answerOf(set, query, names),
): Promise<ListingSearchResponse> {
  const page = bound?.page ?? answer.page;
  const read = (ids: number[]) => readPageListings(deps, ids);
  const listings =
    page.length === 0
      ? (new Map() as PageListings)
      : await (memos.pageListings ? memos.pageListings(page, read) : read(page));
  const named = (list: Map<number, { ar: string; fr: string; en: string }>) => (f: FacetCount) => {
    const n = list.get(f.id);
    return { id: f.id, name: n ? nameIn(n, locale) : '', count: f.count };
  };
  return {
    data: page.flatMap((id) => {
      const listing = listings.get(id);
      return listing ? [toCard(listing.row, listing.cover, locale)] : [];
    }),
    total: bound ? bound.total : answer.total,
    total_exact: bound ? bound.totalExact : true,
    page: query.page,
    per_page: query.per_page,
    facets_exact: !bound,
    facets: {
      categories: answer.categories.map(named(names.categories)),
      children: answer.children.map(named(names.categories)),
      regions: answer.regions.map(named(names.regions)),
      cities: answer.cities.map(named(names.cities)),
    },
  };
}

/**
 * The conditions of a search's words and filters, each apart (the search combines them in
 * several ways): the category at its depth, region, city, platform, the other filters, and
 * `narrowing` (the words' with the other filters). Saved searches' alerts match new listings
 * with these very conditions (listingsMatching).
 */
async function searchConditions(
  db: Tx,
  query: ListingSearchQuery,
  text: TextQuery | undefined,
  typos?: SearchMemos['typos'],
) {
  const [found, groups] = await Promise.all([
    query.category_id !== undefined ? selectCategoryDepth(db, query.category_id) : undefined,
    text ? resolveTypos(db, text.groups, typos) : undefined,
  ]);
  let category: SQL | undefined;
  if (query.category_id !== undefined) {
    category = found ? eq(categoryColumn(found.depth), query.category_id) : sql`false`;
  }
  const region = query.region_id !== undefined ? eq(l.regionId, query.region_id) : undefined;
  const city = query.city_id !== undefined ? eq(l.cityId, query.city_id) : undefined;
  const platform = query.platform ? eq(l.platform, query.platform) : undefined;
  // Every condition but the text's and the platform's (those of the sample's second step).
  const filters = [
    query.price_min !== undefined ? gte(l.sortPrice, query.price_min) : undefined,
    query.price_max !== undefined ? lte(l.sortPrice, query.price_max) : undefined,
    query.currency ? eq(l.currencyCode, query.currency) : undefined,
    query.advertiser ? eq(l.advertiserCharacteristic, query.advertiser) : undefined,
    query.price_type ? eq(l.priceType, query.price_type) : undefined,
    query.has_photos ? hasPhotosCondition(query.has_photos === 'true') : undefined,
    query.seller !== undefined ? eq(l.userId, query.seller) : undefined,
    ...salesConditions(query),
  ];
  const narrowing = [groups ? textCondition(groups) : undefined, ...filters].filter(
    (condition) => condition !== undefined,
  );
  return { found, groups, category, region, city, platform, filters, narrowing };
}

/**
 * Which of these listings the public search with this query finds: the same words (normalized,
 * with the admin's synonyms and typos) and the same filters, so a saved search alerts on exactly
 * what its results page would show (docs/decisions/047).
 */
export async function listingsMatching(db: Tx, query: ListingSearchQuery, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const text = query.q ? buildTextQuery(query.q, await synonymsOf(db)) : undefined;
  const { category, region, city, platform, narrowing } = await searchConditions(db, query, text);
  return selectIdsWhere(
    db,
    all([inArray(l.id, ids), publicCondition(), platform, ...narrowing, category, region, city]),
  );
}

/**
 * How many of the newest matches the in-memory index reads first: one more than the cap, as
 * the SQL path ranks. The index takes them among the matches meeting every condition but the
 * category, region and city (the platform, the price, the other filters), so the sample alone
 * says "more than the cap" when none of those is chosen (docs/decisions/058).
 */
const indexSample = (cap: number) => cap + 1;

/** The catalog's names, kept per version when the caller keeps them. */
function catalogNames(deps: ListingsDeps, memos: SearchMemos): Promise<CatalogNames> {
  const build = () => selectCatalogNames(deps.db);
  return memos.names ? memos.names(build) : build();
}

/** The promise's value if it settles within `ms`, else undefined (it still settles later). */
async function within<T>(promise: Promise<T>, ms: number | undefined): Promise<T | undefined> {
  if (ms === undefined) return promise;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, ms, undefined)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

const facet = (locale: Locale) => (f: { id: number; ar: string; fr: string; en: string; count: number }) => ({
  id: f.id,
  name: nameIn(f, locale),
  count: f.count,
});

/** Whether a search has a condition beyond its platform and places (searchConditions' `filters`). */
function narrowedByFilters(query: ListingSearchQuery): boolean {
  return (
    query.price_min !== undefined ||
    query.price_max !== undefined ||
    equalitiesOf(query).some(([name]) => name !== 'platform')
  );
}

/** What a search by its filters alone asks the index: no words, no ranks. */
const NO_TEXT: TextQuery = { groups: [], exact: '', match: '' };

/**
 * A keyword search, or a search narrowed by filters beyond its places (a price range, an
 * advertiser…), answered by the in-memory index (search-index.ts), or undefined while it cannot
 * answer (not loaded): the caller then searches the database.
 */
async function searchTextIndex(
  deps: ListingsDeps,
  query: ListingSearchQuery,
  /** Undefined: a search by its filters alone, every listing meeting them matches. */
  text: TextQuery | undefined,
  locale: Locale,
  memos: SearchMemos,
  textIndex: NonNullable<SearchMemos['textIndex']>,
  cap: number,
): Promise<ListingSearchResponse | undefined> {
  // The same typo resolution as the SQL path (kept per version), from the index's terms.
  const groups = text ? await resolveTypos(deps.db, text.groups, memos.typos, memos.nearWords) : [];
  const names = await catalogNames(deps, memos);
  const q = matchQueryOf(query, names, text !== undefined);
  const ranked = q.sort === 'relevance';
  // Other sorts take a sample too where the index reads a page in their order. The sample is of
  // the matches on the platform, in the price range… asked (a word whose matches are mostly
  // elsewhere would otherwise leave too few in it), not only of the category, region and city
  // chosen: the facets count the matches outside those.
  const limit = ranked || memos.pageInOrder ? indexSample(cap) : Infinity;
  const set = await textIndex(text ?? NO_TEXT, groups, ranked, limit, withoutFacetChoices(q));
  if (!set) return undefined;
  if (!set.partial) return searchMatchSet(deps, set, query, names, locale, memos);
  // Past the cap, the newest matches are a sample (as the SQL path's first rows are): the total
  // is then the cap, a lower bound, and the facets are the sample's. The relevance sort ranks
  // the sample (docs/decisions/053); the others read their page in their order over every match
  // (docs/decisions/055).
  const needed = Math.max(cap, query.page * query.per_page);
  // The sample's counts first: its page is read only when the sample answers it, so a sample
  // set aside for the choice's own matches is never ranked.
  const sampled = countsFromSet(set, q);
  let chosen = set;
  let answer: MatchAnswer;
  if (sampled.total > needed) answer = { page: ranked ? pageFromSet(set, q, sampled) : [], ...sampled };
  else {
    // Few of the sample are in the category, region or city chosen: their own matches are read,
    // all of them when they are few (docs/decisions/056). The facets that ignore those choices
    // stay the sample's.
    const narrowed = await textIndex(text ?? NO_TEXT, groups, ranked, Math.max(limit, needed + 1), q);
    if (!narrowed) return undefined;
    const own = answerFromSet(narrowed, q);
    chosen = narrowed;
    // The cities of the region chosen are all among its own matches unless a city is chosen.
    answer = { ...own, categories: sampled.categories, regions: sampled.regions };
    if (q.city !== undefined) answer.cities = sampled.cities;
    if (!narrowed.partial) {
      return searchMatchSet(
        deps,
        narrowed,
        query,
        names,
        locale,
        memos,
        { total: own.total, totalExact: true, page: own.page },
        answer,
      );
    }
  }
  const inOrder = ranked ? undefined : await memos.pageInOrder!(groups, q, query.page * query.per_page);
  if (!ranked && !inOrder) return undefined;
  return searchMatchSet(
    deps,
    chosen,
    query,
    names,
    locale,
    memos,
    { total: cap, totalExact: false, page: inOrder?.slice((query.page - 1) * query.per_page) },
    answer,
  );
}

/**
 * The public search: approved, unexpired listings, filtered
 * (sales options included), matched by text (search-document.ts, with the admin's synonyms),
 * sorted and paged with a total, plus facet counts per top category, per child of the chosen
 * category, per region and per city of the chosen region (each facet ignores its own filter,
 * so other choices stay visible).
 */
export async function searchListings(
  deps: ListingsDeps,
  query: ListingSearchQuery,
  locale: Locale,
  memos: SearchMemos = {},
  /** Matches counted at most (SEARCH_TOTAL_CAP; smaller in tests). */
  cap = SEARCH_TOTAL_CAP,
): Promise<ListingSearchResponse> {
  const text = query.q ? buildTextQuery(query.q, await synonymsOf(deps.db)) : undefined;
  // Without words, only a seller's listings and searches narrowed beyond the platform,
  // category, region and city go to the index: the others' exact counts are kept per version
  // (memos.counts), each a few sets, where a seller's are one of tens of thousands.
  if ((text || narrowedByFilters(query) || query.seller !== undefined) && memos.textIndex) {
    const found = await searchTextIndex(deps, query, text, locale, memos, memos.textIndex, cap);
    if (found) return found;
  }
  // A match set built from the database knows no sellers: one seller's words are searched
  // there (few rows) when the index cannot answer.
  if (text && memos.matchSets && query.seller === undefined) {
    // Typos are resolved against the lexicon inside the build: a set found costs no query.
    const pending = memos.matchSets(JSON.stringify(text), async () => {
      const groups = await resolveTypos(deps.db, text.groups, memos.typos);
      const rows = await selectMatchRows(deps.db, groups, text.exact, text.match, MAX_MATCH_SET + 1);
      return rows.length > MAX_MATCH_SET ? null : buildMatchSet(rows);
    });
    const set = await within(pending, memos.matchSetWaitMs);
    if (set) return searchMatchSet(deps, set, query, await catalogNames(deps, memos), locale, memos);
  }
  const { found, groups, category, region, city, platform, filters, narrowing } = await searchConditions(
    deps.db,
    query,
    text,
    memos.typos,
  );
  const base = [publicCondition(), platform, ...narrowing];
  const where = all([...base, category, region, city]);

  // NULLS LAST matches the indexes' order exactly (Drizzle's `.desc()` indexes are DESC NULLS LAST, and only the same order uses them); the id
  // last makes the order total, so offset pages never overlap.
  const newest = [sql`${l.publishedAt} desc nulls last`, desc(l.id)];
  const sort = query.sort ?? (text ? 'relevance' : 'newest');
  const orderBy: SQL[] =
    sort === 'price_asc'
      ? [asc(l.sortPrice), desc(l.id)]
      : sort === 'price_desc'
        ? [desc(l.sortPrice), desc(l.id)]
        : sort === 'relevance' && text
          ? [
              // The words as typed first, then stems, prefixes and synonyms; typos (no rank) last.
              sql`${textRank(text.exact)} desc`,
              sql`${textRank(text.match)} desc`,
              ...newest,
            ]
          : newest;

  const offset = (query.page - 1) * query.per_page;
  const childrenOf = found && found.depth < 2 ? query.category_id : undefined;
  // Past plain browsing the statements are bounded by LIMITs: read from the indexes, so that a
  // word or filter matching few listings never has the whole table read to find them.
  const bounded = narrowing.length > 0;
  // A seller's listings are found by their own index without forcing the plan: a transaction
  // of four round trips for each statement was most of a seller's page never drawn before.
  const forced = bounded && query.seller === undefined;
  const read = <T>(statement: (db: Tx) => Promise<T>): Promise<T> =>
    forced ? inIndexPlan(deps.db, statement) : statement(deps.db);
  const buildCounts = (): Promise<SearchCountsRows> =>
    read((db) =>
      selectSearchCounts(db, {
        base: all(base),
        groupedBy: narrowing.length === 0 ? { platform } : undefined,
        category,
        region,
        city,
        childrenOfDepth: childrenOf !== undefined ? found!.depth : undefined,
        bounded: bounded ? { where, limit: cap } : undefined,
      }),
    );
  const ranked = sort === 'relevance' && text !== undefined;
  const candidates = ranked ? cap + 1 : undefined;
  if (text && groups) {
    // A keyword search reads its first cap + 1 matches once, from the full-text index's bitmap
    // (its other conditions tested on the rows it gives), with what a match set holds: fewer are every match, answered exactly in memory as from a
    // whole set; more are the sample its facets are counted over and, for the relevance sort
    // without a category, region or city, its ranked candidates (docs/decisions/040). The
    // full-text index's bitmap is the cost (40–70 ms for a common word at a million listings):
    // read once, not once for the counts, once for the total and once for the candidates.
    const [rows, names] = await Promise.all([
      selectMatchRows(deps.db, groups, text.exact, text.match, cap + 1, {
        bitmapsOnly: true,
        filter: all([platform, ...filters]),
      }),
      catalogNames(deps, memos),
    ]);
    const sample = buildMatchSet(rows);
    if (sample.size <= cap) return searchMatchSet(deps, sample, query, names, locale, memos);
    const narrowed = category !== undefined || region !== undefined || city !== undefined;
    // Without those choices every condition is the sample's: more than the cap match.
    const total = narrowed ? await countUpTo(deps.db, where, cap + 1) : cap + 1;
    // The newest and price sorts walk the first listings in their order when matches are many
    // (an exact page when enough of those match); few (a word in a category where it is rare),
    // or matches far along the order (fridges among the cheapest things for sale), are taken
    // from the bitmaps and sorted instead of testing each listing's text along the order.
    // Only a platform, category or region has indexes in those orders (without one, the walk
    // would sort every public listing first).
    const inOrder = platform !== undefined || category !== undefined || region !== undefined;
    const walked =
      ranked || total <= cap || !inOrder
        ? undefined
        : await inIndexPlan(deps.db, (db) =>
            selectPageIdsWalking(db, {
              where: all([publicCondition(), platform, ...filters, category, region, city]),
              text: textCondition(groups),
              orderBy,
              limit: query.per_page,
              offset,
              // Twice the cap: a word matching more than the cap among all listings meets a
              // page's worth among these unless its matches lie far along the order.
              walk: 2 * (cap + 1),
            }),
          );
    const page =
      ranked && !narrowed
        ? undefined
        : (walked ??
          (await inIndexPlan(
            deps.db,
            (db) => selectPageIds(db, where, orderBy, query.per_page, offset, candidates),
            { bitmapsOnly: true },
          )));
    return searchMatchSet(deps, sample, query, names, locale, memos, {
      total: Math.min(total, cap),
      totalExact: total <= cap,
      page,
    });
  }
  const [rows, counts] = await Promise.all([
    read((db) => selectPage(db, where, orderBy, query.per_page, offset, candidates)),
    memos.counts ? memos.counts(buildCounts) : buildCounts(),
  ]);
  const named = facet(locale);
  return {
    data: rows.map((row) => toCard(row, row.cover ?? undefined, locale)),
    total: counts.total,
    total_exact: counts.totalExact,
    page: query.page,
    per_page: query.per_page,
    facets_exact: counts.facetsExact,
    facets: {
      categories: counts.categories.map(named),
      children: counts.children.map(named),
      regions: counts.regions.map(named),
      cities: counts.cities.map(named),
    },
  };
}
