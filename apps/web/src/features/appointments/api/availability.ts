import { appointmentsEndpoints } from '@portal/contract/endpoints/appointments';
import { APPOINTMENT_LIMITS } from '@portal/contract/appointments-values';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { addDays } from '../slots';

export const availabilityKey = ['appointments', 'availability'] as const;

/**
 * GET /appointments/availability: the slots of a service at a branch from a local day over the
 * longest range one request covers, keyed by the member's local days (the http client sends
 * X-timezone). Nothing is asked until both are chosen.
 */
export function useAvailability(serviceId: number | null, branchId: number | null, from: string) {
  const to = addDays(from, APPOINTMENT_LIMITS.availabilityDays - 1);
  return useQuery({
    queryKey: [...availabilityKey, serviceId, branchId, from, to],
    queryFn: ({ signal }) =>
      call(appointmentsEndpoints.appointmentAvailability, {
        query: { service_id: serviceId!, branch_id: branchId!, from, to },
        signal,
      }),
    enabled: serviceId !== null && branchId !== null,
    // Places go quickly: a slot shown free is checked again on booking (409 when taken).
    staleTime: 30_000,
  });
}
