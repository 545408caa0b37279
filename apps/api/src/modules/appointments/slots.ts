import type { Closure, Settings } from '@portal/contract/settings';
import { addDays, minutesOf, weekdayOf, zonedDate, zonedInstant } from './zoned-time';

export interface Hours {
  weekday: number;
  open: string;
  close: string;
}

/** What lays out one branch's slots: the settings and the branch's own week (if any). */
export interface SlotRules {
  settings: Settings['appointments'];
  zone: string;
  branchId: number;
  branchHours: readonly Hours[];
  now: Date;
}

export interface Slot {
  startsAt: Date;
  endsAt: Date;
}

/** The closures of a branch (its own and those of every branch). */
export function closuresOf(closures: readonly Closure[], branchId: number): Closure[] {
  return closures.filter((c) => c.branch_id === null || c.branch_id === branchId);
}

/**
 * The slots offered on one date of the portal's calendar: the branch's hours of that weekday
 * (the settings' week when the branch has none), cut in slot_minutes, none on a closed date,
 * none sooner than min_notice_hours from now nor later than booking_window_days.
 */
export function slotsOfDate(rules: SlotRules, date: string): Slot[] {
  const { settings, zone, now } = rules;
  const closed = closuresOf(settings.closures, rules.branchId).some((c) => c.from <= date && date <= c.to);
  if (closed) return [];
  const week = rules.branchHours.length > 0 ? rules.branchHours : settings.opening_hours;
  const earliest = now.getTime() + settings.min_notice_hours * 3_600_000;
  const latest = zonedInstant(
    addDays(zonedDate(now, zone), settings.booking_window_days + 1),
    0,
    zone,
  ).getTime();
  const step = settings.slot_minutes;
  const slots: Slot[] = [];
  for (const hours of week.filter((h) => h.weekday === weekdayOf(date))) {
    const close = minutesOf(hours.close);
    for (let start = minutesOf(hours.open); start + step <= close; start += step) {
      const startsAt = zonedInstant(date, start, zone);
      if (startsAt.getTime() < earliest || startsAt.getTime() >= latest) continue;
      slots.push({ startsAt, endsAt: new Date(startsAt.getTime() + step * 60_000) });
    }
  }
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** Every slot starting in [from, to), over the portal dates that range touches. */
export function slotsBetween(rules: SlotRules, from: Date, to: Date): Slot[] {
  const out: Slot[] = [];
  const last = zonedDate(to, rules.zone);
  for (let date = addDays(zonedDate(from, rules.zone), -1); date <= last; date = addDays(date, 1)) {
    for (const slot of slotsOfDate(rules, date)) {
      if (slot.startsAt >= from && slot.startsAt < to) out.push(slot);
    }
  }
  return out;
}

/** The offered slot starting at this instant, or null. */
export function offeredSlot(rules: SlotRules, startsAt: Date): Slot | null {
  const date = zonedDate(startsAt, rules.zone);
  return slotsOfDate(rules, date).find((s) => s.startsAt.getTime() === startsAt.getTime()) ?? null;
}
