import {
  DASHBOARD_WINDOWS,
  DEFAULT_DASHBOARD_WINDOW,
  type DashboardWindow,
} from '@portal/contract/dashboard';

/** The dashboard's window as the URL holds it (`?days=7`); anything else is the default. */
export function readDashboardWindow(search: URLSearchParams): DashboardWindow {
  const days = search.get('days');
  return DASHBOARD_WINDOWS.find((choice) => String(choice) === days) ?? DEFAULT_DASHBOARD_WINDOW;
}

/** The URL's query for a window; the default is left out so the landing link stays short. */
export function dashboardSearch(days: DashboardWindow): string {
  return days === DEFAULT_DASHBOARD_WINDOW ? '' : `?days=${days}`;
}
