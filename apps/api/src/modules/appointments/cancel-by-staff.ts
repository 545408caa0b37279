import type { Locale } from '@portal/contract/locale';
import type { AppointmentsDeps } from './deps';
import { freePlace, updateAppointment } from './queries';
import { staffAction } from './staff-action';

/** Staff cancel an active appointment with a reason (shown to the member); the place is freed. */
export function cancelAppointmentByStaff(
  deps: AppointmentsDeps,
  input: { actorId: number; id: number; locale: Locale; reason: string },
) {
  return staffAction(deps, {
    ...input,
    action: 'cancel',
    accepts: ['requested', 'confirmed', 'rescheduled'],
    change: async (tx, row) => {
      await updateAppointment(tx, row.id, { status: 'cancelled', staffReason: input.reason });
      await freePlace(tx, row.branchId, row.startsAt);
      return { status: 'cancelled' };
    },
    mail: () => ({ kind: 'cancelled', by: 'staff', reason: input.reason }),
  });
}
