import type { EndpointBody } from '@portal/contract/endpoint-schemas';
import { appointmentsEndpoints } from '@portal/contract/endpoints/appointments';
import { call } from '../../../lib/call';

/** POST /appointments: books a free slot (409 when it was just taken, 403 when the email is unverified). */
export function bookAppointment(body: EndpointBody<'createAppointment'>) {
  return call(appointmentsEndpoints.createAppointment, { body });
}
