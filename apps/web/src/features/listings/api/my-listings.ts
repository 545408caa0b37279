import type { Platform } from '@portal/contract/catalog';
import type { mineResponseSchema } from '@portal/contract/listings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http';

export type MyListing = z.infer<typeof mineResponseSchema>['data'][number];

/** Every cached owner's list sits under this key: a create, edit, delete or renew refreshes it. */
export const MY_LISTINGS_KEY = ['listings', 'mine'] as const;

export const myListingsQuery = (platform: Platform) =>
  queryOptions({
    queryKey: [...MY_LISTINGS_KEY, platform],
    queryFn: async ({ signal }) =>
      (await http<{ data: MyListing[] }>('listings/mine', { query: { platform }, signal })).data,
  });

/** GET /listings/mine?platform=: the owner's listings of one platform, every status. */
export function useMyListings(platform: Platform) {
  return useQuery(myListingsQuery(platform));
}
