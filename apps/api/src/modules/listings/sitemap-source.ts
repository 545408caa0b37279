import { pathFor } from '@portal/contract/routes';
import type { Db } from '../../db/client';
import type { SitemapPage, SitemapSource } from '../../platform/sitemap';
import { dataVersion } from '../../db/data-versions';
import { selectLastPublicListingId, selectSitemapListings } from './sitemap-queries';

/** Rows read per query while a part is written. */
const BATCH = 2_000;

/**
 * Every public listing (approved, unexpired, its author not suspended) for the sitemap, with
 * its last change. Part n holds the ids of the n-th range of `perPart` ids, so a part never
 * has more than `perPart` pages and is read by key whatever its place; the parts' count follows
 * the highest public id. The version is the search's: approving, editing or expiring a listing
 * moves it, and the index is written again.
 */
export function listingSitemapSource(db: Db): SitemapSource {
  return {
    name: 'listings',
    // "/announcements/show/" and a slug: a base of 60 characters at most, a dash and 8 (slug.ts).
    maxPathLength: pathFor('announcements-show', { slug: 'x'.repeat(69) }).length,
    version: () => dataVersion(db, 'listings'),
    async parts(perPart) {
      return Math.ceil((await selectLastPublicListingId(db)) / perPart);
    },
    async *pages(part, perPart): AsyncIterable<SitemapPage[]> {
      const upTo = (part + 1) * perPart;
      let after = part * perPart;
      for (;;) {
        const rows = await selectSitemapListings(db, after, upTo, BATCH);
        if (rows.length === 0) return;
        yield rows.map((row) => ({
          path: pathFor(row.platform === 'sales' ? 'sales-show' : 'announcements-show', { slug: row.slug }),
          lastmod: row.updatedAt > row.publishedAt ? row.updatedAt : row.publishedAt,
        }));
        if (rows.length < BATCH) return;
        after = rows[rows.length - 1]!.id;
      }
    },
  };
}
