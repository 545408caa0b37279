import type { Platform } from '@portal/contract/catalog';
import { listingsEndpoints } from '@portal/contract/endpoints/listings';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useLocale } from '../../../lib/use-locale';

/**
 * GET /listings/featured: the promoted listings above a list page's results (docs/decisions/016),
 * in a new order at each visit. Asked in the browser only (a server-rendered page draws the
 * strip once hydrated), and never again while the visitor reads, so cards do not move.
 */
export function useFeaturedListings(platform: Platform, categoryId: number | null) {
  const locale = useLocale();
  return useQuery({
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
