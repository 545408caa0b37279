import type { TimeRules } from '../../ui/date-time';
import { dateKey, parseDateKey } from '../../ui/date-time';

/** One free slot of the availability answer: its instant (UTC) and its local time 'HH:MM'. */
export interface Slot {
  starts_at: string;
  time: string;
}

/** What the date-time picker needs to offer only the free slots of an availability answer. */
export interface FreeSlots {
  /** The local days with at least one free slot, ascending ('YYYY-MM-DD'). */
  days: string[];
  /** The picker's rules: on each day exactly its free times, none on the others. */
  rules: (day: Date) => TimeRules;
  /** The first free slot of a day. */
  firstOf: (day: string) => Slot | undefined;
  /** The slot a chosen instant is, or undefined when it is not a free one. */
  slotAt: (value: Date | null) => Slot | undefined;
  /** Bounds of the date field: the first and last free day. */
  minDate: string | undefined;
  maxDate: string | undefined;
}

/**
 * Reads the availability's days (keyed by the member's local date, as the server counts them
 * with the X-timezone header) into the picker's rules: a day's choices are exactly its free
 * slots, and a day without one is closed.
 */
export function freeSlots(days: readonly { date: string; slots: readonly Slot[] }[]): FreeSlots {
  const free = new Map<string, Slot[]>();
  // The answer leaves full slots out: a day's slots are its free ones.
  for (const { date, slots } of days) {
    if (slots.length > 0 && parseDateKey(date)) free.set(date, [...slots]);
  }
  const sorted = [...free.keys()].sort();
  const byInstant = new Map<number, Slot>();
  for (const slots of free.values()) for (const s of slots) byInstant.set(new Date(s.starts_at).getTime(), s);
  return {
    days: sorted,
    rules: (day) => ({ times: (free.get(dateKey(day)) ?? []).map((s) => s.time) }),
    firstOf: (day) => free.get(day)?.[0],
    slotAt: (value) => (value ? byInstant.get(value.getTime()) : undefined),
    minDate: sorted[0],
    maxDate: sorted.at(-1),
  };
}

/** A local day moved by a number of days ('YYYY-MM-DD'), across month ends and DST changes. */
export function addDays(day: string, count: number): string {
  const date = parseDateKey(day);
  if (!date) throw new Error(`Invalid date "${day}"`);
  return dateKey(new Date(date.getFullYear(), date.getMonth(), date.getDate() + count));
}

/** The Monday of a local day's week: the agenda's weeks run Monday to Sunday. */
export function weekStart(day: string): string {
  const date = parseDateKey(day);
  if (!date) throw new Error(`Invalid date "${day}"`);
  return addDays(day, -((date.getDay() + 6) % 7));
}

/** The seven local days of a week from its first. */
export function weekDays(first: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/** The member's time zone, as the browser names it ("Africa/Algiers"), for the page to say. */
export function localZoneName(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
