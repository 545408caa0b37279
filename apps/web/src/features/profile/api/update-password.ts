import type { EndpointBody } from '@portal/contract/endpoint-schemas';
import { profileEndpoints } from '@portal/contract/endpoints/profile';
import { call } from '../../../lib/call';

/** PUT /user/password: every other device is signed out. */
export function updatePassword(body: EndpointBody<'updatePassword'>) {
  return call(profileEndpoints.updatePassword, { body });
}
