import type { EndpointBody } from '@portal/contract/endpoint-schemas';
import { profileEndpoints } from '@portal/contract/endpoints/profile';
import { call } from '../../../lib/call';

/** DELETE /user: the account and everything of it (needs a recent password confirmation). */
export function deleteAccount(body: EndpointBody<'deleteAccount'>) {
  return call(profileEndpoints.deleteAccount, { body });
}
