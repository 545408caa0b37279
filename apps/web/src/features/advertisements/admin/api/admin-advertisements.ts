import { advertisementsEndpoints } from '@portal/contract/endpoints/advertisements';
import type { AdPlacement, AdStatus } from '@portal/contract/advertisements-values';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/call';

export const ADMIN_ADS_KEY = ['admin', 'advertisements'] as const;

export interface AdminAdsSearch {
  status: AdStatus | '';
  place: AdPlacement | '';
  q: string;
  page: number;
}

/** GET /admin/advertisements: the orders, filtered by state, placement and words. */
export function useAdminAdvertisements(search: AdminAdsSearch) {
  return useQuery({
    queryKey: [...ADMIN_ADS_KEY, 'list', search],
    queryFn: ({ signal }) =>
      call(advertisementsEndpoints.adminAdvertisements, {
        query: { status: search.status, place: search.place, q: search.q.trim(), page: search.page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
