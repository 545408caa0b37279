import type { EndpointBody } from '@portal/contract/endpoint-schemas';
import { authEndpoints } from '@portal/contract/endpoints/auth';
import { call } from '../../../lib/call';

/** POST /email/verify: verifies the address with the 6-digit code. */
export function verifyEmail(body: EndpointBody<'verifyEmail'>) {
  return call(authEndpoints.verifyEmail, { body });
}
