import type { RejectAdvertisementBody } from '@portal/contract/advertisements';
import { advertisementsEndpoints } from '@portal/contract/endpoints/advertisements';
import { call } from '../../../../lib/call';

/** POST /admin/advertisements/:id/reject: refused with the reason mailed to the advertiser. */
export async function rejectAdvertisement(id: number, body: RejectAdvertisementBody) {
  return (await call(advertisementsEndpoints.rejectAdvertisement, { params: { id }, body })).advertisement;
}
