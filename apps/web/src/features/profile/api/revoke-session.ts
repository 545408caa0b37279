import { authEndpoints } from '@portal/contract/endpoints/auth';
import { call } from '../../../lib/call';

/** DELETE /user/sessions/{id}: signs one device out. */
export function revokeSession(id: number) {
  return call(authEndpoints.revokeSession, { params: { id } });
}
