import type { EndpointBody } from '@portal/contract/endpoint-schemas';
import { appointmentsEndpoints } from '@portal/contract/endpoints/appointments';
import { call } from '../../../../lib/call';

/** POST /admin/appointments/:id/cancel: cancelled by staff, with the reason mailed to the member. */
export function cancelAppointment(id: number, body: EndpointBody<'cancelAppointmentByStaff'>) {
  return call(appointmentsEndpoints.cancelAppointmentByStaff, { params: { id }, body });
}
