import type { Locale } from '@portal/contract/locale';
import type { AppointmentsDeps } from './deps';
import { updateAppointment } from './queries';
import { staffAction } from './staff-action';

/** Staff record that the visit took place; its place stays counted (the slot is past). */
export function completeAppointment(
  deps: AppointmentsDeps,
  input: { actorId: number; id: number; locale: Locale },
) {
  return staffAction(deps, {
    ...input,
    action: 'done',
    accepts: ['requested', 'confirmed', 'rescheduled'],
    change: async (tx, row) => {
      await updateAppointment(tx, row.id, { status: 'done' });
      return { status: 'done' };
    },
  });
}
