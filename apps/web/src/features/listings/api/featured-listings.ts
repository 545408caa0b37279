import type { Platform } from '@portal/contract/catalog';
import type { FeaturedResponse } from '@portal/contract/listings';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useLocale } from '../../../lib/use-locale';

/**
 * GET /listings/featured: the promoted listings above a list page's results (docs/decisions/016),
 * in a new order at each visit. Asked in the browser only (a server-rendered page draws the
 * strip once hydrated), and never again while the visitor reads, so cards do not move.
 */
export function useFeaturedListings(platform: Platform, categoryId: number | null) {
  const locale = useLocale();
  const params = new URLSearchParams({ platform });
  if (categoryId !== null) params.set('category_id', String(categoryId));
  return useQuery({
    queryKey: ['listings', 'featured', locale, platform, categoryId],
    queryFn: ({ signal }) =>
      http<FeaturedResponse>(`listings/featured?${params}`, { signal }).then((r) => r.data),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    // An extra of the page: a failure hides the strip rather than asking again and again.
    retry: false,
  });
}
