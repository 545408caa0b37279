import { appointmentsEndpoints } from '@portal/contract/endpoints/appointments';
import { call } from '../../../../lib/call';

/** POST /admin/appointments/:id/confirm: the member is mailed the confirmation with its .ics. */
export function confirmAppointment(id: number) {
  return call(appointmentsEndpoints.confirmAppointment, { params: { id } });
}
