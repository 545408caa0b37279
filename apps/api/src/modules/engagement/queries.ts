import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { favorites, listingLikes, listingReports, listings } from '../../db/schema/index';
import type { Tx } from '../../db/client';

// Favorites.

/** Adds a favorite; a second add changes nothing (idempotent). */
export async function insertFavorite(db: Tx, userId: number, listingId: number) {
  await db.insert(favorites).values({ userId, listingId }).onConflictDoNothing();
}

export async function deleteFavorite(db: Tx, userId: number, listingId: number) {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)));
}

/** A page of my favorites, newest first (favorites_user_created_idx). */
export async function selectFavoritesPage(db: Tx, userId: number, limit: number, offset: number) {
  return db
    .select({ listingId: favorites.listingId, createdAt: favorites.createdAt })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.listingId))
    .limit(limit)
    .offset(offset);
}

export async function countFavoritesOf(db: Tx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
  return row?.n ?? 0;
}

/** Who keeps a listing among their favorites (its watchers: a price drop notifies them). */
export async function selectFavoritersOf(db: Tx, listingId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: favorites.userId })
    .from(favorites)
    .where(eq(favorites.listingId, listingId));
  return rows.map((r) => r.userId);
}

// Likes.

export async function insertLike(db: Tx, userId: number, listingId: number) {
  await db.insert(listingLikes).values({ userId, listingId }).onConflictDoNothing();
}

export async function deleteLike(db: Tx, userId: number, listingId: number) {
  await db
    .delete(listingLikes)
    .where(and(eq(listingLikes.userId, userId), eq(listingLikes.listingId, listingId)));
}

// Reports.

/** One report per user and listing: false when this user had already reported it. */
export async function insertReport(
  db: Tx,
  values: { userId: number; listingId: number; reason: string; details: string | null },
): Promise<boolean> {
  const rows = await db
    .insert(listingReports)
    .values(values)
    .onConflictDoNothing({ target: [listingReports.listingId, listingReports.userId] })
    .returning({ id: listingReports.id });
  return rows.length > 0;
}

// Counts and the reader's own state.

/** Likes and favorites of each listing that has any (the primary key and favorites_listing_idx). */
export async function selectCounts(db: Tx, listingIds: number[]) {
  if (listingIds.length === 0) return { likes: [], favorites: [] };
  const [likes, favs] = await Promise.all([
    db
      .select({ id: listingLikes.listingId, n: count() })
      .from(listingLikes)
      .where(inArray(listingLikes.listingId, listingIds))
      .groupBy(listingLikes.listingId),
    db
      .select({ id: favorites.listingId, n: count() })
      .from(favorites)
      .where(inArray(favorites.listingId, listingIds))
      .groupBy(favorites.listingId),
  ]);
  return { likes, favorites: favs };
}

/** What `userId` did on a listing; undefined when the listing does not exist. */
export async function selectViewerState(db: Tx, userId: number, listingId: number) {
  // Compared with the id itself: inside the subquery an unqualified "id" would be the report's.
  const did = (table: typeof favorites | typeof listingLikes | typeof listingReports) =>
    sql<boolean>`exists (select 1 from ${table} where ${table.listingId} = ${listingId} and ${table.userId} = ${userId})`;
  const [row] = await db
    .select({ liked: did(listingLikes), favorited: did(favorites), reported: did(listingReports) })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row;
}

// The phone reveal.

export async function incrementPhoneReveals(db: Tx, listingId: number) {
  await db
    .update(listings)
    .set({ phoneReveals: sql`${listings.phoneReveals} + 1` })
    .where(eq(listings.id, listingId));
}

// A person's own records ("download my data").

const listingRef = { id: listings.id, title: listings.title, slug: listings.slug };

/** Everything one person saved, liked and reported, oldest first, with the listing's title. */
export async function selectEngagementOfUser(db: Tx, userId: number) {
  const [saved, liked, reported] = await Promise.all([
    db
      .select({ listing: listingRef, createdAt: favorites.createdAt })
      .from(favorites)
      .innerJoin(listings, eq(listings.id, favorites.listingId))
      .where(eq(favorites.userId, userId))
      .orderBy(favorites.createdAt, favorites.listingId),
    db
      .select({ listing: listingRef, createdAt: listingLikes.createdAt })
      .from(listingLikes)
      .innerJoin(listings, eq(listings.id, listingLikes.listingId))
      .where(eq(listingLikes.userId, userId))
      .orderBy(listingLikes.createdAt, listingLikes.listingId),
    db
      .select({ report: listingReports, listing: listingRef })
      .from(listingReports)
      .innerJoin(listings, eq(listings.id, listingReports.listingId))
      .where(eq(listingReports.userId, userId))
      .orderBy(listingReports.createdAt, listingReports.id),
  ]);
  return { saved, liked, reported };
}
