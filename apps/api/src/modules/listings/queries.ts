import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias, union } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { advertiserColumns } from '../auth/service';
import { countsColumns, type ListingCounts } from '../engagement/service';
import { CODED_COLUMNS as CODED_COLUMN_NAMES, type CodedColumnName, type MatchRow } from './match-set';
import { isKeyTerm, type TextGroup } from './search-document';
import type { IndexedListing } from './text-index';
import {
  categories,
  cities,
  currencies,
  listingPhotos,
  listings,
  listingSlugsHistory,
  listingViews,
  regions,
  searchChanges,
  searchVersion,
  searchWords,
} from '../../db/schema/index';

export type ListingRow = typeof listings.$inferSelect;
export type ListingInsert = typeof listings.$inferInsert;
export type PhotoRow = typeof listingPhotos.$inferSelect;

// Names of the catalog rows a listing points at, read with the listing in one query. (The
// catalog module's service builds whole trees; a join is what a list page can afford.)
const subCategories = alias(categories, 'sub_categories');
const filters = alias(categories, 'filters');

/**
 * A listing's columns as its pages read them: all but its search document and vector, which only
 * the search reads (a vector is kilobytes, stored apart: reading it for each card cost more than
 * the card's other columns together).
 */
const { searchText: _searchText, searchVector: _searchVector, ...listingColumns } = getTableColumns(listings);
/** A listing's row without its search document (what joined reads give). */
export type ListingFields = Omit<ListingRow, 'searchText' | 'searchVector'>;

/**
 * What a card is drawn from (listing-view.ts's toCard): the listing's columns a card shows and
 * the names it shows them with. A list page reads twenty: without the description and the forty
 * columns only a detail page shows, PostgreSQL sends, and the server decodes, a fraction of a
 * joined row.
 */
const cardColumns = {
  listing: {
    id: listings.id,
    platform: listings.platform,
    slug: listings.slug,
    title: listings.title,
    status: listings.status,
    priceType: listings.priceType,
    price: listings.price,
    priceMin: listings.priceMin,
    priceMax: listings.priceMax,
    currencyCode: listings.currencyCode,
    categoryId: listings.categoryId,
    regionId: listings.regionId,
    cityId: listings.cityId,
    advertiserCharacteristic: listings.advertiserCharacteristic,
    publishedAt: listings.publishedAt,
    expiresAt: listings.expiresAt,
    promotedUntil: listings.promotedUntil,
    sellerVerified: listings.sellerVerified,
  },
  category: { ar: categories.nameAr, fr: categories.nameFr, en: categories.nameEn },
  region: { ar: regions.nameAr, fr: regions.nameFr, en: regions.nameEn },
  city: { ar: cities.nameAr, fr: cities.nameFr, en: cities.nameEn },
  views: sql<number>`coalesce(${listingViews.views}, 0)`,
};

const joinedColumns = {
  ...cardColumns,
  listing: listingColumns,
  subCategory: { ar: subCategories.nameAr, fr: subCategories.nameFr, en: subCategories.nameEn },
  filter: { ar: filters.nameAr, fr: filters.nameFr, en: filters.nameEn },
};

/** `columns`: the joined ones, maybe with more (their type then says only the joined ones). */
function selectJoined(db: Tx, columns: typeof joinedColumns = joinedColumns) {
  return db
    .select(columns)
    .from(listings)
    .innerJoin(categories, eq(categories.id, listings.categoryId))
    .innerJoin(regions, eq(regions.id, listings.regionId))
    .leftJoin(cities, eq(cities.id, listings.cityId))
    .leftJoin(listingViews, eq(listingViews.listingId, listings.id))
    .leftJoin(subCategories, eq(subCategories.id, listings.subCategoryId))
    .leftJoin(filters, eq(filters.id, listings.filterId));
}
export type JoinedListing = Awaited<ReturnType<typeof selectJoinedById>>[number];

export async function selectJoinedById(db: Tx, id: number) {
  return selectJoined(db).where(eq(listings.id, id)).limit(1);
}

/** A page of listings with their names: prepared, as every list page reads one. */
const joinedByIds = preparedPerDatabase((db: Tx) =>
  selectJoined(db)
    .where(sql`${listings.id} = any(${sql.placeholder('ids')}::bigint[])`)
    .prepare('listings_joined_by_ids'),
);

/** A joined listing with its cover photo, if it has one. */
export type JoinedWithCover = JoinedListing & { cover: PhotoRow | null };

/**
 * Listings with their names and their covers: two prepared statements side by side. (One
 * statement joining the covers, or reading each as a subquery, made PostgreSQL plan it anew at
 * every execution: 1.5–2.6 ms against 0.2 ms, more than the round trip saved.)
 */
export async function selectJoinedByIds(db: Tx, ids: number[]): Promise<JoinedWithCover[]> {
  return withCovers(db, ids, () => joinedByIds(db).execute({ ids }));
}

/** A page of cards: prepared, as every list page reads one. */
// The joins of selectJoined but the last two: Drizzle's types follow a chain of joins only for
// one selection, so the two chains are written out.
const cardsByIds = preparedPerDatabase((db: Tx) =>
  db
    .select(cardColumns)
    .from(listings)
    .innerJoin(categories, eq(categories.id, listings.categoryId))
    .innerJoin(regions, eq(regions.id, listings.regionId))
    .leftJoin(cities, eq(cities.id, listings.cityId))
    .leftJoin(listingViews, eq(listingViews.listingId, listings.id))
    .where(sql`${listings.id} = any(${sql.placeholder('ids')}::bigint[])`)
    .prepare('listing_cards_by_ids'),
);

export type CardRow = Awaited<ReturnType<ReturnType<typeof cardsByIds>['execute']>>[number];
/** A card's row with its cover photo, if it has one. */
export type CardWithCover = CardRow & { cover: PhotoRow | null };

/** Listings as cards are drawn, with their covers (as selectJoinedByIds). */
export async function selectCardsByIds(db: Tx, ids: number[]): Promise<CardWithCover[]> {
  return withCovers(db, ids, () => cardsByIds(db).execute({ ids }));
}

/** The rows `read` gives of the listings `ids`, each with its cover, read beside them. */
async function withCovers<R extends { listing: { id: number } }>(
  db: Tx,
  ids: number[],
  read: () => Promise<R[]>,
): Promise<(R & { cover: PhotoRow | null })[]> {
  if (ids.length === 0) return [];
  const [found, covers] = await Promise.all([read(), coversOf(db).execute({ ids })]);
  const coverOf = new Map(covers.map((p) => [p.listingId, p]));
  return found.map((row) => ({ ...row, cover: coverOf.get(row.listing.id) ?? null }));
}

/**
 * A listing by slug with its names, its live like and favorite counts and what the public sees
 * of its advertiser: what a detail page's head and its detail read (request-reads.ts), in one
 * round trip, prepared as every detail page reads it.
 */
const withCounts = {
  ...joinedColumns,
  counts: countsColumns(listings.id),
  owner: advertiserColumns(listings.userId),
};
const joinedBySlug = preparedPerDatabase((db: Tx) =>
  selectJoined(db, withCounts)
    .where(eq(listings.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('listing_joined_by_slug'),
);

/** A joined listing with its live counts (engagement's) and its advertiser (auth's). */
export type JoinedWithCounts = JoinedListing & {
  counts: ListingCounts;
  owner: {
    firstName: string | null;
    lastName: string | null;
    username: string | null;
    hasPhone: boolean | null;
  };
};

export async function selectJoinedBySlug(db: Tx, slug: string): Promise<JoinedWithCounts[]> {
  return (await joinedBySlug(db).execute({ slug })) as JoinedWithCounts[];
}

/** What decides who may see a listing and whether a memoized detail is still current. */
const listingHeadBySlug = preparedPerDatabase((db: Tx) =>
  db
    .select({
      id: listings.id,
      userId: listings.userId,
      status: listings.status,
      expiresAt: listings.expiresAt,
      updatedAt: listings.updatedAt,
      // Written out: in a one-table select list Drizzle leaves column names unqualified.
      views: sql<number>`coalesce((select lv.views from listing_views lv where lv.listing_id = "listings"."id"), 0)`,
      // A suspended author's listings are hidden until the suspension is lifted, as in search.
      authorSuspended: listings.authorSuspended,
      sellerVerified: listings.sellerVerified,
      // Live, in the same round trip: the rest of a public detail comes from a memo.
      ...countsColumns(listings.id),
    })
    .from(listings)
    .where(eq(listings.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('listing_head_by_slug'),
);

export async function selectListingHeadBySlug(db: Tx, slug: string) {
  const [row] = await listingHeadBySlug(db).execute({ slug });
  return row;
}

export async function selectJoinedOfUser(db: Tx, userId: number, platform: string | undefined) {
  return selectJoined(db)
    .where(and(eq(listings.userId, userId), platform ? eq(listings.platform, platform) : undefined))
    .orderBy(desc(listings.createdAt), desc(listings.id));
}

export async function findListing(db: Tx, id: number): Promise<ListingRow | undefined> {
  const [row] = await db.select().from(listings).where(eq(listings.id, id)).limit(1);
  return row;
}

export async function slugFromHistory(db: Tx, slug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: listings.slug })
    .from(listingSlugsHistory)
    .innerJoin(listings, eq(listings.id, listingSlugsHistory.listingId))
    .where(eq(listingSlugsHistory.slug, slug))
    .limit(1);
  return row?.slug;
}

export async function insertListing(db: Tx, values: ListingInsert): Promise<ListingRow> {
  const [row] = await db.insert(listings).values(values).returning();
  return row!;
}

export async function updateListingRow(db: Tx, id: number, values: Partial<ListingInsert>) {
  await db
    .update(listings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(listings.id, id));
}

export async function deleteListingRow(db: Tx, id: number) {
  await db.delete(listings).where(eq(listings.id, id));
}

export async function insertSlugHistory(db: Tx, slug: string, listingId: number) {
  await db.insert(listingSlugsHistory).values({ slug, listingId }).onConflictDoNothing();
}

/** Adds views to listings (ids with their counts): one statement, listings deleted meanwhile skipped. */
export async function addViews(db: Tx, counts: Map<number, number>) {
  if (counts.size === 0) return;
  // Ids and counts are integers from this process, so the array literals cannot be broken out of.
  const ids = `{${[...counts.keys()].join(',')}}`;
  const views = `{${[...counts.values()].join(',')}}`;
  await db.execute(sql`
    insert into ${listingViews} (listing_id, views)
    select v.id, v.n from unnest(${ids}::bigint[], ${views}::int[]) as v(id, n)
    where exists (select 1 from ${listings} where ${listings.id} = v.id)
    order by v.id
    on conflict (listing_id) do update set views = ${listingViews}.views + excluded.views`);
}

// Catalog checks of a submitted listing.

export async function selectCategoriesByIds(db: Tx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: categories.id,
      platform: categories.platform,
      parentId: categories.parentId,
      depth: categories.depth,
      isActive: categories.isActive,
      nameAr: categories.nameAr,
      nameFr: categories.nameFr,
      nameEn: categories.nameEn,
      optionalFields: categories.optionalFields,
    })
    .from(categories)
    .where(inArray(categories.id, ids));
}

export async function regionExists(db: Tx, id: number): Promise<boolean> {
  const rows = await db.select({ id: regions.id }).from(regions).where(eq(regions.id, id)).limit(1);
  return rows.length > 0;
}

export async function cityOfRegion(db: Tx, cityId: number, regionId: number): Promise<boolean> {
  const rows = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, cityId), eq(cities.regionId, regionId), eq(cities.isActive, true)))
    .limit(1);
  return rows.length > 0;
}

/** A currency offered for prices: an inactive one (catalog management) is not. */
export async function currencyExists(db: Tx, code: string): Promise<boolean> {
  const rows = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(and(eq(currencies.code, code), eq(currencies.isActive, true)))
    .limit(1);
  return rows.length > 0;
}

export async function selectCategoryDepth(db: Tx, id: number) {
  const [row] = await db
    .select({ depth: categories.depth, platform: categories.platform })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  return row;
}

// Photos.

export async function insertPhoto(db: Tx, values: typeof listingPhotos.$inferInsert): Promise<PhotoRow> {
  const [row] = await db.insert(listingPhotos).values(values).returning();
  return row!;
}

/**
 * Photos of `userId` among `ids` that are free or already on `listingId`, locked until the
 * transaction ends so the clean-up job cannot delete a free one while it is being attached.
 */
export async function selectAttachablePhotos(db: Tx, userId: number, ids: number[], listingId?: number) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(listingPhotos)
    .where(
      and(
        inArray(listingPhotos.id, ids),
        eq(listingPhotos.userId, userId),
        listingId === undefined
          ? isNull(listingPhotos.listingId)
          : or(isNull(listingPhotos.listingId), eq(listingPhotos.listingId, listingId)),
      ),
    )
    .for('update');
}

/** The covers of a page of listings: prepared, as every list page reads them. */
const coversOf = preparedPerDatabase((db: Tx) =>
  db
    .select()
    .from(listingPhotos)
    .where(
      and(
        sql`${listingPhotos.listingId} = any(${sql.placeholder('ids')}::bigint[])`,
        eq(listingPhotos.isCover, true),
      ),
    )
    .orderBy(asc(listingPhotos.position), asc(listingPhotos.id))
    .prepare('listing_covers_of'),
);

/** One listing's photos in their order: prepared, as every detail page reads them. */
const photosOfOne = preparedPerDatabase((db: Tx) =>
  db
    .select()
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, sql.placeholder('id')))
    .orderBy(asc(listingPhotos.position), asc(listingPhotos.id))
    .prepare('listing_photos_of_one'),
);

export function selectPhotosOfListing(db: Tx, id: number): Promise<PhotoRow[]> {
  return photosOfOne(db).execute({ id });
}

export async function selectPhotosOf(db: Tx, listingIds: number[], coverOnly = false) {
  if (listingIds.length === 0) return [];
  if (coverOnly) return coversOf(db).execute({ ids: listingIds });
  return db
    .select()
    .from(listingPhotos)
    .where(
      and(
        inArray(listingPhotos.listingId, listingIds),
        coverOnly ? eq(listingPhotos.isCover, true) : undefined,
      ),
    )
    .orderBy(asc(listingPhotos.position), asc(listingPhotos.id));
}

export async function detachAllPhotos(db: Tx, listingId: number) {
  await db.update(listingPhotos).set({ isCover: false }).where(eq(listingPhotos.listingId, listingId));
}

export async function placePhoto(db: Tx, id: number, listingId: number, position: number, isCover: boolean) {
  await db.update(listingPhotos).set({ listingId, position, isCover }).where(eq(listingPhotos.id, id));
}

export async function deletePhotos(db: Tx, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(listingPhotos).where(inArray(listingPhotos.id, ids));
}

// The public search.

export function all(conditions: (SQL | undefined)[]): SQL | undefined {
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

/**
 * What the public sees: approved, unexpired listings whose author is not suspended
 * (a suspended author's listings are hidden until the suspension is lifted). The status is
 * written out, as the partial indexes of the public lists say it, rather than sent as a
 * parameter: a prepared statement's generic plan can then still use those indexes.
 */
export const publicCondition = () =>
  sql`(${listings.status} = 'approved' and ${listings.expiresAt} > now() and not ${listings.authorSuspended})`;

/** The stored to_tsvector('simple', search_text) (schema/listings.ts), indexed by GIN. */
const searchVector = listings.searchVector;

/**
 * Every group of a text query (search-document.ts) matched: by the full-text index, or for
 * long words by a one-letter typo through the trigram index. Both sides of each OR are
 * indexed, so the planner combines bitmaps and never scans the table.
 */
export function textCondition(groups: TextGroup[]): SQL {
  const typos = groups.filter((g) => g.typo);
  if (typos.length === 0) {
    return sql`${searchVector} @@ to_tsquery('simple', ${groups.map((g) => g.tsquery).join(' & ')})`;
  }
  return and(
    ...groups.map((g) => {
      const words = sql`${searchVector} @@ to_tsquery('simple', ${g.tsquery})`;
      return g.typo ? or(words, sql`${listings.searchText} ~ ${g.typo}`)! : words;
    }),
  )!;
}

/** Words of search_words one letter away from a query word, at most (a handful in practice). */
const MAX_TYPO_MATCHES = 50;
const WORD = /^[\p{L}\p{N}]+$/u;

/**
 * Each group's typo pattern answered from the lexicon of indexed words (search_words: a few
 * thousand rows, trigram-indexed), or by `near` from the search index's terms where it runs
 * (the same words, without a query), and turned into plain alternatives of the group's tsquery,
 * so that the documents are then matched by the full-text index alone (a regular expression
 * over 100,000 documents costs seconds). Found words rank as typos: they are not in `match`.
 */
export async function resolveTypos(
  db: Tx,
  groups: TextGroup[],
  /**
   * Keeps a pattern's words: the lexicon grows with listings' texts, and a listing turns
   * visible only by a change that moves the search version.
   */
  keep: (pattern: string, read: () => Promise<string[]>) => Promise<string[]> = (_, read) => read(),
  /** A word's near words held in memory; undefined when they are not (the table is read). */
  near?: (word: string) => Promise<string[] | undefined>,
): Promise<TextGroup[]> {
  return Promise.all(
    groups.map(async (group) => {
      if (!group.typo) return group;
      const pattern = group.typo;
      const words = await keep(pattern, async () => {
        const held = group.typoOf === undefined ? undefined : await near?.(group.typoOf);
        const found = held
          ? held.sort().slice(0, MAX_TYPO_MATCHES)
          : (
              await db
                .select({ word: searchWords.word })
                .from(searchWords)
                .where(sql`${searchWords.word} ~ ${pattern}`)
                .limit(MAX_TYPO_MATCHES)
            ).map((r) => r.word);
        // Lexicon words come from normalizeText (letters and digits); anything else is skipped.
        // Phonetic keys share the lexicon: they are no words to correct a typo to.
        return found.filter((w) => WORD.test(w) && !isKeyTerm(w));
      });
      return {
        tsquery: words.length
          ? `(${group.tsquery} | ${words.map((w) => `'${w}'`).join(' | ')})`
          : group.tsquery,
      };
    }),
  );
}

/** How well a listing matches a tsquery text, for the relevance sort. */
export const textRank = (tsquery: string) => sql`ts_rank(${searchVector}, to_tsquery('simple', ${tsquery}))`;

export const hasPhotosCondition = (has: boolean) => {
  const exists = sql`exists (select 1 from ${listingPhotos} where ${listingPhotos.listingId} = ${listings.id})`;
  return has ? exists : sql`not ${exists}`;
};

export function categoryColumn(depth: number) {
  return depth === 0 ? listings.categoryId : depth === 1 ? listings.subCategoryId : listings.filterId;
}

/** What one page of the search is: its conditions, order, size, offset and ranked candidates. */
type PageOf = [where: SQL | undefined, orderBy: SQL[], limit: number, offset: number, candidates?: number];

/** The ids of one page of the search, in order (selectPage). */
export async function selectPageIds(db: Tx, ...[where, orderBy, limit, offset, candidates]: PageOf) {
  // An order no index gives (relevance) is computed over at most `candidates` matches, not
  // over every one of a common word's tens of thousands (docs/decisions/036).
  const bounded = candidates
    ? and(
        where,
        sql`${listings.id} in (select ${listings.id} from ${listings} where ${where ?? sql`true`} limit ${candidates})`,
      )
    : where;
  const page = await db
    .select({ id: listings.id })
    .from(listings)
    .where(bounded)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return page.map((r) => r.id);
}

/**
 * The ids of a page in a sort's order (newest, price) among the first `walk` listings of that
 * order meeting `where` (read along its index, no text tested), those matching `text`; or
 * undefined when fewer than the page's end matched among them. Their order is the whole
 * order's first listings, so a page found there is the page of every match.
 */
export async function selectPageIdsWalking(
  db: Tx,
  q: { where: SQL | undefined; text: SQL; orderBy: SQL[]; limit: number; offset: number; walk: number },
): Promise<number[] | undefined> {
  const result = await db.execute(sql`
    select ${listings.id} as id from (
      select * from ${listings} where ${q.where ?? sql`true`}
      order by ${sql.join(q.orderBy, sql`, `)} limit ${q.walk}
    ) ${listings}
    where ${q.text}
    order by ${sql.join(q.orderBy, sql`, `)} limit ${q.limit} offset ${q.offset}`);
  const ids = (result as unknown as { rows: { id: string | number }[] }).rows.map((r) => Number(r.id));
  return ids.length < q.limit ? undefined : ids;
}

/**
 * One page of the search, as cards. The ids are found first on the listings table alone, then
 * only those rows are joined to their catalog names: rows skipped by a deep page's offset cost
 * an index step each, not four joins each.
 */
export async function selectPage(db: Tx, ...of: PageOf) {
  return selectCardsInOrder(db, await selectPageIds(db, ...of));
}

/** selectCardsByIds in the order of `ids` (those no longer there left out). */
export async function selectCardsInOrder(db: Tx, ids: number[]): Promise<CardWithCover[]> {
  const byId = new Map((await selectCardsByIds(db, ids)).map((row) => [row.listing.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Candidates read per catalog level for a listing's similar ads (newest first, each along its own
 * partial index), so the cost stays bounded however many listings a category holds; the ranking
 * then runs on at most three times this many rows.
 */
const SIMILAR_PER_LEVEL = 100;

/** What a listing's similar ads are chosen by: its platform, catalog levels and region. */
type SimilarSource = Pick<
  ListingRow,
  'id' | 'platform' | 'filterId' | 'subCategoryId' | 'categoryId' | 'regionId'
>;

/** What orders a similar ad (list-similar-listings.ts): its catalog levels, region, text rank, age. */
export interface SimilarCandidate {
  id: number;
  filterId: number | null;
  subCategoryId: number | null;
  regionId: number;
  publishedAt: Date;
  /** ts_rank of its search vector against the listing's title; 0 when not asked. */
  rank: number;
}

/** The catalog levels a listing's similar ads are drawn from, the deepest first. */
const SIMILAR_LEVELS = [
  ['filter', listings.filterId],
  ['subCategory', listings.subCategoryId],
  ['category', listings.categoryId],
] as const;

/**
 * The candidates' statement for the levels a listing has (a bit each) and with or without the
 * text rank: prepared, as every never-seen detail page reads it (planning it took as long as
 * running it).
 */
const similarCandidates = new Map<string, ReturnType<typeof similarStatement>>();
function similarStatement(levels: number, ranked: boolean) {
  const rank = ranked
    ? sql<number>`ts_rank(${searchVector}, to_tsquery('simple', ${sql.placeholder('titleQuery')}))`
    : sql<number>`0::real`;
  return preparedPerDatabase((db: Tx) => {
    const pools = SIMILAR_LEVELS.filter((_, i) => levels & (1 << i)).map(([name, column]) =>
      db
        .select({
          id: listings.id,
          filterId: listings.filterId,
          subCategoryId: listings.subCategoryId,
          regionId: listings.regionId,
          publishedAt: listings.publishedAt,
          rank: rank.as('rank'),
        })
        .from(listings)
        .where(
          and(
            publicCondition(),
            eq(listings.platform, sql.placeholder('platform')),
            ne(listings.id, sql.placeholder('id')),
            eq(column, sql.placeholder(name)),
          ),
        )
        .orderBy(sql`${listings.publishedAt} desc nulls last`)
        .limit(SIMILAR_PER_LEVEL),
    );
    const [first, ...rest] = pools;
    const query = rest.length ? union(first!, rest[0]!, ...rest.slice(1)) : first!;
    return query.prepare(`similar_candidates_${levels}${ranked ? '_ranked' : ''}`);
  });
}

/**
 * The candidates for a listing's similar ads: other public listings of its platform, the newest
 * SIMILAR_PER_LEVEL sharing its filter, its sub-category, and its category (a union: each read
 * once, along its level's index), with what orders them; ranked against `titleQuery` (a tsquery)
 * when given.
 */
export async function selectSimilarCandidates(
  db: Tx,
  listing: SimilarSource,
  titleQuery?: string,
): Promise<SimilarCandidate[]> {
  const values = {
    filter: listing.filterId,
    subCategory: listing.subCategoryId,
    category: listing.categoryId,
  };
  const levels = SIMILAR_LEVELS.reduce(
    (bits, [name], i) => (values[name] === null ? bits : bits | (1 << i)),
    0,
  );
  const key = `${levels}${titleQuery ? 'r' : ''}`;
  let statement = similarCandidates.get(key);
  if (!statement) {
    statement = similarStatement(levels, Boolean(titleQuery));
    similarCandidates.set(key, statement);
  }
  const rows = await statement(db).execute({
    ...values,
    platform: listing.platform,
    id: listing.id,
    ...(titleQuery ? { titleQuery } : {}),
  });
  return rows.map((r) => ({
    ...r,
    publishedAt: r.publishedAt ?? new Date(0),
    // ts_rank's float4, exactly as the search index computes it.
    rank: Math.fround(Number(r.rank)),
  }));
}

/** An advertiser's other public listings, newest first: prepared, as every detail page reads them. */
const ownerListingIds = preparedPerDatabase((db: Tx) =>
  db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        publicCondition(),
        eq(listings.userId, sql.placeholder('userId')),
        ne(listings.id, sql.placeholder('id')),
      ),
    )
    .orderBy(sql`${listings.publishedAt} desc nulls last`, desc(listings.id))
    .limit(sql.placeholder('limit'))
    .prepare('owner_listing_ids'),
);

export async function selectOwnerListingIds(
  db: Tx,
  listing: Pick<ListingRow, 'id' | 'userId'>,
  limit: number,
): Promise<number[]> {
  const rows = await ownerListingIds(db).execute({ userId: listing.userId, id: listing.id, limit });
  return rows.map((r) => r.id);
}

/** The ids of the listings that meet a condition (a handful: the caller bounds it). */
export async function selectIdsWhere(db: Tx, where: SQL | undefined): Promise<number[]> {
  const rows = await db.select({ id: listings.id }).from(listings).where(where);
  return rows.map((row) => row.id);
}

export async function countWhere(db: Tx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(listings).where(where);
  return row?.n ?? 0;
}

/**
 * Runs `read` in a transaction whose statements never read listings sequentially. The planner
 * overestimates what a word with synonyms and prefixes matches (300,000 for 74,000 at a
 * million listings; 30,000 for none) and then reads the table in order until it has enough,
 * testing each row's text, stored out of line (each test another read): a word or a filter
 * matching few listings costs a read of the whole table (6 s). From the indexes, matches of
 * the full-text index need no such test unless its bitmap turns lossy, which the larger
 * work_mem prevents: 0.7 s instead of 2.4–5.9 s for every match of that word (docs/decisions/036).
 */
export function inIndexPlan<T>(
  db: Tx,
  read: (tx: Tx) => Promise<T>,
  /**
   * Plain index scans off too: a text's matches are then taken from the full-text index's
   * bitmap, never by walking another index in its order and testing each row's text (for a
   * word matching one listing in ten, a thousand matches cost ten thousand such tests:
   * 280 ms, against 120 ms from the bitmap at a million listings).
   */
  options: { bitmapsOnly?: boolean } = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    // One statement for the settings, each for this transaction only.
    await tx.execute(
      options.bitmapsOnly
        ? sql`select set_config('enable_seqscan', 'off', true), set_config('work_mem', '32MB', true),
            set_config('enable_indexscan', 'off', true)`
        : sql`select set_config('enable_seqscan', 'off', true), set_config('work_mem', '32MB', true)`,
    );
    return read(tx);
  });
}

/** The columns of a match set (match-set.ts) the search filters, counts and sorts on. */
const MATCH_CODED = {
  platform: listings.platform,
  currency: listings.currencyCode,
  advertiser: listings.advertiserCharacteristic,
  price_type: listings.priceType,
  payment_method: listings.paymentMethod,
  payment_type: listings.paymentType,
  has_delivery: listings.hasDelivery,
  sales_quality: listings.salesQuality,
  sales_source: listings.salesSource,
  selling_style: listings.sellingStyle,
  sellability: listings.sellability,
  quantity_abundance: listings.quantityAbundance,
  sales_guarantee: listings.salesGuarantee,
  after_sales_service: listings.afterSalesService,
  documentation: listings.documentation,
  mobility: listings.mobility,
} satisfies Record<Exclude<CodedColumnName, 'has_photos'>, unknown>;

/** Rows converted between two yields to the event loop (a common word's set has tens of thousands). */
const ROWS_PER_SLICE = 4_000;

/**
 * What a match set (match-set.ts) and the in-memory index (text-index.ts) hold of a listing,
 * read from the `listings` row in scope, as plain columns.
 */
function matchColumns(): SQL {
  const coded = Object.entries(MATCH_CODED).map(
    ([name, column]) => sql`${column} as ${sql.identifier(name)}`,
  );
  return sql`${listings.id} as id, ${listings.categoryId} as category,
    ${listings.subCategoryId} as sub_category, ${listings.filterId} as filter,
    ${listings.regionId} as region, ${listings.cityId} as city,
    ${listings.sortPrice}::float8 as sort_price,
    -- Whole microseconds fit a double exactly (below 2^53): ties break as in the database.
    (extract(epoch from ${listings.publishedAt}) * 1000000)::float8 as published_at,
    (extract(epoch from ${listings.expiresAt}) * 1000)::float8 as expires_at,
    -- A probe of the photos' index per match: as an EXISTS the planner hashes every photo of
    -- the site first (1.5 million at a million listings, 0.2–0.4 s) for a few thousand matches.
    (select true from ${listingPhotos} where ${listingPhotos.listingId} = ${listings.id} limit 1) is not null as has_photos,
    ${sql.join(coded, sql`, `)}`;
}

/** The names matchColumns gives its columns. */
const MATCH_COLUMN_NAMES = [
  'id',
  'category',
  'sub_category',
  'filter',
  'region',
  'city',
  'sort_price',
  'published_at',
  'expires_at',
  'has_photos',
  ...Object.keys(MATCH_CODED),
];

type MatchColumnsRow = Record<string, string | number | boolean | null>;

/** A row of matchColumns as match-set.ts takes it (without ranks). */
function toMatchColumns(r: MatchColumnsRow): Omit<MatchRow, 'rankExact' | 'rankMatch'> {
  return {
    id: Number(r.id),
    category: Number(r.category),
    subCategory: r.sub_category === null ? null : Number(r.sub_category),
    filter: r.filter === null ? null : Number(r.filter),
    region: Number(r.region),
    city: r.city === null ? null : Number(r.city),
    sortPrice: Number(r.sort_price),
    publishedAt: Number(r.published_at),
    expiresAt: Number(r.expires_at),
    coded: Object.fromEntries(
      CODED_COLUMN_NAMES.map((name) => [name, r[name] as string | boolean | null]),
    ) as MatchRow['coded'],
  };
}

/** Rows converted in slices with a yield between each, so that many never hold the event loop. */
async function inSlices<R, T>(rows: R[], convert: (row: R) => T): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_SLICE) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const r of rows.slice(start, start + ROWS_PER_SLICE)) out.push(convert(r));
  }
  return out;
}

/**
 * Every public listing matching a text query and `filter` (the search's other conditions, if
 * any), with what match-set.ts needs, in one pass; at most `limit` rows (the caller asks one
 * more than it keeps, to know there are more). Converted in slices with a yield between
 * each, so that reading a common word's tens of thousands of matches never holds the event
 * loop for long (other requests are answered meanwhile).
 */
export async function selectMatchRows(
  db: Tx,
  groups: TextGroup[],
  exact: string,
  match: string,
  limit: number,
  options: {
    /** Read from the full-text index's bitmap only (inIndexPlan): for a bounded sample of matches. */
    bitmapsOnly?: boolean;
    filter?: SQL;
  } = {},
): Promise<MatchRow[]> {
  // A plain statement rather than a Drizzle select: mapping tens of thousands of rows column
  // by column through Drizzle cost as much as the query itself.
  const rank = (tsquery: string) => sql`ts_rank(m.document, to_tsquery('simple', ${tsquery}))::float8`;
  // Each use of the stored document reads it again (it is kept out of line); concatenated with
  // nothing, it is read once into memory for both ranks: 2.2 s instead of 6 s for 74,000
  // matches on a loaded machine. OFFSET 0 keeps the subquery from being merged back.
  const statement = sql`
    select ${sql.join(
      MATCH_COLUMN_NAMES.map((name) => sql`m.${sql.identifier(name)}`),
      sql`, `,
    )},
      -- real widened to double exactly, so equal ranks stay equal and the order is the same.
      ${rank(exact)} as rank_exact, ${rank(match)} as rank_match
    from (
      select ${matchColumns()}, ${searchVector} || ''::tsvector as document
      -- The text's matches first, the other conditions tested on them: given with the text's,
      -- the platform and price were read from their own index and combined with the text's
      -- bitmap, 45–85 ms of a 120–200 ms read for "voiture occasion" at a million listings.
      -- OFFSET 0 keeps them out of the inner scan; the columns are read from its rows.
      from (
        select * from ${listings} where ${and(publicCondition(), textCondition(groups))} offset 0
      ) ${listings}
      where ${options.filter ?? sql`true`}
      limit ${limit} offset 0
    ) m`;
  const result = await inIndexPlan(db, (tx) => tx.execute(statement), {
    bitmapsOnly: options.bitmapsOnly,
  });
  const rows = (result as unknown as { rows: MatchColumnsRow[] }).rows;
  return inSlices(rows, (r) => ({
    ...toMatchColumns(r),
    rankExact: Number(r.rank_exact),
    rankMatch: Number(r.rank_match),
  }));
}

/**
 * Public listings with what the in-memory index holds of them (text-index.ts): those of `ids`,
 * or the next `limit` by id after `afterId` (how the index is loaded, in steps).
 */
export async function selectIndexedListings(
  db: Tx,
  which: { ids: number[] } | { afterId: number; limit: number },
): Promise<IndexedListing[]> {
  if ('ids' in which && which.ids.length === 0) return [];
  const statement =
    'ids' in which
      ? sql`select ${matchColumns()}, ${listings.userId} as user_id, ${listings.searchText} as document
          from ${listings} where ${and(publicCondition(), inArray(listings.id, which.ids))}`
      : sql`select ${matchColumns()}, ${listings.userId} as user_id, ${listings.searchText} as document
          from ${listings} where ${and(publicCondition(), sql`${listings.id} > ${which.afterId}`)}
          order by ${listings.id} limit ${which.limit}`;
  const result = await db.execute(statement);
  const rows = (result as unknown as { rows: MatchColumnsRow[] }).rows;
  return inSlices(rows, (r) => ({
    ...toMatchColumns(r),
    userId: Number(r.user_id),
    document: String(r.document),
  }));
}

/**
 * The listings changed since `horizon` (search_changes, written by triggers: migration 0040),
 * with the search version and the next horizon, read in one snapshot. A horizon is the oldest
 * transaction still running (its snapshot's xmin): every change of an older one is committed
 * and read now, and a change whose transaction is still running is read again next time,
 * whatever the order in which they commit. `everything` when the table was truncated.
 * Without `horizon`, only the version and the horizon (what a load starts from).
 */
export async function selectSearchChanges(
  db: Tx,
  horizon: string | undefined,
): Promise<{ version: string; horizon: string; ids: number[]; truncations: string[] }> {
  // From the horizon given, or (none: the start of a load) from this snapshot's own.
  const since = horizon === undefined ? sql`pg_snapshot_xmin(pg_current_snapshot())` : sql`${horizon}::xid8`;
  const changed =
    horizon === undefined
      ? sql`'{}'::bigint[]`
      : sql`array(select distinct ${searchChanges.listingId} from ${searchChanges}
          where ${searchChanges.xid} >= ${since} and ${searchChanges.listingId} is not null)`;
  const result = await db.execute(sql`
    select (select ${searchVersion.version} from ${searchVersion} where ${searchVersion.id} = 1)::text as version,
      pg_snapshot_xmin(pg_current_snapshot())::text as horizon, ${changed} as ids,
      array(select distinct ${searchChanges.xid}::text from ${searchChanges}
        where ${searchChanges.xid} >= ${since} and ${searchChanges.listingId} is null) as truncations`);
  const row = (
    result as unknown as {
      rows: { version: string | null; horizon: string; ids: (string | number)[]; truncations: string[] }[];
    }
  ).rows[0]!;
  return {
    version: row.version ?? '0',
    horizon: row.horizon,
    ids: row.ids.map(Number),
    truncations: row.truncations,
  };
}

/** Forgets changes older than `before` (every process has read them: search-index.ts). */
export async function deleteSearchChangesBefore(db: Tx, before: Date): Promise<void> {
  await db.delete(searchChanges).where(lt(searchChanges.changedAt, before));
}

/** How many listings match `where`, counted up to `limit` at most (from the indexes' bitmaps). */
export async function countUpTo(db: Tx, where: SQL | undefined, limit: number): Promise<number> {
  const result = await inIndexPlan(
    db,
    (tx) =>
      tx.execute(sql`select count(*)::int as n from (
        select 1 from ${listings} where ${where ?? sql`true`} limit ${limit}) b`),
    { bitmapsOnly: true },
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

type Names = { ar: string; fr: string; en: string };

/** Every category (with its depth), region and city by id: what a search names its facets with. */
export interface CatalogNames {
  categories: Map<number, Names & { depth: number }>;
  regions: Map<number, Names>;
  cities: Map<number, Names>;
}

export async function selectCatalogNames(db: Tx): Promise<CatalogNames> {
  const [cats, regs, cits] = await Promise.all([
    db
      .select({
        id: categories.id,
        depth: categories.depth,
        ar: categories.nameAr,
        fr: categories.nameFr,
        en: categories.nameEn,
      })
      .from(categories),
    db.select({ id: regions.id, ar: regions.nameAr, fr: regions.nameFr, en: regions.nameEn }).from(regions),
    db.select({ id: cities.id, ar: cities.nameAr, fr: cities.nameFr, en: cities.nameEn }).from(cities),
  ]);
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  return { categories: byId(cats), regions: byId(regs), cities: byId(cits) };
}

/** One facet value: a category, region or city with its names and how many matches it has. */
export interface FacetRow {
  id: number;
  ar: string;
  fr: string;
  en: string;
  count: number;
}

export interface SearchCountsQuery {
  /** Every condition but the three a facet may ignore. */
  base: SQL | undefined;
  /**
   * Set when the search filters by nothing but these columns (no keyword, price or other
   * field): the counts then sum listing_public_groups instead of reading each listing.
   */
  groupedBy?: { platform: SQL | undefined };
  category: SQL | undefined;
  region: SQL | undefined;
  city: SQL | undefined;
  /** The chosen category's children are counted when it has any (its depth: 0 or 1). */
  childrenOfDepth: number | undefined;
  /**
   * Bounds the counting of listings (not of groups): the facets are counted over the first
   * `limit` matches of `base` at most, and the total, when those were more, over the first
   * `limit` matches of `where` (every condition) at most: past that the answer is a lower
   * bound (docs/decisions/036).
   */
  bounded?: { where: SQL | undefined; limit: number };
}

/** What each part of selectSearchCounts' answer is, by its `kind` column. */
const FACET_KINDS = ['total', 'categories', 'children', 'regions', 'cities', 'sampled', 'bounded'] as const;

export interface SearchCountsRows {
  total: number;
  /** False when `total` is the bound: more listings match. */
  totalExact: boolean;
  /** False when the facets were counted over the first matches only (their counts are lower bounds). */
  facetsExact: boolean;
  categories: FacetRow[];
  children: FacetRow[];
  regions: FacetRow[];
  cities: FacetRow[];
}

/**
 * A search's total and its facet counts in one statement and one pass over the matches: the
 * rows matching `base` are read once into a worktable, each with whether it meets the
 * category, region and city choices, and every count is an aggregate of that worktable. Each
 * facet ignores its own choice (the other regions stay visible once one is chosen): categories
 * ignore the category, regions the region and city, cities the city. Five separate statements
 * read the matches five times, in parallel on a 2-core machine.
 */
export async function selectSearchCounts(db: Tx, q: SearchCountsQuery): Promise<SearchCountsRows> {
  const flag = (condition: SQL | undefined) => condition ?? sql`true`;
  const child =
    q.childrenOfDepth === 0
      ? listings.subCategoryId
      : q.childrenOfDepth === 1
        ? listings.filterId
        : undefined;
  // The conditions name listings' columns ("listings"."region_id"…); listing_public_groups has
  // the same names, so aliased as listings it answers the same conditions.
  const pick = (count: SQL, from: SQL, where: SQL | undefined) => sql`
      select ${listings.categoryId} as c, ${child ?? sql`null::int`} as ch,
             ${listings.regionId} as r, ${listings.cityId} as ci,
             ${flag(q.category)} as in_c, ${flag(q.region)} as in_r, ${flag(q.city)} as in_ci, ${count} as n
      from ${from} where ${flag(where)}`;
  const source = q.groupedBy
    ? sql`${pick(sql`n`, sql`listing_public_groups as listings`, q.groupedBy.platform)}
      union all
      -- Counted in the groups but expired already: the expiry job turns them within a minute.
      ${pick(
        sql`-1`,
        sql`${listings}`,
        and(
          eq(listings.status, 'approved'),
          sql`${listings.expiresAt} <= now()`,
          sql`not ${listings.authorSuspended}`,
          q.groupedBy.platform,
        ),
      )}`
    : q.bounded
      ? sql`${pick(sql`1`, sql`${listings}`, q.base)} limit ${q.bounded.limit + 1}`
      : pick(sql`1`, sql`${listings}`, q.base);
  // Past the bound, the total is counted apart (up to the bound again): with the category,
  // region and city applied it may be small although the sample was full. The one-time filter
  // skips that read when the sample held every match.
  const bounded = q.bounded
    ? sql`
      union all select 5, null, count(*)::int from m
      union all select 6, null, count(*)::int from (
        select 1 from ${listings} where ${flag(q.bounded.where)} limit ${q.bounded.limit + 1}
      ) b where (select count(*) from m) > ${q.bounded.limit}`
    : sql``;
  const result = await db.execute(sql`
    with m as materialized (${source}
    ), u as (
      select 0 as kind, null::int as id, coalesce(sum(n), 0)::int as n from m where in_c and in_r and in_ci
      union all select 1, c, sum(n)::int from m where in_r and in_ci group by c having sum(n) > 0
      union all select 2, ch, sum(n)::int from m
        where ch is not null and in_c and in_r and in_ci group by ch having sum(n) > 0
      union all select 3, r, sum(n)::int from m where in_c group by r having sum(n) > 0
      union all select 4, ci, sum(n)::int from m
        where ${q.region ? sql`ci is not null and in_c and in_r` : sql`false`} group by ci having sum(n) > 0${bounded}
    )
    select u.kind, u.id, u.n,
      coalesce(${categories.nameAr}, ${regions.nameAr}, ${cities.nameAr}, '') as ar,
      coalesce(${categories.nameFr}, ${regions.nameFr}, ${cities.nameFr}, '') as fr,
      coalesce(${categories.nameEn}, ${regions.nameEn}, ${cities.nameEn}, '') as en
    from u
    left join ${categories} on u.kind in (1, 2) and ${categories.id} = u.id
    left join ${regions} on u.kind = 3 and ${regions.id} = u.id
    left join ${cities} on u.kind = 4 and ${cities.id} = u.id
    order by u.kind, u.n desc, u.id
  `);
  type Row = { kind: number; id: number | null; n: number; ar: string; fr: string; en: string };
  const counts: SearchCountsRows = {
    total: 0,
    totalExact: true,
    facetsExact: true,
    categories: [],
    children: [],
    regions: [],
    cities: [],
  };
  let sampled = 0;
  let bound: number | undefined;
  for (const row of (result as unknown as { rows: Row[] }).rows) {
    const kind = FACET_KINDS[row.kind]!;
    if (kind === 'total') counts.total = row.n;
    else if (kind === 'sampled') sampled = row.n;
    else if (kind === 'bounded') bound = row.n;
    else counts[kind].push({ id: row.id!, ar: row.ar, fr: row.fr, en: row.en, count: row.n });
  }
  if (q.bounded && sampled > q.bounded.limit) {
    // The sample is one row over the limit, so it never reads as complete by chance.
    counts.facetsExact = false;
    counts.total = Math.min(bound ?? 0, q.bounded.limit);
    counts.totalExact = (bound ?? 0) <= q.bounded.limit;
  }
  return counts;
}

export { listings as listingsTable };

/** Every photo a person uploaded, attached to a listing or not yet ("download my data"). */
export async function selectPhotosOfUploader(db: Tx, userId: number) {
  return db
    .select()
    .from(listingPhotos)
    .where(eq(listingPhotos.userId, userId))
    .orderBy(asc(listingPhotos.listingId), asc(listingPhotos.position), asc(listingPhotos.id));
}

/** What a listing's search document is made of (check-listing-input.ts), by id from `afterId`. */
export async function selectSearchSources(db: Tx, afterId: number, limit: number) {
  return db
    .select({
      id: listings.id,
      title: listings.title,
      description: listings.description,
      searchText: listings.searchText,
      category: { ar: categories.nameAr, fr: categories.nameFr, en: categories.nameEn },
      subCategory: { ar: subCategories.nameAr, fr: subCategories.nameFr, en: subCategories.nameEn },
      filter: { ar: filters.nameAr, fr: filters.nameFr, en: filters.nameEn },
    })
    .from(listings)
    .innerJoin(categories, eq(categories.id, listings.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, listings.subCategoryId))
    .leftJoin(filters, eq(filters.id, listings.filterId))
    .where(sql`${listings.id} > ${afterId}`)
    .orderBy(asc(listings.id))
    .limit(limit);
}

export async function updateSearchText(db: Tx, id: number, searchText: string): Promise<void> {
  await db.update(listings).set({ searchText }).where(eq(listings.id, id));
}
