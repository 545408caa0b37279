import type { EndpointBody } from '@portal/contract/endpoint-schemas';
import { profileEndpoints } from '@portal/contract/endpoints/profile';
import { call } from '../../../lib/call';

/** PUT /user/email: mails a code to the new address, which replaces the old one once confirmed. */
export function updateEmail(body: EndpointBody<'updateEmail'>) {
  return call(profileEndpoints.updateEmail, { body });
}
