import type { EndpointBody } from '@portal/contract/endpoint-schemas';
import { authEndpoints } from '@portal/contract/endpoints/auth';
import { call } from '../../../lib/call';

/** POST /user/confirm-password: the password again, before a sensitive change (the API answers 423 without it). */
export function confirmPassword(body: EndpointBody<'confirmPassword'>) {
  return call(authEndpoints.confirmPassword, { body });
}
