import type { Locale } from '@portal/contract/locale';
import { AppError } from '../../platform/errors';
import type { AppointmentsDeps } from './deps';
import { freePlace, selectAppointment, takePlace, updateAppointment } from './queries';
import { bookingRules } from './rules';
import { offeredSlot } from './slots';
import { staffAction } from './staff-action';

/**
 * Staff move an active appointment to another offered slot of its branch: a place of the new
 * slot is taken (or 409 when full) and the old one freed in the same transaction; the calendar
 * file's sequence goes up so the member's calendar replaces the event.
 */
export async function rescheduleAppointment(
  deps: AppointmentsDeps,
  input: { actorId: number; id: number; locale: Locale; startsAt: string; reason?: string },
) {
  // The rules are read before the transaction: on the embedded database a read through another
  // handle would wait for the transaction to end.
  const current = await selectAppointment(deps.db, input.id, input.locale);
  if (!current) throw new AppError('not_found');
  const { rules, settings } = await bookingRules(deps, current.row.serviceId, current.row.branchId);
  return staffAction(deps, {
    ...input,
    action: 'reschedule',
    accepts: ['requested', 'confirmed', 'rescheduled'],
    change: async (tx, row) => {
      const slot = offeredSlot(rules, new Date(input.startsAt));
      if (!slot || slot.startsAt.getTime() === row.startsAt.getTime()) throw new AppError('slot_unavailable');
      if (!(await takePlace(tx, row.branchId, slot.startsAt, settings.appointments.capacity_per_slot))) {
        throw new AppError('slot_unavailable');
      }
      await freePlace(tx, row.branchId, row.startsAt);
      await updateAppointment(tx, row.id, {
        status: 'rescheduled',
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        staffReason: input.reason ?? null,
        sequence: row.sequence + 1,
        reminderSentAt: null,
      });
      return { status: 'rescheduled', starts_at: slot.startsAt.toISOString() };
    },
    mail: (row) => ({ kind: 'rescheduled', previousStartsAt: row.startsAt, reason: input.reason ?? null }),
  });
}
