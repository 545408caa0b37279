import type {
  ReportActionResponse,
  reportsQueueResponseSchema,
  SuspendBody,
  UnpublishBody,
  WarnBody,
} from '@portal/contract/trust';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../../lib/http';
import { useLocale } from '../../../../lib/use-locale';

export type ReportsQueue = z.infer<typeof reportsQueueResponseSchema>;
export type ReportGroup = ReportsQueue['data'][number];

/** Every cached page of the reports queue: an action refreshes them all, and the audit log. */
export const REPORTS_KEY = ['admin', 'reports'] as const;

/** GET /admin/reports: open reports grouped by listing, reported longest ago first. */
export function useReports(page: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...REPORTS_KEY, locale, page],
    queryFn: ({ signal }) => http<ReportsQueue>('admin/reports', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export type ReportAction =
  | { action: 'dismiss' }
  | { action: 'unpublish'; body: UnpublishBody }
  | { action: 'warn'; body: WarnBody }
  | { action: 'suspend'; body: SuspendBody };

/** POST /admin/reports/{listing}/{action}: closes the listing's open reports with the action. */
export function useReportAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listingId, action }: { listingId: number; action: ReportAction }) =>
      http<ReportActionResponse>(`admin/reports/${listingId}/${action.action}`, {
        method: 'POST',
        ...('body' in action ? { body: action.body } : {}),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] }),
      ]),
  });
}
