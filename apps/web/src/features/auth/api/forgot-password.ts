import type { EndpointBody } from '@portal/contract/endpoint-schemas';
import { authEndpoints } from '@portal/contract/endpoints/auth';
import { call } from '../../../lib/call';

/** POST /forgot-password: mails a recovery code; the same answer whether or not the address has an account. */
export function requestPasswordReset(body: EndpointBody<'forgotPassword'>) {
  return call(authEndpoints.forgotPassword, { body });
}
