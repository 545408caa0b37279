import type { Appointment, AppointmentBody } from '@portal/contract/appointments';
import type { Locale } from '@portal/contract/locale';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../platform/errors';
import { enqueueAppointmentMail } from './appointment-mails';
import { nowOf, type AppointmentsDeps } from './deps';
import { hasActiveAt, insertAppointment, selectAppointment, takePlace } from './queries';
import { bookingRules } from './rules';
import { offeredSlot } from './slots';
import { appointmentView } from './view';

/**
 * A member books a slot: it must be offered now (hours, closures, notice, window) and have a
 * place left, taken in the transaction that inserts the appointment, so two bookings of the
 * last place cannot both succeed. A member holds one active appointment per start. The mail
 * saying the request is registered (with its calendar file) is queued in the same transaction.
 */
export async function createAppointment(
  deps: AppointmentsDeps,
  input: { userId: number; locale: Locale; body: AppointmentBody & { note: string } },
): Promise<Appointment> {
  const { rules, settings } = await bookingRules(deps, input.body.service_id, input.body.branch_id);
  if (!settings.settings_state.appointments_open) throw new AppError('appointments_closed');
  const slot = offeredSlot(rules, new Date(input.body.starts_at));
  if (!slot) throw new AppError('slot_unavailable');
  try {
    const id = await deps.db.transaction(async (tx) => {
      if (await hasActiveAt(tx, input.userId, slot.startsAt))
        throw new AppError('appointment_already_booked');
      if (!(await takePlace(tx, rules.branchId, slot.startsAt, settings.appointments.capacity_per_slot))) {
        throw new AppError('slot_unavailable');
      }
      const row = await insertAppointment(tx, {
        userId: input.userId,
        serviceId: input.body.service_id,
        branchId: input.body.branch_id,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        note: input.body.note,
        locale: input.locale,
      });
      await enqueueAppointmentMail(deps, tx, { id: row.id, settings, event: { kind: 'requested' } });
      return row.id;
    });
    deps.notifyMail();
    const item = await selectAppointment(deps.db, id, input.locale);
    if (!item) throw new AppError('not_found');
    return appointmentView(item, {
      zone: rules.zone,
      cancelUntilHours: settings.appointments.cancel_until_hours,
      now: nowOf(deps),
    });
  } catch (error) {
    // The same member's parallel request won the start meanwhile.
    if (isUniqueViolation(error)) throw new AppError('appointment_already_booked');
    throw error;
  }
}
