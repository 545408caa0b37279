import { advertisementsEndpoints } from '@portal/contract/endpoints/advertisements';
import { call } from '../../../../lib/call';

/** POST /admin/advertisements/:id/approve: the order waits for payment, with its invoice. */
export async function approveAdvertisement(id: number) {
  return (await call(advertisementsEndpoints.approveAdvertisement, { params: { id } })).advertisement;
}
