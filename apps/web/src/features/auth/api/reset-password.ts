import type { EndpointBody } from '@portal/contract/endpoint-schemas';
import { authEndpoints } from '@portal/contract/endpoints/auth';
import { call } from '../../../lib/call';

/** POST /reset-password: sets the new password with the reset token; every session is signed out. */
export function resetPassword(body: EndpointBody<'resetPassword'>) {
  return call(authEndpoints.resetPassword, { body });
}
