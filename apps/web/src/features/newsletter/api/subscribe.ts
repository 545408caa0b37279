import type { EndpointBody } from '@portal/contract/endpoint-schemas';
import { newsletterEndpoints } from '@portal/contract/endpoints/newsletter';
import { call } from '../../../lib/call';

/** POST /newsletter/subscribe: mails a confirmation link; the same answer whatever the address. */
export function subscribeNewsletter(body: EndpointBody<'subscribeNewsletter'>) {
  return call(newsletterEndpoints.subscribeNewsletter, { body });
}
