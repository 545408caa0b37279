import { adDays, adEndDate, type PriceDurationUnit } from '@portal/contract/advertisements-values';

/**
 * The start dates the order form offers: days with room whose whole period has room on every
 * day the availability answer covers (the server checks every day again when the order comes).
 */
export function freeStartDates(
  days: readonly { date: string; free: number }[],
  unit: PriceDurationUnit | null,
  count: number | null,
): string[] {
  const free = new Map(days.map((d) => [d.date, d.free]));
  return days
    .filter((day) => {
      if (day.free <= 0) return false;
      if (!unit || !count) return true;
      return adDays(day.date, adEndDate(day.date, unit, count)).every((d) => (free.get(d) ?? 1) > 0);
    })
    .map((day) => day.date);
}
