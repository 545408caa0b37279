import type { Platform } from '@portal/contract/catalog';
import { dataVersion } from '../../db/data-versions';
import type { RequestScope } from '../../platform/request-scope';
import type { ListingCard } from '@portal/contract/listings';
import type { Locale } from '@portal/contract/locale';
import { desc, eq, sql } from 'drizzle-orm';
import type { ListingsDeps } from './deps';
import { cardsOf } from './public-cards';
import {
  all,
  hasPhotosCondition,
  listingsTable as l,
  publicCondition,
  selectPage,
  selectSearchCounts,
} from './queries';

/**
 * How many listings of a platform the public sees now, summed from listing_public_groups
 * (docs/decisions/010) as the browse pages' totals are: a scan of a few thousand group rows,
 * not of a million listings.
 */
export async function countPublicListings(
  deps: Pick<ListingsDeps, 'db'>,
  platform: Platform,
): Promise<number> {
  const platformIs = eq(l.platform, platform);
  const counts = await selectSearchCounts(deps.db, {
    base: all([publicCondition(), platformIs]),
    groupedBy: { platform: platformIs },
    category: undefined,
    region: undefined,
    city: undefined,
    childrenOfDepth: undefined,
  });
  return counts.total;
}

/**
 * The newest public listings of a platform that have a photo, as cards: read along
 * `listings_public_newest_idx` (platform, published_at), newest first, the few rows without a
 * photo skipped on the way.
 */
export async function listLatestListings(
  deps: ListingsDeps,
  platform: Platform,
  limit: number,
  locale: Locale,
): Promise<ListingCard[]> {
  const rows = await selectPage(
    deps.db,
    all([eq(l.platform, platform), publicCondition(), hasPhotosCondition(true)]),
    [sql`${l.publishedAt} desc nulls last`, desc(l.id)],
    limit,
    0,
  );
  return cardsOf(rows, locale);
}

/**
 * The version of what the public sees of the listings (search_version, moved by triggers on
 * every visible change: an approval, an expiry, a suspension), for answers kept in memory.
 */
export function publicListingsVersion(deps: Pick<ListingsDeps, 'db'>, scope?: RequestScope): Promise<string> {
  return dataVersion(deps.db, 'listings', scope);
}
