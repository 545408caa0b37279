import type { AdAvailability, AdAvailabilityQuery } from '@portal/contract/advertisements';
import type { Db } from '../../db/client';
import { getSettings } from '../settings/service';
import { adCapacity, adScope, addDays, freePlaces, portalToday } from './capacity';

/** How many days the availability answers by default: about a month. */
const DEFAULT_DAYS = 31;

/** GET /advertisements/availability: free places per day for one placement (and category or branch). */
export async function adAvailability(
  db: Db,
  query: AdAvailabilityQuery,
  now = new Date(),
): Promise<AdAvailability> {
  const settings = await getSettings(db);
  const capacity = settings.advertisements.placements.includes(query.place)
    ? adCapacity(settings, query.place)
    : 0;
  const days = await freePlaces(db, {
    place: query.place,
    scope: adScope({ place: query.place, categoryId: query.category_id, mainBranchId: query.main_branch_id }),
    capacity,
    from: query.from ?? addDays(portalToday(settings, now), 1),
    count: query.days ?? DEFAULT_DAYS,
  });
  return { capacity, days };
}
