import { and, asc, desc, gt, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { listings } from '../../db/schema/index';
import { publicCondition } from './queries';

/**
 * The highest id of a public listing: the sitemap's listing parts are ranges of ids. Read from
 * the primary key's end backwards, stopping at the first public row.
 */
export async function selectLastPublicListingId(db: Tx): Promise<number> {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(publicCondition())
    .orderBy(desc(listings.id))
    .limit(1);
  return row?.id ?? 0;
}

/**
 * Public listings with ids in (afterId, upTo], in id order, at most `limit`: one batch of a
 * sitemap part, read by key on the primary key (a range, never OFFSET).
 */
export async function selectSitemapListings(db: Tx, afterId: number, upTo: number, limit: number) {
  return db
    .select({
      id: listings.id,
      platform: listings.platform,
      slug: listings.slug,
      updatedAt: listings.updatedAt,
      publishedAt: listings.publishedAt,
    })
    .from(listings)
    .where(and(gt(listings.id, afterId), lte(listings.id, upTo), publicCondition()))
    .orderBy(asc(listings.id))
    .limit(limit);
}
