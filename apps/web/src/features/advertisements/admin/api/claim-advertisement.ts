import { advertisementsEndpoints } from '@portal/contract/endpoints/advertisements';
import { call } from '../../../../lib/call';

/** POST /admin/advertisements/:id/claim: the reviewer holds the order for a while (others read only). */
export async function claimAdvertisement(id: number) {
  return (await call(advertisementsEndpoints.claimAdvertisement, { params: { id } })).advertisement;
}
