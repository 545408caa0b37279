import { joinRequestsEndpoints } from '@portal/contract/endpoints/join-requests';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/call';
import { ADMIN_JOIN_REQUESTS_KEY } from './join-requests-queue';

/** GET /admin/join-requests/:id: one request with its sender and files. */
export function useAdminJoinRequest(id: number) {
  return useQuery({
    queryKey: [...ADMIN_JOIN_REQUESTS_KEY, 'one', id],
    queryFn: async ({ signal }) =>
      (await call(joinRequestsEndpoints.adminJoinRequest, { params: { id }, signal })).join_request,
  });
}
