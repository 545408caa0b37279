import type { EndpointBody } from '@portal/contract/endpoint-schemas';
import { joinRequestsEndpoints } from '@portal/contract/endpoints/join-requests';
import { call } from '../../../../lib/call';

/** POST /admin/join-requests/:id/status: the new state, and the reply mailed to the sender. */
export async function decideJoinRequest(id: number, body: EndpointBody<'decideJoinRequest'>) {
  return (await call(joinRequestsEndpoints.decideJoinRequest, { params: { id }, body })).join_request;
}
