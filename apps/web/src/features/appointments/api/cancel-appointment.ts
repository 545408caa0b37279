import { appointmentsEndpoints } from '@portal/contract/endpoints/appointments';
import { call } from '../../../lib/call';

/** POST /appointments/:id/cancel: the member cancels their own appointment while it may be. */
export function cancelMyAppointment(id: number) {
  return call(appointmentsEndpoints.cancelMyAppointment, { params: { id } });
}
