import { newsletterEndpoints } from '@portal/contract/endpoints/newsletter';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/call';

export const newsletterStatsKey = ['admin', 'newsletter', 'stats'] as const;

/** GET /admin/newsletter/stats: subscribers by state and language. */
export function useNewsletterStats() {
  return useQuery({
    queryKey: newsletterStatsKey,
    queryFn: ({ signal }) => call(newsletterEndpoints.newsletterStats, { signal }),
  });
}
