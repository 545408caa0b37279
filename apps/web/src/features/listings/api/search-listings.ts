import { listingsEndpoints } from '@portal/contract/endpoints/listings';
import type { Locale } from '@portal/contract/locale';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useLocale } from '../../../lib/use-locale';
import type { ListingApiQuery } from '../search-state';

/** GET /listings: one page of public listings with its total and facet counts. */
export function searchListings(query: ListingApiQuery, signal?: AbortSignal) {
  return call(listingsEndpoints.searchListings, { query, signal });
}

export function listingSearchQuery(locale: Locale, query: ListingApiQuery) {
  return queryOptions({
    // Names in the answer are in the request's language, so the language is part of the key.
    queryKey: ['listings', 'search', locale, query],
    queryFn: ({ signal }) => searchListings(query, signal),
    staleTime: 30_000,
  });
}

/** Keeps the previous page on screen while the next one loads, so the list does not jump. */
export function useListingSearch(query: ListingApiQuery) {
  const locale = useLocale();
  return useQuery({ ...listingSearchQuery(locale, query), placeholderData: keepPreviousData });
}
