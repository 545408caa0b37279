import type { Db } from '../../db/client';
import { countRequested } from './queries';

// What the other areas may use from this one (docs/decisions/023-module-boundaries.md).

/** Appointments waiting for staff's answer: the dashboard's queue. */
export function countRequestedAppointments(db: Db): Promise<number> {
  return countRequested(db);
}

// What the other areas may use from this one (docs/decisions/023-module-boundaries.md).
export { zonedDate } from './zoned-time';
