import type { Platform } from '@portal/contract/catalog';
import { listingsEndpoints } from '@portal/contract/endpoints/listings';
import type { Locale } from '@portal/contract/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useLocale } from '../../../lib/use-locale';

/**
 * GET /listings/featured: the promoted listings above a list page's results (docs/decisions/016),
 * in a new order at each visit, and never asked again while the visitor reads, so cards do not move.
 */
export function featuredListingsQuery(locale: Locale, platform: Platform, categoryId: number | null) {
  return queryOptions({
    queryKey: ['listings', 'featured', locale, platform, categoryId],
    queryFn: ({ signal }) =>
      call(listingsEndpoints.featuredListings, { query: { platform, category_id: categoryId }, signal }).then(
        (r) => r.data,
      ),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    // An extra of the page: a failure hides the strip rather than asking again and again.
    retry: false,
  });
}

export function useFeaturedListings(platform: Platform, categoryId: number | null) {
  return useQuery(featuredListingsQuery(useLocale(), platform, categoryId));
}
