import type { EndpointBody } from '@portal/contract/endpoint-schemas';
import { profileEndpoints } from '@portal/contract/endpoints/profile';
import { call } from '../../../lib/call';

/** POST /user/email/verify: the code mailed to the new address; the answer is the user with it. */
export function confirmEmailChange(body: EndpointBody<'confirmEmailChange'>) {
  return call(profileEndpoints.confirmEmailChange, { body });
}
