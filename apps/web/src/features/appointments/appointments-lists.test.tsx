import type { Appointment as MyAppointment } from '@portal/contract/appointments';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { renderRoutes } from '../../test/render-routes';
import { bySlot, byDay } from './admin/pages/agenda-page';
import MyAppointmentsPage, { splitAppointments } from './pages/my-appointments-page';
import { testAppointment } from '../../test/appointments';

const mine = vi.hoisted(() => ({ data: [] as MyAppointment[] }));
const cancel = vi.hoisted(() => vi.fn());
vi.mock('./api/my-appointments', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    myAppointmentsKey: ['appointments', 'mine'],
    useMyAppointments: () =>
      useQuery({
        queryKey: ['appointments', 'mine'],
        queryFn: () => ({ data: mine.data, total: mine.data.length, page: 1, per_page: 50 }),
      }),
  };
});
vi.mock('./api/cancel-appointment', () => ({ cancelMyAppointment: cancel }));

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);
beforeEach(() => cancel.mockReset());

const DAY = 86_400_000;
const appointment = (id: number, offsetDays: number, extra: Partial<MyAppointment> = {}): MyAppointment => ({
  id,
  status: 'requested',
  starts_at: new Date(Date.now() + offsetDays * DAY).toISOString(),
  ends_at: new Date(Date.now() + offsetDays * DAY + 1_800_000).toISOString(),
  service: { id: 7, title: `Service ${id}` },
  branch: { id: 1, title: 'Alger', address: 'Rue Didouche Mourad' },
  time_zone: 'Africa/Algiers',
  note: '',
  staff_reason: null,
  can_cancel: false,
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
  ...extra,
});

const renderPage = () =>
  renderRoutes(
    [
      { path: '/profile/appointments', element: <MyAppointmentsPage /> },
      { path: '/book-appointment', element: <p>book</p> },
    ],
    '/profile/appointments',
  );

describe('my appointments', () => {
  it('puts the upcoming ones first, soonest first, then the past and cancelled, latest first', () => {
    const now = new Date();
    const { upcoming, past } = splitAppointments(
      [
        appointment(1, 5),
        appointment(2, -3, { status: 'done' }),
        appointment(3, 1, { status: 'confirmed' }),
        appointment(4, 2, { status: 'cancelled' }),
        appointment(5, -1, { status: 'confirmed' }),
      ],
      now,
    );
    expect(upcoming.map((a) => a.id)).toEqual([3, 1]);
    expect(past.map((a) => a.id)).toEqual([4, 5, 2]);
  });

  it('shows each with its status and the staff’s reason, and cancels after asking', async () => {
    mine.data = [
      appointment(1, 3, { can_cancel: true }),
      appointment(2, 4, { status: 'cancelled', staff_reason: 'The branch is closed that day.' }),
    ];
    cancel.mockResolvedValue({});
    const user = renderPage();
    const cards = await screen.findAllByTestId('my-appointment');
    expect(within(cards[0]!).getByTestId('appointment-status').textContent).toBe('Requested');
    expect(within(cards[1]!).getByTestId('appointment-status').textContent).toBe('Cancelled');
    expect(within(cards[1]!).getByTestId('appointment-reason').textContent).toContain('closed that day');
    expect(within(cards[1]!).queryByRole('button')).toBeNull();
    await user.click(within(cards[0]!).getByRole('button', { name: 'Cancel the appointment' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Are you sure?');
    expect(dialog.textContent).toContain("You won't be able to revert this!");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the appointment' }));
    await waitFor(() => expect(cancel).toHaveBeenCalledWith(1));
  });

  it('invites to book when there is none', async () => {
    mine.data = [];
    renderPage();
    expect(await screen.findByText('You have no appointments yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book an appointment' }).getAttribute('href')).toBe(
      '/book-appointment',
    );
  });
});

describe('the agenda’s grouping', () => {
  // Instants given in UTC; the portal's zone (UTC+1 in Algiers) decides their day.
  const at = (day: number, hour: number, minute = 0) =>
    new Date(Date.UTC(2026, 2, day, hour, minute)).toISOString();
  const staffView = (id: number, startsAt: string) => testAppointment({ id, starts_at: startsAt });

  it('groups by the portal zone’s day in time order, and a day by slot', () => {
    const items = [
      staffView(1, at(3, 11)),
      staffView(2, at(2, 9)),
      staffView(3, at(3, 9)),
      staffView(4, at(3, 11)),
    ];
    const days = byDay(items, 'Africa/Algiers');
    expect([...days.keys()]).toEqual(['2026-03-02', '2026-03-03']);
    expect(days.get('2026-03-03')!.map((a) => a.id)).toEqual([3, 1, 4]);
    expect(bySlot(days.get('2026-03-03')!).map(([, slot]) => slot.map((a) => a.id))).toEqual([[3], [1, 4]]);
  });

  it('puts a late evening in UTC on the next day of a zone ahead of it', () => {
    const days = byDay([staffView(5, at(2, 23, 30))], 'Africa/Algiers');
    expect([...days.keys()]).toEqual(['2026-03-03']);
  });
});
