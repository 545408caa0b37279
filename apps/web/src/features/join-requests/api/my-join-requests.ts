import { joinRequestsEndpoints } from '@portal/contract/endpoints/join-requests';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useCurrentUser } from '../../auth/api';

/** Everything cached about my join requests (per user: a sign-out forgets it). */
export const MY_JOIN_REQUESTS_KEY = ['join-requests', 'mine'] as const;

/** GET /user/join-requests: my requests, newest first, with their files. */
export function useMyJoinRequests() {
  const user = useCurrentUser();
  return useQuery({
    queryKey: [...MY_JOIN_REQUESTS_KEY, user?.id],
    queryFn: ({ signal }) => call(joinRequestsEndpoints.myJoinRequests, { signal }),
    enabled: user !== null,
  });
}
