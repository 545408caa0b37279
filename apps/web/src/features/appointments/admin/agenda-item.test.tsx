import type { AdminAppointment } from '@portal/contract/appointments';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render-routes';
import { testAppointment } from '../../../test/appointments';
import { AgendaItem } from './components/agenda-item';

const api = vi.hoisted(() => ({ confirm: vi.fn(), done: vi.fn(), cancel: vi.fn() }));
vi.mock('./api/confirm-appointment', () => ({ confirmAppointment: api.confirm }));
vi.mock('./api/mark-appointment-done', () => ({ markAppointmentDone: api.done }));
vi.mock('./api/cancel-appointment', () => ({ cancelAppointment: api.cancel }));

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);
beforeEach(() => {
  api.confirm.mockReset().mockResolvedValue({});
  api.cancel.mockReset().mockResolvedValue({});
});

const ITEM = testAppointment({ note: 'Bring the passport?' });

const renderItem = (item: AdminAppointment = ITEM) =>
  renderRoutes([{ path: '/', element: <AgendaItem item={item} /> }], '/');

describe('an appointment of the agenda', () => {
  it('shows the member, the note and the actions of an active appointment', () => {
    renderItem();
    const card = screen.getByTestId('agenda-item');
    expect(card.textContent).toContain('Nadia Test');
    expect(card.textContent).toContain('Bring the passport?');
    for (const name of ['Confirm', 'Reschedule', 'Mark as done', 'Cancel']) {
      expect(within(card).getByRole('button', { name })).toBeTruthy();
    }
  });

  it('offers nothing on a cancelled one', () => {
    renderItem({ ...ITEM, status: 'cancelled', staff_reason: 'Closed' });
    expect(within(screen.getByTestId('agenda-item')).queryByRole('button')).toBeNull();
  });

  it('confirms after asking', async () => {
    const user = renderItem();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.confirm).toHaveBeenCalledWith(12));
  });

  it('cancels only with a reason', async () => {
    const user = renderItem();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the appointment' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the appointment' }));
    expect(api.cancel).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    await user.type(within(dialog).getByLabelText('Reason'), 'The branch is closed that day.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the appointment' }));
    await waitFor(() =>
      expect(api.cancel).toHaveBeenCalledWith(12, { reason: 'The branch is closed that day.' }),
    );
  });
});
