import { authEndpoints } from '@portal/contract/endpoints/auth';
import { call } from '../../../lib/call';

/** POST /email/resend: mails a new verification code (once a minute). */
export function resendVerification() {
  return call(authEndpoints.resendVerification);
}
