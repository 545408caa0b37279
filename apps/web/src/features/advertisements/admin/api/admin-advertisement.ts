import { advertisementsEndpoints } from '@portal/contract/endpoints/advertisements';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/call';
import { ADMIN_ADS_KEY } from './admin-advertisements';

/** GET /admin/advertisements/:id: one order with its advertiser, files, claim and payments. */
export function useAdminAdvertisement(id: number) {
  return useQuery({
    queryKey: [...ADMIN_ADS_KEY, 'one', id],
    queryFn: async ({ signal }) =>
      (await call(advertisementsEndpoints.adminAdvertisement, { params: { id }, signal })).advertisement,
  });
}
