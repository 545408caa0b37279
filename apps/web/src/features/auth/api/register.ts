import type { EndpointBody } from '@portal/contract/endpoint-schemas';
import { authEndpoints } from '@portal/contract/endpoints/auth';
import { call } from '../../../lib/call';

/** POST /register: creates the account and signs it in; a verification code is mailed. */
export function registerAccount(body: EndpointBody<'register'>) {
  return call(authEndpoints.register, { body });
}
