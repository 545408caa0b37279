import type { EndpointBody } from '@portal/contract/endpoint-schemas';
import { newsletterEndpoints } from '@portal/contract/endpoints/newsletter';
import { call } from '../../../../lib/call';

/** POST /admin/newsletter/issues: saves an issue (bodies sanitized by the server). */
export function createNewsletterIssue(body: EndpointBody<'createNewsletterIssue'>) {
  return call(newsletterEndpoints.createNewsletterIssue, { body });
}
