import type { EndpointBody } from '@portal/contract/endpoint-schemas';
import { authEndpoints } from '@portal/contract/endpoints/auth';
import { call } from '../../../lib/call';

/** POST /login: signs in by email or username; the answer carries the token and the user. */
export function login(body: EndpointBody<'login'>) {
  return call(authEndpoints.login, { body });
}
