import { newsletterEndpoints } from '@portal/contract/endpoints/newsletter';
import { call } from '../../../../lib/call';

/** POST /admin/newsletter/issues/:id/send: queues the issue for every active subscriber (idempotent). */
export function sendNewsletterIssue(id: number) {
  return call(newsletterEndpoints.sendNewsletterIssue, { params: { id } });
}
