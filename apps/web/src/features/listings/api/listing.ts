import { listingsEndpoints } from '@portal/contract/endpoints/listings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';

/** One listing by slug; its owner gets it in any status (an old slug redirects to the new one). */
export const listingQuery = (slug: string) =>
  queryOptions({
    queryKey: ['listings', 'detail', slug],
    queryFn: async ({ signal }) =>
      (await call(listingsEndpoints.getListing, { params: { slug }, signal })).listing,
    // The edit form starts from what is stored now, never from an older copy.
    staleTime: 0,
    gcTime: 0,
  });

export function useListing(slug: string) {
  return useQuery(listingQuery(slug));
}
