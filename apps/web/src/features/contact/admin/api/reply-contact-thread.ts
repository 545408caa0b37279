import type { EndpointBody } from '@portal/contract/endpoint-schemas';
import { contactEndpoints } from '@portal/contract/endpoints/contact';
import { call } from '../../../../lib/call';

/** POST /admin/contact/threads/:id/reply: kept in the thread and mailed to the sender. */
export function replyContactThread(id: number, body: EndpointBody<'replyContactThread'>) {
  return call(contactEndpoints.replyContactThread, { params: { id: String(id) }, body });
}
