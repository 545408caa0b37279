import { sellersEndpoints } from '@portal/contract/endpoints/sellers';
import type { BusinessVerification } from '@portal/contract/sellers-values';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/call';

export const ADMIN_BUSINESSES_KEY = ['admin', 'businesses'] as const;

/** GET /admin/businesses: the businesses in one state, the longest waiting first. */
export function useBusinesses(verification: BusinessVerification, page: number) {
  return useQuery({
    queryKey: [...ADMIN_BUSINESSES_KEY, verification, page],
    queryFn: ({ signal }) =>
      call(sellersEndpoints.adminBusinesses, { query: { verification, page: String(page) }, signal }),
    placeholderData: keepPreviousData,
  });
}
