import type { Availability } from '@portal/contract/appointments';
import { APPOINTMENT_LIMITS } from '@portal/contract/appointments-values';
import type { Locale } from '@portal/contract/locale';
import { nowOf, type AppointmentsDeps } from './deps';
import { takenBetween } from './queries';
import { bookingRules } from './rules';
import { closuresOf, slotsBetween } from './slots';
import { addDays, zonedDate, zonedInstant, zonedTime } from './zoned-time';

/**
 * The free slots of a service at a branch between two dates of the caller's calendar, grouped
 * by the caller's dates, each with its instant in UTC, its time on the caller's clock and the
 * places left. Full slots are left out.
 */
export async function availability(
  deps: AppointmentsDeps,
  input: {
    serviceId: number;
    branchId: number;
    from?: string;
    to?: string;
    timeZone: string;
    locale: Locale;
  },
): Promise<Availability> {
  const { rules, settings } = await bookingRules(deps, input.serviceId, input.branchId);
  const zone = input.timeZone;
  const from = input.from ?? zonedDate(nowOf(deps), zone);
  const windowEnd = addDays(zonedDate(nowOf(deps), zone), settings.appointments.booking_window_days);
  const longest = addDays(from, APPOINTMENT_LIMITS.availabilityDays - 1);
  const to = input.to ?? (windowEnd < longest ? windowEnd : longest);
  const start = zonedInstant(from, 0, zone);
  const end = zonedInstant(addDays(to, 1), 0, zone);
  const taken = await takenBetween(deps.db, input.branchId, start, end);
  const capacity = settings.appointments.capacity_per_slot;
  const byDate = new Map<string, Availability['days'][number]['slots']>();
  for (let date = from; date <= to; date = addDays(date, 1)) byDate.set(date, []);
  for (const slot of slotsBetween(rules, start, end)) {
    const free = capacity - (taken.get(slot.startsAt.getTime()) ?? 0);
    if (free <= 0) continue;
    byDate.get(zonedDate(slot.startsAt, zone))?.push({
      starts_at: slot.startsAt.toISOString(),
      ends_at: slot.endsAt.toISOString(),
      time: zonedTime(slot.startsAt, zone),
      free,
    });
  }
  const firstPortalDate = zonedDate(start, rules.zone);
  const lastPortalDate = zonedDate(end, rules.zone);
  return {
    time_zone: zone,
    portal_time_zone: rules.zone,
    slot_minutes: settings.appointments.slot_minutes,
    days: [...byDate].map(([date, slots]) => ({ date, slots })),
    closures: closuresOf(settings.appointments.closures, input.branchId)
      .filter((c) => c.to >= firstPortalDate && c.from <= lastPortalDate)
      .map((c) => ({ from: c.from, to: c.to, reason: c.reason[input.locale] })),
  };
}
