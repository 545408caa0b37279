import { moderationEndpoints } from '@portal/contract/endpoints/moderation';
import type { rejectionReasonsResponseSchema } from '@portal/contract/moderation';
import type { RejectionReasonCreateBody, RejectionReasonUpdateBody } from '@portal/contract/settings-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../../lib/call';
import { useLocale } from '../../../../lib/use-locale';
import { AUDIT_LOG_KEY } from './audit-log';

export type RejectionReason = z.infer<typeof rejectionReasonsResponseSchema>['data'][number];

const REASONS_KEY = ['admin', 'rejection-reasons'] as const;

/** GET /admin/rejection-reasons: the presets, in the page's language. */
export function useRejectionReasons() {
  const locale = useLocale();
  return useQuery({
    queryKey: [...REASONS_KEY, locale],
    queryFn: ({ signal }) => call(moderationEndpoints.rejectionReasons, { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
}

/** GET /admin/rejection-reasons/all (admins): every preset, inactive ones too. */
export function useAdminRejectionReasons() {
  return useQuery({
    queryKey: [...REASONS_KEY, 'all'],
    queryFn: ({ signal }) => call(moderationEndpoints.allRejectionReasons, { signal }).then((r) => r.data),
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
      return call(moderationEndpoints.createRejectionReason, { body: change.body });
    case 'update':
      return call(moderationEndpoints.updateRejectionReason, {
        params: { id: change.id },
        body: change.body,
      });
    case 'delete':
      return call(moderationEndpoints.deleteRejectionReason, { params: { id: change.id } });
    case 'order':
      return call(moderationEndpoints.reorderRejectionReasons, { body: { ids: change.ids } });
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
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
      ]),
  });
}
