import { APPOINTMENT_LIMITS } from '@portal/contract/appointments-values';
import { appointmentsEndpoints } from '@portal/contract/endpoints/appointments';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';

export const myAppointmentsKey = ['appointments', 'mine'] as const;

/** GET /user/appointments: my appointments (the largest page: a member holds few). */
export function useMyAppointments() {
  return useQuery({
    queryKey: myAppointmentsKey,
    queryFn: ({ signal }) =>
      call(appointmentsEndpoints.myAppointments, {
        query: { per_page: APPOINTMENT_LIMITS.perPage.max },
        signal,
      }),
  });
}
