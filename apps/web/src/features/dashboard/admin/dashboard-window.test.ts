import { describe, expect, it } from 'vitest';
import { dashboardSearch, readDashboardWindow } from './dashboard-window';

describe('the dashboard window in the URL', () => {
  it('reads 7, 30 or 90 days and falls back to 30 for anything else', () => {
    expect(readDashboardWindow(new URLSearchParams('days=7'))).toBe(7);
    expect(readDashboardWindow(new URLSearchParams('days=90'))).toBe(90);
    expect(readDashboardWindow(new URLSearchParams(''))).toBe(30);
    for (const bad of ['14', '7.0', '07', 'abc', '-7'])
      expect(readDashboardWindow(new URLSearchParams({ days: bad }))).toBe(30);
  });

  it('writes the window, leaving the default out', () => {
    expect(dashboardSearch(7)).toBe('?days=7');
    expect(dashboardSearch(90)).toBe('?days=90');
    expect(dashboardSearch(30)).toBe('');
  });
});
