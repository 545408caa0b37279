import type { PublicUser } from '@portal/contract/auth';
import type { Dashboard } from '@portal/contract/dashboard';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { setCurrentUser } from '../../auth/api';
import DashboardPage from './pages/dashboard-page';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function dashboard(days: number): Dashboard {
  const series = Array.from({ length: days }, (_, i) => ({
    day: new Date(Date.UTC(2026, 10, 24 - days + 1 + i)).toISOString().slice(0, 10),
    approved: i === days - 1 ? 3 : 0,
    rejected: i === days - 2 ? 1 : 0,
    new_users: 2,
  }));
  return {
    days,
    time_zone: 'Africa/Algiers',
    generated_at: '2026-11-24T10:00:00.000Z',
    queues: {
      pending: { announcements: 2, sales: 1 },
      pending_edits: { announcements: 0, sales: 1 },
      waiting_payment: { announcements: 0, sales: 4 },
    },
    reports: { listings: 2, conversations: 1, reports: 4 },
    requests: { appointments: 5, join_requests: 6, contact_threads: 7, survey_responses: 8 },
    series,
    totals: { approved: 3, rejected: 1, new_users: 2 * days },
    decision_time: { decisions: 4, median_seconds: 2 * 3600 + 15 * 60, p90_seconds: 7 * 3600 },
  };
}

/** A fake API answering the dashboard of the asked window, and the calls it got. */
function fakeApi() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const parsed = new URL(url, 'http://x');
      calls.push(`${parsed.pathname}${parsed.search}`);
      const days = Number(parsed.searchParams.get('days'));
      return new Response(JSON.stringify(dashboard(days)), { status: 200 });
    }),
  );
  return calls;
}

function renderPage(entry = '/admin/dashboard') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  setCurrentUser(client, { id: 1, first_name: 'Mod', role: 'moderator' } as PublicUser);
  const router = createMemoryRouter([{ path: '/admin/dashboard', element: <DashboardPage /> }], {
    initialEntries: [entry],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the dashboard page', () => {
  it('shows what waits, each figure linking to its queue', async () => {
    const calls = fakeApi();
    renderPage();
    const pending = await screen.findByTestId('stat-pending');
    expect(calls).toEqual(['/api/v1/admin/dashboard?days=30']);
    expect(within(pending).getByTestId('stat-value').textContent).toBe('3');
    expect(
      within(pending)
        .getByRole('link', { name: /New listings to review/ })
        .getAttribute('href'),
    ).toBe('/admin');
    expect(within(pending).getByRole('link', { name: 'Sales: 1' }).getAttribute('href')).toBe(
      '/admin?platform=sales',
    );
    expect(within(pending).getByRole('link', { name: 'Announcements: 2' }).getAttribute('href')).toBe(
      '/admin?platform=announcements',
    );
    const reports = screen.getByTestId('stat-reports');
    expect(within(reports).getByRole('link').getAttribute('href')).toBe('/admin/reports');
    expect(reports.textContent).toContain('4 open reports');
    expect(reports.textContent).toContain('Listings: 2 · conversations: 1');
    expect(within(reports).getByTestId('stat-value').textContent).toBe('3');
    expect(within(screen.getByTestId('stat-waiting-payment')).getByTestId('stat-value').textContent).toBe(
      '4',
    );
    expect(within(screen.getByTestId('stat-pending-edits')).getByTestId('stat-value').textContent).toBe('1');
    expect(screen.getByTestId('dashboard-zone').textContent).toContain('Africa/Algiers');
    for (const [testId, value, href] of [
      ['stat-appointments', '5', '/admin/appointments'],
      ['stat-join-requests', '6', '/admin/join-requests'],
      ['stat-contact-threads', '7', '/admin/contact'],
      ['stat-survey-responses', '8', '/admin/survey'],
    ] as const) {
      const card = screen.getByTestId(testId);
      expect(within(card).getByTestId('stat-value').textContent).toBe(value);
      expect(within(card).getByRole('link').getAttribute('href')).toBe(href);
    }
  });

  it("shows the window's totals, the median as a duration, and a chart of each series", async () => {
    fakeApi();
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Last 30 days' })).toBeTruthy();
    expect(screen.getByTestId('stat-median').textContent).toContain('2 hr 15 min');
    expect(screen.getByTestId('stat-median').textContent).toContain('Decisions: 4 · 90% within 7 hr');
    expect(within(screen.getByTestId('stat-new-users')).getByTestId('stat-value').textContent).toBe('60');
    const decisions = screen.getByRole('img', { name: 'Approved and rejected per day' });
    expect(decisions.querySelectorAll('[data-testid="chart-day"]')).toHaveLength(30);
    expect(screen.getByRole('img', { name: 'New users per day' })).toBeTruthy();
  });

  it('keeps the window in the URL and fetches the chosen one', async () => {
    const calls = fakeApi();
    const router = renderPage('/admin/dashboard?days=7');
    const period = await screen.findByRole('navigation', { name: 'Period' });
    expect(within(period).getByRole('link', { name: '7 days' }).getAttribute('aria-current')).toBe('true');
    const users = await screen.findByRole('img', { name: 'New users per day' });
    expect(users.querySelectorAll('[data-testid="chart-day"]')).toHaveLength(7);
    // The default window leaves the URL bare.
    await userEvent.click(within(period).getByRole('link', { name: '30 days' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { level: 2, name: 'Last 30 days' })).toBeTruthy();
    expect(calls).toEqual(['/api/v1/admin/dashboard?days=7', '/api/v1/admin/dashboard?days=30']);
  });
});
