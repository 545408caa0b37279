import { profileEndpoints } from '@portal/contract/endpoints/profile';
import { call } from '../../../lib/call';

/** DELETE /user/avatar: the answer is the user without it. */
export function removeAvatar() {
  return call(profileEndpoints.removeAvatar);
}
