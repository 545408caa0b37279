import type { EndpointBody } from '@portal/contract/endpoint-schemas';
import { appointmentsEndpoints } from '@portal/contract/endpoints/appointments';
import { call } from '../../../../lib/call';

/** POST /admin/appointments/:id/reschedule: moved to another free slot; the member is mailed the new time. */
export function rescheduleAppointment(id: number, body: EndpointBody<'rescheduleAppointment'>) {
  return call(appointmentsEndpoints.rescheduleAppointment, { params: { id }, body });
}
