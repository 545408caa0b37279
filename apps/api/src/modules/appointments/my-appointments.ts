import type { Appointment } from '@portal/contract/appointments';
import type { Locale } from '@portal/contract/locale';
import { getSettings, portalTimeZone } from '../settings/service';
import { nowOf, type AppointmentsDeps } from './deps';
import { selectMine } from './queries';
import { appointmentView } from './view';

/** A member's own appointments, latest start first, titles in the page's language. */
export async function myAppointments(
  deps: AppointmentsDeps,
  input: { userId: number; locale: Locale; page: number; perPage: number },
): Promise<{ data: Appointment[]; total: number; page: number; per_page: number }> {
  const settings = await getSettings(deps.db);
  const context = {
    zone: portalTimeZone(settings),
    cancelUntilHours: settings.appointments.cancel_until_hours,
    now: nowOf(deps),
  };
  const { rows, total } = await selectMine(deps.db, input.userId, input.locale, input.page, input.perPage);
  return {
    data: rows.map((r) => appointmentView(r, context)),
    total,
    page: input.page,
    per_page: input.perPage,
  };
}
