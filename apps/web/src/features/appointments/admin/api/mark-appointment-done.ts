import { appointmentsEndpoints } from '@portal/contract/endpoints/appointments';
import { call } from '../../../../lib/call';

/** POST /admin/appointments/:id/done: the visit took place. */
export function markAppointmentDone(id: number) {
  return call(appointmentsEndpoints.completeAppointment, { params: { id } });
}
