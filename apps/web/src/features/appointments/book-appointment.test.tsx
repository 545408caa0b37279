import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/http';
import { initI18n } from '../../lib/i18n';
import { renderRoutes } from '../../test/render-routes';
import { dateKey } from '../../ui/date-time';
import BookAppointmentPage from './pages/book-appointment-page';

const state = vi.hoisted(() => ({
  open: true,
  days: [] as { date: string; slots: { starts_at: string; ends_at: string; time: string; free: number }[] }[],
  availabilityCalls: 0,
}));
const book = vi.hoisted(() => vi.fn());

vi.mock('../settings/api', () => ({
  useSettings: () => ({ data: { settings_state: { appointments_open: state.open } } }),
}));
vi.mock('./api/book-appointment', () => ({ bookAppointment: book }));
vi.mock('./api/availability', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    availabilityKey: ['appointments', 'availability'],
    useAvailability: (serviceId: number | null, branchId: number | null, from: string) =>
      useQuery({
        queryKey: ['appointments', 'availability', serviceId, branchId, from],
        queryFn: () => {
          state.availabilityCalls += 1;
          return { time_zone: 'Etc/GMT-1', days: state.days };
        },
        enabled: serviceId !== null && branchId !== null,
      }),
  };
});

vi.mock('./api/bookable-services', async () => {
  const { loadedServices, testBranch: branch } = await import('../../test/appointments');
  return {
    useBookableServices: () =>
      loadedServices([
        {
          id: 7,
          title: 'Visa',
          summary: 'Help with a visa file.',
          branches: [branch(1, 'Alger'), branch(2, 'Oran')],
        },
        { id: 8, title: 'Courses', summary: '', branches: [branch(2, 'Oran')] },
      ]),
  };
});

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

/** Tomorrow: 09:30 and 10:00 free; the day after: full; in three days: 14:00 free. */
function slotsFromTomorrow() {
  const day = (offset: number) => {
    const d = new Date();
    return dateKey(new Date(d.getFullYear(), d.getMonth(), d.getDate() + offset));
  };
  const slot = (offset: number, time: string) => {
    const start = new Date(`${day(offset)}T${time}:00`);
    return {
      starts_at: start.toISOString(),
      ends_at: new Date(+start + 1_800_000).toISOString(),
      time,
      free: 1,
    };
  };
  return {
    first: day(1),
    full: day(2),
    last: day(3),
    days: [
      { date: day(1), slots: [slot(1, '09:30'), slot(1, '10:00')] },
      { date: day(2), slots: [] },
      { date: day(3), slots: [slot(3, '14:00')] },
    ],
  };
}

let slots: ReturnType<typeof slotsFromTomorrow>;
beforeEach(() => {
  state.open = true;
  slots = slotsFromTomorrow();
  state.days = slots.days;
  state.availabilityCalls = 0;
  book.mockReset();
});

const renderPage = (path = '/book-appointment?service=7') =>
  renderRoutes(
    [
      { path: '/book-appointment', element: <BookAppointmentPage /> },
      { path: '/profile/appointments', element: <p>mine</p> },
    ],
    path,
  );

const select = (name: string) => screen.getByLabelText(name) as HTMLSelectElement;
const enabledOptions = (s: HTMLSelectElement) =>
  [...s.options].filter((o) => !o.disabled).map((o) => o.value);

describe('booking an appointment', () => {
  it('presets the service from the link and offers only the free slots of the chosen branch', async () => {
    const user = renderPage();
    expect(select('Service').value).toBe('7');
    expect(screen.queryByText('Date and time of the appointment')).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Oran/ }));
    expect(await screen.findByText(/Times are shown in your time zone/)).toBeTruthy();
    const date = screen.getByLabelText('Date') as HTMLInputElement;
    expect([date.min, date.max]).toEqual([slots.first, slots.last]);
    // One tap on the first free day chooses its first free time.
    await user.click(screen.getAllByTestId('appointment-free-day')[0]!);
    expect(date.value).toBe(slots.first);
    expect(select('Hour').value).toBe('9');
    expect(select('Minute').value).toBe('30');
    expect(enabledOptions(select('Hour'))).toEqual(['9', '10']);
    expect(enabledOptions(select('Minute'))).toEqual(['30']);
    // A full day says so.
    fireEvent.change(date, { target: { value: slots.full } });
    expect(screen.getByText('No free time on this date. Choose another date.')).toBeTruthy();
  });

  it('sends the chosen slot with the note, then says the answer comes by email', async () => {
    book.mockResolvedValue({ message: 'ok' });
    const user = renderPage();
    await user.click(screen.getByRole('radio', { name: /Alger/ }));
    await user.click((await screen.findAllByTestId('appointment-free-day'))[1]!);
    await user.type(screen.getByLabelText(/Note/), 'First visit');
    await user.click(screen.getByRole('button', { name: 'Book the appointment' }));
    await waitFor(() => expect(book).toHaveBeenCalled());
    expect(book.mock.calls[0]![0]).toEqual({
      service_id: 7,
      branch_id: 1,
      starts_at: slots.days[2]!.slots[0]!.starts_at,
      note: 'First visit',
    });
    const done = await screen.findByTestId('appointment-booked');
    expect(done.textContent).toContain('will come by email');
    expect(within(done).getByRole('link', { name: 'See my appointments' }).getAttribute('href')).toBe(
      '/profile/appointments',
    );
  });

  it('asks for a time before sending', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('radio', { name: /Alger/ }));
    await screen.findAllByTestId('appointment-free-day');
    await user.click(screen.getByRole('button', { name: 'Book the appointment' }));
    expect(book).not.toHaveBeenCalled();
  });

  it('keeps the choices and refreshes the free times when the slot was just taken', async () => {
    book.mockRejectedValue(
      new HttpError('status', 409, { message: 'This time is no longer free.', code: 'slot_unavailable' }),
    );
    const user = renderPage();
    await user.click(screen.getByRole('radio', { name: /Alger/ }));
    await user.click((await screen.findAllByTestId('appointment-free-day'))[0]!);
    const calls = state.availabilityCalls;
    await user.click(screen.getByRole('button', { name: 'Book the appointment' }));
    expect((await screen.findByRole('alert')).textContent).toContain('has just been taken');
    await waitFor(() => expect(state.availabilityCalls).toBeGreaterThan(calls));
    expect(select('Service').value).toBe('7');
    expect((screen.getByRole('radio', { name: /Alger/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('says the spec’s words to a member whose email is unverified', async () => {
    book.mockRejectedValue(new HttpError('status', 403, { message: 'x', code: 'email_unverified' }));
    const user = renderPage();
    await user.click(screen.getByRole('radio', { name: /Alger/ }));
    await user.click((await screen.findAllByTestId('appointment-free-day'))[0]!);
    await user.click(screen.getByRole('button', { name: 'Book the appointment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "You haven't verified your email yet. Please check your email to confirm your account.",
    );
  });

  it('shows a closed notice while booking is closed', () => {
    state.open = false;
    renderPage();
    expect(screen.getByText('Booking is closed for now')).toBeTruthy();
    expect(screen.queryByTestId('appointment-form')).toBeNull();
  });
});
