import type { AdminAppointment } from '@portal/contract/appointments';
import type { AppointmentStatus } from '@portal/contract/appointments-values';
import type { Locale } from '@portal/contract/locale';
import { getSettings, portalTimeZone } from '../settings/service';
import type { AppointmentsDeps } from './deps';
import { selectAgenda } from './queries';
import { adminAppointmentView } from './view';
import { addDays, zonedInstant } from './zoned-time';

/** The staff agenda between two dates of the portal's calendar (both included). */
export async function agenda(
  deps: AppointmentsDeps,
  input: { from: string; to: string; branchId?: number; status?: AppointmentStatus; locale: Locale },
): Promise<{ time_zone: string; data: AdminAppointment[] }> {
  const zone = portalTimeZone(await getSettings(deps.db));
  const rows = await selectAgenda(
    deps.db,
    {
      from: zonedInstant(input.from, 0, zone),
      to: zonedInstant(addDays(input.to, 1), 0, zone),
      branchId: input.branchId,
      status: input.status,
    },
    input.locale,
  );
  return { time_zone: zone, data: rows.map((r) => adminAppointmentView(r, zone)) };
}
