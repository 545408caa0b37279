import type { EndpointBody } from '@portal/contract/endpoint-schemas';
import { sellersEndpoints } from '@portal/contract/endpoints/sellers';
import { call } from '../../../lib/call';

/** PUT /user/business: declares or edits my business; a new registry number waits for staff again. */
export async function saveBusiness(body: EndpointBody<'saveBusiness'>) {
  return (await call(sellersEndpoints.saveBusiness, { body })).business;
}
