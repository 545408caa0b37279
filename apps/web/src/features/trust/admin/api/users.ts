import { trustEndpoints } from '@portal/contract/endpoints/trust';
import type { AdminUserSummary, adminUsersResponseSchema } from '@portal/contract/trust';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../../lib/call';
import { AUDIT_LOG_KEY } from '../../../moderation/admin/api/audit-log';

export type AdminUsers = z.infer<typeof adminUsersResponseSchema>;
export type { AdminUserSummary };

export interface UsersSearch {
  q: string;
  page: number;
}

export const USERS_KEY = ['admin', 'users'] as const;

/** GET /admin/users: newest first, searched by name, email, username or phone. */
export function useAdminUsers(search: UsersSearch) {
  return useQuery({
    queryKey: [...USERS_KEY, search],
    queryFn: ({ signal }) =>
      call(trustEndpoints.adminUsers, { query: { q: search.q.trim(), page: search.page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/users/{id}/suspend or /unsuspend. */
export function useSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, suspend }: { id: number; suspend: boolean }) =>
      suspend
        ? call(trustEndpoints.suspendUser, { params: { id }, body: {} })
        : call(trustEndpoints.unsuspendUser, { params: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: USERS_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
      ]),
  });
}
