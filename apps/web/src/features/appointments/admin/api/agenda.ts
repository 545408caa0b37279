import type { AppointmentStatus } from '@portal/contract/appointments-values';
import { appointmentsEndpoints } from '@portal/contract/endpoints/appointments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/call';

export const agendaKey = ['admin', 'appointments'] as const;

/** GET /admin/appointments: one branch's appointments between two local days, by status if asked. */
export function useAgenda(filter: {
  branchId: number;
  from: string;
  to: string;
  status?: AppointmentStatus;
}) {
  return useQuery({
    queryKey: [...agendaKey, filter],
    queryFn: ({ signal }) =>
      call(appointmentsEndpoints.adminAppointments, {
        query: { branch_id: filter.branchId, from: filter.from, to: filter.to, status: filter.status },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
