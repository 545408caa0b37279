import type { EndpointBody } from '@portal/contract/endpoint-schemas';
import { authEndpoints } from '@portal/contract/endpoints/auth';
import { call } from '../../../lib/call';

/** POST /email/verify-link: verifies the address with the token of the mailed link. */
export function verifyEmailLink(body: EndpointBody<'verifyEmailLink'>) {
  return call(authEndpoints.verifyEmailLink, { body });
}
