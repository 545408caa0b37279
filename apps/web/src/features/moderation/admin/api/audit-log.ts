import { moderationEndpoints } from '@portal/contract/endpoints/moderation';
import type { AuditEntry, auditLogResponseSchema } from '@portal/contract/moderation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../../lib/call';

export type { AuditEntry };

/** The audit log's queries: every back-office change asks for it again. */
export const AUDIT_LOG_KEY = ['admin', 'audit-log'] as const;
export type AuditLog = z.infer<typeof auditLogResponseSchema>;
export interface AuditSearch {
  actor: string;
  action: string;
  subject: string;
  page: number;
}

/** GET /admin/audit-log: newest first, searched by actor, action and subject. */
export function useAuditLog(search: AuditSearch, enabled = true) {
  return useQuery({
    queryKey: [...AUDIT_LOG_KEY, search],
    queryFn: ({ signal }) =>
      call(moderationEndpoints.auditLog, {
        query: {
          actor: search.actor.trim(),
          action: search.action.trim(),
          subject: search.subject.trim(),
          page: search.page,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
