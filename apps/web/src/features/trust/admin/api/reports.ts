import { trustEndpoints } from '@portal/contract/endpoints/trust';
import type {
  ReportKindFilter,
  reportsQueueResponseSchema,
  SuspendBody,
  UnpublishBody,
  WarnBody,
} from '@portal/contract/trust';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../../lib/call';
import { useLocale } from '../../../../lib/use-locale';
import { AUDIT_LOG_KEY } from '../../../moderation/admin/api/audit-log';
import { USERS_KEY } from './users';

export type ReportsQueue = z.infer<typeof reportsQueueResponseSchema>;
export type ReportsQueueItem = ReportsQueue['data'][number];
export type ReportGroup = Extract<ReportsQueueItem, { kind: 'listing' }>;
export type ConversationReportGroup = Extract<ReportsQueueItem, { kind: 'conversation' }>;

/** Every cached page of the reports queue: an action refreshes them all, and the audit log. */
export const REPORTS_KEY = ['admin', 'reports'] as const;

/** GET /admin/reports: reported listings and conversations, reported longest ago first. */
export function useReports(page: number, kind: ReportKindFilter = 'all') {
  const locale = useLocale();
  return useQuery({
    queryKey: [...REPORTS_KEY, locale, kind, page],
    queryFn: ({ signal }) => call(trustEndpoints.reportsQueue, { query: { page, kind }, signal }),
    placeholderData: keepPreviousData,
  });
}

export type ReportAction =
  | { action: 'dismiss' }
  | { action: 'unpublish'; body: UnpublishBody }
  | { action: 'warn'; body: WarnBody }
  | { action: 'suspend'; body: SuspendBody };

/** What an action is about: a reported listing, or a reported conversation and one of its people. */
export type ReportTarget =
  { kind: 'listing'; id: number } | { kind: 'conversation'; id: number; userId: number };

function sendReportAction(target: ReportTarget, action: ReportAction): Promise<unknown> {
  const params = { id: target.id };
  if (target.kind === 'conversation') {
    const person = { user_id: target.userId };
    switch (action.action) {
      case 'warn':
        return call(trustEndpoints.warnConversationPerson, { params, body: { ...action.body, ...person } });
      case 'suspend':
        return call(trustEndpoints.suspendConversationPerson, {
          params,
          body: { ...action.body, ...person },
        });
      default:
        return call(trustEndpoints.dismissConversationReport, { params });
    }
  }
  switch (action.action) {
    case 'dismiss':
      return call(trustEndpoints.dismissReport, { params });
    case 'unpublish':
      return call(trustEndpoints.unpublishReported, { params, body: action.body });
    case 'warn':
      return call(trustEndpoints.warnReported, { params, body: action.body });
    case 'suspend':
      return call(trustEndpoints.suspendReported, { params, body: action.body });
  }
}

/** POST /admin/reports/…/{action}: closes the listing's or the conversation's open reports with the action. */
export function useReportAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, action }: { target: ReportTarget; action: ReportAction }) =>
      sendReportAction(target, action),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
        queryClient.invalidateQueries({ queryKey: USERS_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
      ]),
  });
}
