import { and, asc, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  alertScannedListings,
  listingPrices,
  listings,
  savedSearchMatches,
  savedSearches,
} from '../../db/schema/index';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type PriceRow = typeof listingPrices.$inferSelect;

// Saved searches.

export async function insertSavedSearch(db: Tx, values: typeof savedSearches.$inferInsert) {
  const [row] = await db.insert(savedSearches).values(values).returning();
  return row!;
}

export async function countSavedSearchesOf(db: Tx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return row?.n ?? 0;
}

/** A member's saved searches, newest first, each with its matches since the last visit. */
export async function selectSavedSearchesOf(db: Tx, userId: number, id?: number) {
  return db
    .select({
      search: savedSearches,
      newCount: sql<number>`(select count(*)::int from ${savedSearchMatches} m
        where m.saved_search_id = ${savedSearches.id} and m.matched_at > ${savedSearches.lastViewedAt})`,
    })
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), id === undefined ? undefined : eq(savedSearches.id, id)))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/** Changes the member's own saved search; undefined when it is not theirs (or gone). */
export async function updateSavedSearchRow(
  db: Tx,
  userId: number,
  id: number,
  values: Partial<Pick<SavedSearchRow, 'name' | 'frequency' | 'lastViewedAt'>>,
) {
  const [row] = await db
    .update(savedSearches)
    .set(values)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return row;
}

export async function deleteSavedSearchRow(db: Tx, userId: number, id: number) {
  const [row] = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return row;
}

/** Alerts off (a mail's unsubscribe link): the search stays, its waiting alerts are dropped. */
export async function turnAlertsOff(db: Tx, id: number) {
  const [row] = await db
    .update(savedSearches)
    .set({ frequency: 'off' })
    .where(eq(savedSearches.id, id))
    .returning({ name: savedSearches.name });
  if (row) await clearDueMatches(db, id);
  return row;
}

export async function clearDueMatches(db: Tx, savedSearchId: number) {
  await db
    .update(savedSearchMatches)
    .set({ due: false })
    .where(and(eq(savedSearchMatches.savedSearchId, savedSearchId), eq(savedSearchMatches.due, true)));
}

/** A member's saved searches, for their data export. */
export async function selectSavedSearchRowsOf(db: Tx, userId: number) {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}

/** Every saved search of a member (their account is deleted): their matches go with them. */
export async function deleteSavedSearchesOf(db: Tx, userId: number) {
  await db.delete(savedSearches).where(eq(savedSearches.userId, userId));
}

// Matching.

/**
 * Claims approved listings the alert job has not looked at yet, published since `since` (a
 * bound that keeps the read on the index): each is claimed once, whichever process runs the job.
 */
export async function claimUnscannedListings(db: Tx, since: Date, limit: number) {
  const result = await db.execute(sql`
    with picked as (
      select l.id, l.user_id, l.published_at from ${listings} l
      where l.status = 'approved' and l.published_at > ${since.toISOString()}
        and not exists (select 1 from ${alertScannedListings} s where s.listing_id = l.id)
      order by l.published_at, l.id
      limit ${limit}
    ), claimed as (
      insert into ${alertScannedListings} (listing_id) select id from picked
      on conflict do nothing
      returning listing_id
    )
    select p.id, p.user_id, p.published_at from picked p join claimed c on c.listing_id = p.id`);
  // PGlite answers `{ rows }`, node-postgres a result with `rows` too.
  const { rows } = result as unknown as {
    rows: { id: number | string; user_id: number | string; published_at: string | Date }[];
  };
  return rows.map((r) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    publishedAt: new Date(r.published_at),
  }));
}

/** A batch of every saved search, by id (the matching walks them all for each new listing). */
export async function selectSavedSearchBatch(db: Tx, afterId: number, limit: number) {
  return db
    .select()
    .from(savedSearches)
    .where(gt(savedSearches.id, afterId))
    .orderBy(asc(savedSearches.id))
    .limit(limit);
}

export type MatchRow = { savedSearchId: number; listingId: number; due: boolean };

/**
 * Records matches, of any saved searches, a few thousand a statement; a pair already recorded
 * stays as it is (never counted or sent twice).
 */
export async function insertMatches(db: Tx, rows: MatchRow[]) {
  // A statement takes at most 65,535 parameters: three a row.
  for (let start = 0; start < rows.length; start += MATCHES_PER_STATEMENT) {
    await db
      .insert(savedSearchMatches)
      .values(rows.slice(start, start + MATCHES_PER_STATEMENT))
      .onConflictDoNothing();
  }
}

const MATCHES_PER_STATEMENT = 5_000;

/** Saved searches of a frequency with alerts waiting. */
export async function selectSearchesWithDueMatches(db: Tx, frequency: string, limit: number) {
  return db
    .select()
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.frequency, frequency),
        sql`exists (select 1 from ${savedSearchMatches} m where m.saved_search_id = ${savedSearches.id} and m.due)`,
      ),
    )
    .orderBy(asc(savedSearches.id))
    .limit(limit);
}

/**
 * Takes a saved search's waiting alerts: they are no longer due, in the transaction that sends
 * them, so of two runs only one gets them.
 */
export async function takeDueMatches(db: Tx, savedSearchId: number): Promise<number[]> {
  const rows = await db
    .update(savedSearchMatches)
    .set({ due: false })
    .where(and(eq(savedSearchMatches.savedSearchId, savedSearchId), eq(savedSearchMatches.due, true)))
    .returning({ listingId: savedSearchMatches.listingId, matchedAt: savedSearchMatches.matchedAt });
  return rows.sort((a, b) => b.matchedAt.getTime() - a.matchedAt.getTime()).map((r) => r.listingId);
}

/** Saved searches of a digest frequency whose last digest is older than the boundary. */
export async function selectDigestsDue(db: Tx, frequency: string, boundary: Date, limit: number) {
  return db
    .select()
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.frequency, frequency),
        lt(savedSearches.createdAt, boundary),
        or(isNull(savedSearches.lastDigestAt), lt(savedSearches.lastDigestAt, boundary)),
      ),
    )
    .orderBy(asc(savedSearches.id))
    .limit(limit);
}

/**
 * Marks a saved search's digest up to the boundary as sent; false when another run did it
 * first (the row's update is the claim: one digest per boundary, whatever the processes).
 */
export async function claimDigest(db: Tx, id: number, frequency: string, boundary: Date): Promise<boolean> {
  const rows = await db
    .update(savedSearches)
    .set({ lastDigestAt: boundary })
    .where(
      and(
        eq(savedSearches.id, id),
        eq(savedSearches.frequency, frequency),
        or(isNull(savedSearches.lastDigestAt), lt(savedSearches.lastDigestAt, boundary)),
      ),
    )
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

// Prices.

export async function selectPricesOf(db: Tx, listingId: number) {
  return db
    .select()
    .from(listingPrices)
    .where(eq(listingPrices.listingId, listingId))
    .orderBy(asc(listingPrices.changedAt), asc(listingPrices.id));
}

export async function insertPrices(db: Tx, values: (typeof listingPrices.$inferInsert)[]) {
  await db.insert(listingPrices).values(values);
}
