import type { AdminAppointment } from '@portal/contract/appointments';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render-routes';
import { testAppointment } from '../../../test/appointments';
import AgendaPage from './pages/agenda-page';

const asked = vi.hoisted(() => [] as { branchId: number; from: string; to: string; status?: string }[]);
const items = vi.hoisted(() => [] as AdminAppointment[]);

vi.mock('../api/bookable-services', async () => {
  const { loadedServices, testBranch } = await import('../../../test/appointments');
  return {
    useBookableServices: () =>
      loadedServices([
        { id: 7, title: 'Visa', summary: '', branches: [testBranch(2, 'Oran'), testBranch(1, 'Alger')] },
      ]),
  };
});
// The agenda's days are the portal zone's, read from the settings.
vi.mock('../../settings/api', () => ({
  useSettings: () => ({ data: { appointments: { time_zone: 'Africa/Algiers' } }, isError: false }),
}));
vi.mock('./api/agenda', () => ({
  agendaKey: ['admin', 'appointments'],
  useAgenda: (filter: { branchId: number; from: string; to: string; status?: string }) => {
    asked.push(filter);
    return { data: { data: items }, isError: false };
  },
}));

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  asked.length = 0;
});

const render = (query: string) =>
  renderRoutes([{ path: '/admin/appointments', element: <AgendaPage /> }], `/admin/appointments${query}`);

describe('the agenda', () => {
  it('shows the main branch’s week, Monday to Sunday, with each appointment under its day', async () => {
    items.splice(0, items.length, testAppointment({ id: 1 }));
    render('?date=2026-03-04');
    const week = await screen.findByTestId('agenda-week');
    expect(within(week).getAllByRole('heading', { level: 2 })).toHaveLength(7);
    expect(asked.at(-1)).toEqual({ branchId: 1, from: '2026-03-02', to: '2026-03-08', status: undefined });
    const wednesday = within(week).getByRole('region', { name: /Wed/ });
    expect(within(wednesday).getByTestId('agenda-item').textContent).toContain('Nadia Test');
  });

  it('moves by day in the day view, narrowed by status', async () => {
    const user = render('?view=day&date=2026-03-04&status=confirmed&branch=2');
    await screen.findByTestId('agenda-day');
    expect(asked.at(-1)).toEqual({ branchId: 2, from: '2026-03-04', to: '2026-03-04', status: 'confirmed' });
    await user.click(screen.getByRole('button', { name: /Next day/ }));
    expect(asked.at(-1)).toMatchObject({ from: '2026-03-05', to: '2026-03-05' });
    await user.click(screen.getByRole('button', { name: /Previous day/ }));
    await user.click(screen.getByRole('button', { name: /Previous day/ }));
    expect(asked.at(-1)).toMatchObject({ from: '2026-03-03' });
  });
});
