import type { Appointment } from '@portal/contract/appointments';
import type { Locale } from '@portal/contract/locale';
import { AppError } from '../../platform/errors';
import { getSettings, portalTimeZone } from '../settings/service';
import { enqueueAppointmentMail } from './appointment-mails';
import { nowOf, type AppointmentsDeps } from './deps';
import { freePlace, lockAppointment, selectAppointment, updateAppointment } from './queries';
import { appointmentView, canCancel } from './view';

/**
 * The member cancels their own appointment, until cancel_until_hours before it; its place is
 * freed and the cancellation mailed (its calendar file removes the event). Someone else's appointment answers 404 (its existence is not told).
 */
export async function cancelMyAppointment(
  deps: AppointmentsDeps,
  input: { userId: number; id: number; locale: Locale },
): Promise<Appointment> {
  const settings = await getSettings(deps.db);
  const now = nowOf(deps);
  const cancelUntilHours = settings.appointments.cancel_until_hours;
  await deps.db.transaction(async (tx) => {
    const row = await lockAppointment(tx, input.id);
    if (!row || row.userId !== input.userId) throw new AppError('not_found');
    if (!canCancel(row, cancelUntilHours, now)) throw new AppError('appointment_not_cancellable');
    await updateAppointment(tx, row.id, { status: 'cancelled' });
    await freePlace(tx, row.branchId, row.startsAt);
    await enqueueAppointmentMail(deps, tx, {
      id: row.id,
      settings,
      event: { kind: 'cancelled', by: 'member', reason: null },
    });
  });
  deps.notifyMail();
  const item = await selectAppointment(deps.db, input.id, input.locale);
  if (!item) throw new AppError('not_found');
  return appointmentView(item, { zone: portalTimeZone(settings), cancelUntilHours, now });
}
