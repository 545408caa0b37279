import { listingsEndpoints } from '@portal/contract/endpoints/listings';
import type { Locale } from '@portal/contract/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useLocale } from '../../../lib/use-locale';

export type RelatedKind = 'similar' | 'from-owner';

/**
 * GET /listings/{id}/similar and /listings/{id}/from-owner: the cards beside a public listing.
 * They answer 404 for a listing that is not public, so they are only asked for public ones.
 */
export function relatedListingsQuery(locale: Locale, id: number, kind: RelatedKind) {
  return queryOptions({
    queryKey: ['listings', kind, locale, id],
    queryFn: ({ signal }) =>
      call(kind === 'similar' ? listingsEndpoints.similarListings : listingsEndpoints.ownerListings, {
        params: { id },
        signal,
      }).then((r) => r.data),
    staleTime: 60_000,
    // Extras of the page: a failure hides the section rather than asking again and again.
    retry: false,
  });
}

export function useRelatedListings(id: number, kind: RelatedKind, enabled: boolean) {
  return useQuery({ ...relatedListingsQuery(useLocale(), id, kind), enabled });
}
