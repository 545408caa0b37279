import type { EndpointBody } from '@portal/contract/endpoint-schemas';
import { profileEndpoints } from '@portal/contract/endpoints/profile';
import { call } from '../../../lib/call';

/** PUT /user/profile: names, phone and birthdate; the answer is the user as saved. */
export function updateProfile(body: EndpointBody<'updateProfile'>) {
  return call(profileEndpoints.updateProfile, { body });
}
