import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favorites, listingLikes } from '../../db/schema/index';
import { selectCounts } from './queries';

export interface ListingCounts {
  likes: number;
  favorites: number;
}

/**
 * The public counts of some listings, for the listings area (detail, owner's lists) and the
 * back office: a listing nobody liked or saved counts zero.
 */
export async function engagementCounts(db: Db, listingIds: number[]): Promise<Map<number, ListingCounts>> {
  const { likes, favorites } = await selectCounts(db, listingIds);
  const counts = new Map(listingIds.map((id) => [id, { likes: 0, favorites: 0 }]));
  for (const row of likes) counts.get(row.id)!.likes = row.n;
  for (const row of favorites) counts.get(row.id)!.favorites = row.n;
  return counts;
}

export async function countsOf(db: Db, listingId: number): Promise<ListingCounts> {
  return (await engagementCounts(db, [listingId])).get(listingId)!;
}

/**
 * The same two counts as columns of another area's query, so a page that reads a listing
 * anyway gets them in that one round trip (the public detail's budget: docs/performance.md).
 */
export function countsColumns(listingId: SQL | { getSQL(): SQL }) {
  return {
    likes: sql<number>`(select count(*)::int from ${listingLikes} where ${listingLikes.listingId} = ${listingId})`,
    favorites: sql<number>`(select count(*)::int from ${favorites} where ${favorites.listingId} = ${listingId})`,
  };
}
