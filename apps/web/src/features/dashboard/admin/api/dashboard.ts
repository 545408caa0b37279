import type { Dashboard, DashboardWindow } from '@portal/contract/dashboard';
import { dashboardEndpoints } from '@portal/contract/endpoints/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/call';

export type { Dashboard };

/** The dashboard's queries: a payment recorded changes its figures. */
export const DASHBOARD_KEY = ['admin', 'dashboard'] as const;

/** GET /admin/dashboard: what waits now and the window's days (fetched again on each visit). */
export function useDashboard(days: DashboardWindow) {
  return useQuery({
    queryKey: [...DASHBOARD_KEY, days],
    queryFn: ({ signal }) => call(dashboardEndpoints.dashboard, { query: { days }, signal }),
    placeholderData: keepPreviousData,
  });
}
