/**
 * Calendar days in a time zone, for the dashboard's per-day series. The database is
 * given the instants where the days start and counts rows between them (width_bucket), so the
 * days follow the zone's own rules (summer time, Morocco's Ramadan hour) as Intl knows them,
 * and no SQL depends on the server's copy of the zone database.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const formats = new Map<string, Intl.DateTimeFormat>();
function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock time of an instant in a zone, read as if it were UTC (ms). */
function wallTimeMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of wallClock(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year, month, day, hour, minute, second } = parts as Record<string, number>;
  return Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
}

/** How far the zone's clocks are ahead of UTC at an instant (ms; negative west of Greenwich). */
function offsetAt(instant: number, timeZone: string): number {
  return wallTimeMs(instant, timeZone) - Math.floor(instant / 1000) * 1000;
}

/** The calendar day (`YYYY-MM-DD`) an instant falls on in a zone. */
export function dayIn(instant: Date, timeZone: string): string {
  return new Date(wallTimeMs(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus `n` calendar days (n may be negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The first instant of a calendar day in a zone: its midnight, or, where the clocks jump over
 * midnight, the instant of the jump. The offset in force is the one before or the one after
 * any change near that midnight; of the two readings, the earliest that falls on the day is
 * its start (the first of two midnights when the clocks go back over it).
 */
export function startOfDay(day: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const candidates = [
    utcMidnight - offsetAt(utcMidnight - 14 * HOUR_MS, timeZone),
    utcMidnight - offsetAt(utcMidnight + 14 * HOUR_MS, timeZone),
  ].filter((instant) => dayIn(new Date(instant), timeZone) === day);
  return new Date(Math.min(...candidates));
}

export interface DayWindow {
  /** The days, oldest first; the last is today in the zone. */
  days: string[];
  /** Where each day starts, and the end of the last one: days.length + 1 instants. */
  bounds: Date[];
}

/** The last `count` calendar days in a zone up to today (that of `now`), with their bounds. */
export function dayWindow(now: Date, count: number, timeZone: string): DayWindow {
  const today = dayIn(now, timeZone);
  const days = Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
  const bounds = [...days, addDays(today, 1)].map((day) => startOfDay(day, timeZone));
  return { days, bounds };
}

/**
 * One number per day of the window from the database's counts per bucket (width_bucket's
 * 1-based index of the day), zeros where nothing happened.
 */
export function countsByDay(dayCount: number, rows: readonly { bucket: number; n: number }[]): number[] {
  const counts = new Array<number>(dayCount).fill(0);
  for (const { bucket, n } of rows) {
    if (bucket >= 1 && bucket <= dayCount) counts[bucket - 1]! += n;
  }
  return counts;
}
