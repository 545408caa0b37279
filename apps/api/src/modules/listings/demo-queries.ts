import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  categories,
  cities,
  listingLikes,
  listingPhotos,
  listings,
  listingViews,
  users,
} from '../../db/schema/index';
import type { ListingInsert } from './queries';

/**
 * The demo seed's reads and batch writes (seed-demo-listings.ts): a few hundred ads are written
 * in a handful of statements, not one round trip each, so a newcomer's first start stays short.
 */

/** Ids of users by username. */
export async function selectUserIds(db: Tx, usernames: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, usernames));
  return new Map(rows.map((r) => [r.username, r.id]));
}

/** Whether any of the users has a listing. */
export async function anyListingOf(db: Tx, userIds: number[]): Promise<boolean> {
  if (userIds.length === 0) return false;
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(inArray(listings.userId, userIds))
    .limit(1);
  return rows.length > 0;
}

/** Every category of the catalog with its parent, by platform and slug. */
export function selectCategoryTree(db: Tx) {
  return db
    .select({
      id: categories.id,
      platform: categories.platform,
      slug: categories.slug,
      parentId: categories.parentId,
      depth: categories.depth,
      optionalFields: categories.optionalFields,
      isActive: categories.isActive,
      nameAr: categories.nameAr,
      nameFr: categories.nameFr,
      nameEn: categories.nameEn,
    })
    .from(categories);
}

/** Every city with its wilaya. */
export function selectCitySlugs(db: Tx) {
  return db.select({ id: cities.id, regionId: cities.regionId, slug: cities.slug }).from(cities);
}

export async function insertListings(db: Tx, rows: ListingInsert[]): Promise<{ id: number }[]> {
  const ids: { id: number }[] = [];
  for (let i = 0; i < rows.length; i += 100) {
    ids.push(
      ...(await db
        .insert(listings)
        .values(rows.slice(i, i + 100))
        .returning({ id: listings.id })),
    );
  }
  return ids;
}

export async function insertPhotos(db: Tx, rows: (typeof listingPhotos.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 200) await db.insert(listingPhotos).values(rows.slice(i, i + 200));
}

export async function insertViews(db: Tx, rows: { listingId: number; views: number }[]) {
  if (rows.length > 0) await db.insert(listingViews).values(rows).onConflictDoNothing();
}

export async function insertLikes(db: Tx, rows: { listingId: number; userId: number; createdAt: Date }[]) {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(listingLikes)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
  }
}
