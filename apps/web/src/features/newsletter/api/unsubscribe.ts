import { newsletterEndpoints } from '@portal/contract/endpoints/newsletter';
import { call } from '../../../lib/call';

/** POST /newsletter/unsubscribe: ends the subscription of the mailed link, without an account. */
export function unsubscribeNewsletter(token: string) {
  return call(newsletterEndpoints.unsubscribeNewsletter, { body: { token } });
}
