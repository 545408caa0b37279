import type { Dashboard, DashboardWindow } from '@portal/contract/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../../lib/http';

export type { Dashboard };

/** GET /admin/dashboard: what waits now and the window's days (fetched again on each visit). */
export function useDashboard(days: DashboardWindow) {
  return useQuery({
    queryKey: ['admin', 'dashboard', days],
    queryFn: ({ signal }) => http<Dashboard>('admin/dashboard', { query: { days }, signal }),
    placeholderData: keepPreviousData,
  });
}
