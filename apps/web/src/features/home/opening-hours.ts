import { dateTimeFormat } from '@portal/contract/intl-cache';

/** One opening span of a branch: 0 = Monday … 6 = Sunday, "HH:MM" in the portal's time zone. */
export interface OpeningSpan {
  weekday: number;
  open: string;
  close: string;
}

/** A moment as a branch's hours read it: the weekday (0 = Monday) and minutes since midnight. */
export interface WallClock {
  weekday: number;
  minutes: number;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The wall clock of `now` in a time zone (summer time and all, by Intl). */
export function wallClock(now: Date, timeZone: string): WallClock {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: WEEKDAYS.indexOf(part('weekday')),
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The spans of a weekday, in the order of the day. */
export function spansOf(hours: readonly OpeningSpan[], weekday: number): OpeningSpan[] {
  return hours.filter((h) => h.weekday === weekday).sort((a, b) => minutesOf(a.open) - minutesOf(b.open));
}

/**
 * Whether a branch is open at that moment. A span whose closing is not after its opening runs
 * past midnight (20:00–02:00): its end counts on the next day.
 */
export function isOpenAt(hours: readonly OpeningSpan[], clock: WallClock): boolean {
  const yesterday = (clock.weekday + 6) % 7;
  return hours.some((h) => {
    const open = minutesOf(h.open);
    const close = minutesOf(h.close);
    if (close > open) return h.weekday === clock.weekday && clock.minutes >= open && clock.minutes < close;
    return (
      (h.weekday === clock.weekday && clock.minutes >= open) ||
      (h.weekday === yesterday && clock.minutes < close)
    );
  });
}
