import { joinRequestsEndpoints } from '@portal/contract/endpoints/join-requests';
import type { JoinRequestStatus } from '@portal/contract/join-requests-values';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/call';

export const ADMIN_JOIN_REQUESTS_KEY = ['admin', 'join-requests'] as const;

/** GET /admin/join-requests: the queue, oldest first, in one state or all. */
export function useJoinRequestsQueue(status: JoinRequestStatus | undefined, page: number) {
  return useQuery({
    queryKey: [...ADMIN_JOIN_REQUESTS_KEY, 'queue', status ?? 'all', page],
    queryFn: ({ signal }) =>
      call(joinRequestsEndpoints.adminJoinRequests, {
        query: { ...(status ? { status } : {}), page: String(page) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
