import type { EndpointBody } from '@portal/contract/endpoint-schemas';
import { authEndpoints } from '@portal/contract/endpoints/auth';
import { call } from '../../../lib/call';

/** POST /forgot-password/code: exchanges the mailed code for a reset token. */
export function exchangeResetCode(body: EndpointBody<'forgotPasswordCode'>) {
  return call(authEndpoints.forgotPasswordCode, { body });
}
