import {
  adDays,
  adEndDate,
  type AdPlacement,
  type PriceDurationUnit,
} from '@portal/contract/advertisements-values';
import type { Settings } from '@portal/contract/settings';
import type { Tx } from '../../db/client';
import { portalTimeZone } from '../settings/service';
import { zonedDate } from '../appointments/service';
import { releaseDays, selectTakenDays, takeDay, type AdvertisementRow } from './queries';

/**
 * A placement's capacity per day (docs/decisions/034): each order takes one place on each of
 * its days in `advertisement_days`, in the transaction that inserts it, with one conditional
 * upsert per day; a rejection or cancellation gives the places back.
 */

/** The scope a placement's capacity is counted in: the category, the branch, or the whole site (0). */
export function adScope(order: {
  place: string;
  categoryId?: number | null | undefined;
  mainBranchId?: number | null | undefined;
}): number {
  if (order.place === 'category') return order.categoryId ?? 0;
  if (order.place === 'main_branch') return order.mainBranchId ?? 0;
  return 0;
}

/** How many advertisements the placement runs side by side on one day. */
export function adCapacity(settings: Settings, place: AdPlacement): number {
  return settings.advertisements.capacity[place] ?? 0;
}

/** Today's date in the portal's zone (an order starts tomorrow at the earliest). */
export function portalToday(settings: Settings, now = new Date()): string {
  return zonedDate(now, portalTimeZone(settings));
}

/** The days an order covers. */
export function orderDays(startDate: string, unit: PriceDurationUnit, count: number): string[] {
  return adDays(startDate, adEndDate(startDate, unit, count));
}

/**
 * Takes one place on each day, or none: the first full day is returned (the caller throws,
 * which rolls back the places already taken in its transaction).
 */
export async function takePlaces(
  tx: Tx,
  input: { place: string; scope: number; days: string[]; capacity: number },
): Promise<string | null> {
  for (const day of input.days) {
    const taken = await takeDay(tx, {
      place: input.place,
      scope: input.scope,
      day,
      capacity: input.capacity,
    });
    if (!taken) return day;
  }
  return null;
}

/** Gives back the places an order held (on rejection or cancellation), in the caller's transaction. */
export async function releaseAdvertisementPlaces(tx: Tx, row: AdvertisementRow): Promise<void> {
  await releaseDays(tx, row.place, adScope(row), adDays(row.startDate, row.endDate));
}

/** Free places per day from `from`, for `count` days. */
export async function freePlaces(
  tx: Tx,
  input: { place: string; scope: number; capacity: number; from: string; count: number },
): Promise<{ date: string; free: number }[]> {
  const days = adDays(input.from, addDays(input.from, input.count));
  const taken = await selectTakenDays(
    tx,
    input.place,
    input.scope,
    days[0]!,
    addDays(input.from, input.count),
  );
  return days.map((date) => ({ date, free: Math.max(0, input.capacity - (taken.get(date) ?? 0)) }));
}

/** A calendar date moved by whole days. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}
