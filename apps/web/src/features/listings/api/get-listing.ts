import { listingsEndpoints } from '@portal/contract/endpoints/listings';
import type { Locale } from '@portal/contract/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { HttpError } from '../../../lib/http';
import { useLocale } from '../../../lib/use-locale';

/**
 * GET /listings/{slug}. An old slug answers 301 to the current one; fetch follows it, so the
 * answer is the listing under its current slug and the page replaces its URL with it.
 */
export function getListing(slug: string, signal?: AbortSignal) {
  return call(listingsEndpoints.getListing, { params: { slug }, signal }).then((r) => r.listing);
}

/** Every listing page's query; engagement updates a listing's counts in them. */
export const LISTING_DETAIL_KEY = ['listings', 'detail'] as const;

export function listingQuery(locale: Locale, slug: string) {
  return queryOptions({
    queryKey: [...LISTING_DETAIL_KEY, locale, slug],
    queryFn: ({ signal }) => getListing(slug, signal),
    // A 404 (unknown, or not public) will not change by asking again.
    retry: (count, error) => !(error instanceof HttpError && error.status === 404) && count < 1,
  });
}

export function useListing(slug: string) {
  const locale = useLocale();
  return useQuery(listingQuery(locale, slug));
}

/**
 * The owner's edit form starts from what is stored now, never from a copy an earlier page left
 * in the cache: the listing is asked for again and nothing shows until that answer is in.
 */
export function useFreshListing(slug: string) {
  const locale = useLocale();
  const query = useQuery({ ...listingQuery(locale, slug), staleTime: 0, refetchOnMount: 'always' });
  return query.isFetchedAfterMount ? query : { ...query, data: undefined, error: null };
}

export function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}
