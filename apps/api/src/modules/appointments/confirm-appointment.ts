import type { Locale } from '@portal/contract/locale';
import type { AppointmentsDeps } from './deps';
import { updateAppointment } from './queries';
import { staffAction } from './staff-action';

/** Staff accept a requested (or rescheduled) appointment. */
export function confirmAppointment(
  deps: AppointmentsDeps,
  input: { actorId: number; id: number; locale: Locale },
) {
  return staffAction(deps, {
    ...input,
    action: 'confirm',
    accepts: ['requested', 'rescheduled'],
    change: async (tx, row) => {
      await updateAppointment(tx, row.id, { status: 'confirmed' });
      return { status: 'confirmed' };
    },
    mail: () => ({ kind: 'confirmed' }),
  });
}
