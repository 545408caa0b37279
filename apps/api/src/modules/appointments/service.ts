import type { Db } from '../../db/client';
import { countRequested } from './queries';

// What the other areas may use from this one (docs/decisions/023-module-boundaries.md).

/** Appointments waiting for staff's answer: the dashboard's queue. */
export function countRequestedAppointments(db: Db): Promise<number> {
  return countRequested(db);
}

// What the other areas may use from this one (docs/decisions/023-module-boundaries.md).
/** The calendar date 'YYYY-MM-DD' a zone shows at an instant (the portal's days). */
export { zonedDate } from './zoned-time';
/** A date 'YYYY-MM-DD' moved by some days. */
export { addDays } from './zoned-time';
/** The instant a zone's clock shows a date plus minutes after midnight, and a date's weekday. */
export { weekdayOf, zonedInstant } from './zoned-time';
