import { trustEndpoints } from '@portal/contract/endpoints/trust';
import type {
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
export type ReportGroup = ReportsQueue['data'][number];

/** Every cached page of the reports queue: an action refreshes them all, and the audit log. */
export const REPORTS_KEY = ['admin', 'reports'] as const;

/** GET /admin/reports: open reports grouped by listing, reported longest ago first. */
export function useReports(page: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...REPORTS_KEY, locale, page],
    queryFn: ({ signal }) => call(trustEndpoints.reportsQueue, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export type ReportAction =
  | { action: 'dismiss' }
  | { action: 'unpublish'; body: UnpublishBody }
  | { action: 'warn'; body: WarnBody }
  | { action: 'suspend'; body: SuspendBody };

function sendReportAction(id: number, action: ReportAction) {
  switch (action.action) {
    case 'dismiss':
      return call(trustEndpoints.dismissReport, { params: { id } });
    case 'unpublish':
      return call(trustEndpoints.unpublishReported, { params: { id }, body: action.body });
    case 'warn':
      return call(trustEndpoints.warnReported, { params: { id }, body: action.body });
    case 'suspend':
      return call(trustEndpoints.suspendReported, { params: { id }, body: action.body });
  }
}

/** POST /admin/reports/{listing}/{action}: closes the listing's open reports with the action. */
export function useReportAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listingId, action }: { listingId: number; action: ReportAction }) =>
      sendReportAction(listingId, action),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
        queryClient.invalidateQueries({ queryKey: USERS_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
      ]),
  });
}
