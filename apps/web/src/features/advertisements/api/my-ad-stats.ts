import { advertisementsEndpoints } from '@portal/contract/endpoints/advertisements';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';

/** GET /user/advertisements/:id/stats: impressions and clicks per day of one of my advertisements. */
export function useMyAdStats(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['advertisements', 'mine', 'stats', id],
    queryFn: ({ signal }) => call(advertisementsEndpoints.myAdStats, { params: { id: String(id) }, signal }),
    enabled,
  });
}
