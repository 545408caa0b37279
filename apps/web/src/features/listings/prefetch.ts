import type { Platform } from '@portal/contract/catalog';
import { parseIdParam } from '@portal/contract/ids';
import type { PrefetchContext } from '../../lib/prefetch';
import { topCategoriesQuery } from '../catalog/api/categories';
import { categoryQuery } from '../catalog/api/category';
import { currenciesQuery } from '../catalog/api/currencies';
import { regionQuery } from '../catalog/api/region';
import { regionSummariesQuery } from '../catalog/api/regions';
import { viewerStateQuery } from '../engagement/api/viewer-state';
import { featuredListingsQuery } from './api/featured-listings';
import { listingQuery } from './api/get-listing';
import { listingSearchQuery } from './api/search-listings';
import { browseApiQuery, parseBrowseState } from './search-state';

/**
 * What a list page reads (BrowseView, its filters and featured strip; CategoryList on a
 * category page), before its server render. The results' prices need the currencies first.
 * Without a platform (a seller's page), the filters' platform is the address's.
 */
export async function prefetchBrowse(
  { queryClient, locale, search, params }: PrefetchContext,
  platform: Platform | null,
  withCategory: boolean,
  sellerId: number | null = null,
): Promise<void> {
  const categoryId = withCategory ? parseIdParam(params.id) : null;
  // An unknown id in the path is the page's not-found state: nothing to read.
  if (withCategory && categoryId === null) return;
  const state = parseBrowseState(search);
  const shownPlatform = platform ?? state.platform;
  const [currencies] = await Promise.all([
    queryClient.fetchQuery(currenciesQuery(locale)),
    platform ? queryClient.prefetchQuery(featuredListingsQuery(locale, platform, categoryId)) : null,
    shownPlatform ? queryClient.prefetchQuery(topCategoriesQuery(locale, shownPlatform)) : null,
    queryClient.prefetchQuery(regionSummariesQuery(locale)),
    state.region !== null ? queryClient.prefetchQuery(regionQuery(locale, state.region)) : null,
    platform && categoryId !== null
      ? queryClient.prefetchQuery(categoryQuery(locale, platform, categoryId))
      : null,
  ]);
  await queryClient.prefetchQuery(
    listingSearchQuery(locale, browseApiQuery(state, { platform, categoryId, sellerId }, currencies)),
  );
}

/**
 * What a detail page reads: the listing, and a signed-in reader's own marks on it. The similar
 * ads and the advertiser's other ads are read by the browser once scrolled to
 * (docs/decisions/054-related-ads-read-when-scrolled-to.md).
 */
export async function prefetchDetail({ queryClient, locale, params, user }: PrefetchContext): Promise<void> {
  const slug = params.slug ?? '';
  const listing = await queryClient.fetchQuery(listingQuery(locale, slug));
  if (user) await queryClient.prefetchQuery(viewerStateQuery(user.id, listing.id));
}
