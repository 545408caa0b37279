import type { EndpointBody } from '@portal/contract/endpoint-schemas';
import { sellersEndpoints } from '@portal/contract/endpoints/sellers';
import { call } from '../../../../lib/call';

/** POST /admin/businesses/:userId/verification: verify the registry number, or refuse it with a note. */
export async function decideBusiness(userId: number, body: EndpointBody<'decideBusiness'>) {
  return (await call(sellersEndpoints.decideBusiness, { params: { userId }, body })).business;
}
