import type { AdCalendar, AdminAdvertisementsQuery } from '@portal/contract/advertisements';
import { AD_HOLDING, adDays, type AdStatus } from '@portal/contract/advertisements-values';
import type { z } from 'zod';
import type { adCalendarQuerySchema } from '@portal/contract/advertisements';
import { getSettings } from '../settings/service';
import type { AdminAdsDeps } from './admin-deps';
import { countAdminAds, selectAdminAdsPage, selectBookings } from './admin-queries';
import { adminAdvertisementsOf } from './admin-view';
import { adCapacity, adScope, addDays, freePlaces, portalToday } from './capacity';

/** GET /admin/advertisements: orders waiting for review first, then oldest first, with filters. */
export async function listAdminAdvertisements(deps: AdminAdsDeps, query: AdminAdvertisementsQuery) {
  const filters = { status: query.status, place: query.place, q: query.q };
  const offset = (query.page - 1) * query.per_page;
  const [rows, total] = await Promise.all([
    selectAdminAdsPage(deps.db, filters, query.per_page, offset),
    countAdminAds(deps.db, filters),
  ]);
  return {
    data: await adminAdvertisementsOf(deps.db, rows),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}

const CALENDAR_DAYS = 31;

/**
 * GET /admin/advertisements/calendar: one placement (and its category or branch) per day from
 * `from` (default: today in the portal's zone): its capacity from the settings, the places
 * still free, and the orders holding one that day.
 */
export async function adminAdCalendar(
  deps: AdminAdsDeps,
  query: z.output<typeof adCalendarQuerySchema>,
): Promise<AdCalendar> {
  const settings = await getSettings(deps.db);
  const capacity = adCapacity(settings, query.place);
  const scope = adScope({
    place: query.place,
    categoryId: query.category_id,
    mainBranchId: query.main_branch_id,
  });
  const from = query.from ?? portalToday(settings);
  const count = query.days ?? CALENDAR_DAYS;
  const to = addDays(from, count);
  const [free, bookings] = await Promise.all([
    freePlaces(deps.db, { place: query.place, scope, capacity, from, count }),
    selectBookings(deps.db, { place: query.place, scope, from, to, statuses: AD_HOLDING }),
  ]);
  const freeOn = new Map(free.map((d) => [d.date, d.free]));
  return {
    capacity,
    days: adDays(from, to).map((date) => ({
      date,
      free: freeOn.get(date) ?? capacity,
      bookings: bookings
        .filter((b) => b.startDate <= date && date < b.endDate)
        .map((b) => ({ id: b.id, name: b.name, status: b.status as AdStatus })),
    })),
  };
}
