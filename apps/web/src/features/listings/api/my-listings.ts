import type { Platform } from '@portal/contract/catalog';
import { listingsEndpoints } from '@portal/contract/endpoints/listings';
import type { mineResponseSchema } from '@portal/contract/listings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/call';

export type MyListing = z.infer<typeof mineResponseSchema>['data'][number];

/** Every cached owner's list sits under this key: a create, edit, delete or renew refreshes it. */
export const MY_LISTINGS_KEY = ['listings', 'mine'] as const;

export const myListingsQuery = (platform: Platform) =>
  queryOptions({
    queryKey: [...MY_LISTINGS_KEY, platform],
    queryFn: async ({ signal }) =>
      (await call(listingsEndpoints.myListings, { query: { platform }, signal })).data,
  });

/** GET /listings/mine?platform=: the owner's listings of one platform, every status. */
export function useMyListings(platform: Platform) {
  return useQuery(myListingsQuery(platform));
}
