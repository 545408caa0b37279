import { advertisementsEndpoints } from '@portal/contract/endpoints/advertisements';
import { call } from '../../../lib/call';

/** POST /user/advertisements/:id/cancel: withdraws my order before it shows. */
export function cancelAdvertisement(id: number) {
  return call(advertisementsEndpoints.cancelAdvertisement, { params: { id: String(id) } });
}
