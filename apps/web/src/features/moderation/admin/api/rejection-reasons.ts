import type { rejectionReasonsResponseSchema } from '@portal/contract/moderation';
import type {
  AdminRejectionReason,
  RejectionReasonCreateBody,
  RejectionReasonUpdateBody,
} from '@portal/contract/settings-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../../lib/http';
import { useLocale } from '../../../../lib/use-locale';

export type RejectionReason = z.infer<typeof rejectionReasonsResponseSchema>['data'][number];

const REASONS_KEY = ['admin', 'rejection-reasons'] as const;

/** GET /admin/rejection-reasons: the presets, in the page's language. */
export function useRejectionReasons() {
  const locale = useLocale();
  return useQuery({
    queryKey: [...REASONS_KEY, locale],
    queryFn: ({ signal }) =>
      http<{ data: RejectionReason[] }>('admin/rejection-reasons', { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
}

/** GET /admin/rejection-reasons/all (admins): every preset, inactive ones too. */
export function useAdminRejectionReasons() {
  return useQuery({
    queryKey: [...REASONS_KEY, 'all'],
    queryFn: ({ signal }) =>
      http<{ data: AdminRejectionReason[] }>('admin/rejection-reasons/all', { signal }).then((r) => r.data),
  });
}

export type ReasonChange =
  | { kind: 'create'; body: RejectionReasonCreateBody }
  | { kind: 'update'; id: number; body: RejectionReasonUpdateBody }
  | { kind: 'delete'; id: number }
  | { kind: 'order'; ids: number[] };

function send(change: ReasonChange): Promise<unknown> {
  switch (change.kind) {
    case 'create':
      return http('admin/rejection-reasons', { method: 'POST', body: change.body });
    case 'update':
      return http(`admin/rejection-reasons/${change.id}`, { method: 'PATCH', body: change.body });
    case 'delete':
      return http(`admin/rejection-reasons/${change.id}`, { method: 'DELETE' });
    case 'order':
      return http('admin/rejection-reasons/order', { method: 'PUT', body: { ids: change.ids } });
  }
}

/** A change of the presets (admins); the management list, the reject dialog's and the audit log follow. */
export function useReasonChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: REASONS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] }),
      ]),
  });
}
