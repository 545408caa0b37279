import { authEndpoints } from '@portal/contract/endpoints/auth';
import { call } from '../../../lib/call';

/** DELETE /user/sessions: signs every other device out. */
export function revokeOtherSessions() {
  return call(authEndpoints.revokeOtherSessions);
}
