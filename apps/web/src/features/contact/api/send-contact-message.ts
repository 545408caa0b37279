import type { EndpointBody } from '@portal/contract/endpoint-schemas';
import { contactEndpoints } from '@portal/contract/endpoints/contact';
import { call } from '../../../lib/call';

/** POST /contact: a message to the agency; the sender gets a copy by mail in the page's language. */
export function sendContactMessage(body: EndpointBody<'sendContactMessage'>) {
  return call(contactEndpoints.sendContactMessage, { body });
}
