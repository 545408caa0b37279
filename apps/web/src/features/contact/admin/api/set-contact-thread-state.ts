import type { EndpointBody } from '@portal/contract/endpoint-schemas';
import { contactEndpoints } from '@portal/contract/endpoints/contact';
import { call } from '../../../../lib/call';

/** POST /admin/contact/threads/:id/state: close a thread, or reopen it. */
export function setContactThreadState(id: number, body: EndpointBody<'setContactThreadState'>) {
  return call(contactEndpoints.setContactThreadState, { params: { id: String(id) }, body });
}
