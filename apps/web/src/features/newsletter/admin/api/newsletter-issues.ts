import { newsletterEndpoints } from '@portal/contract/endpoints/newsletter';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/call';

export const newsletterIssuesKey = ['admin', 'newsletter', 'issues'] as const;

/** GET /admin/newsletter/issues: the issues, newest first, with the mails each queued. */
export function useNewsletterIssues() {
  return useQuery({
    queryKey: newsletterIssuesKey,
    queryFn: ({ signal }) => call(newsletterEndpoints.listNewsletterIssues, { signal }),
  });
}
