/**
 * Wall-clock dates and times in a named zone and the UTC instants they stand for, with Intl
 * only (summer time included): slots are laid out in the portal's zone and shown in the
 * member's.
 */

const DAY_MS = 86_400_000;
const formats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    if (formats.size < 200) formats.set(zone, format);
  }
  return format;
}

function wallClock(instant: Date, zone: string) {
  const parts = partsFormat(zone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}`,
    second: get('second'),
  };
}

/** How far the zone's clock is ahead of UTC at this instant, in ms. */
function offsetMs(zone: string, instant: number): number {
  const clock = wallClock(new Date(instant), zone);
  const asUtc = Date.parse(`${clock.date}T${clock.time}:${clock.second}Z`);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant at which the zone's clock shows `date` plus `minutes` after midnight. */
export function zonedInstant(date: string, minutes: number, zone: string): Date {
  const guess = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  const first = guess - offsetMs(zone, guess);
  const second = guess - offsetMs(zone, first);
  return new Date(second);
}

/** The date 'YYYY-MM-DD' the zone's calendar shows at this instant. */
export function zonedDate(instant: Date, zone: string): string {
  return wallClock(instant, zone).date;
}

/** The time 'HH:MM' the zone's clock shows at this instant. */
export function zonedTime(instant: Date, zone: string): string {
  return wallClock(instant, zone).time;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Monday … 6 = Sunday, as the opening hours count. */
export function weekdayOf(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** 'HH:MM' (or '24:00') as minutes after midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}
