/**
 * The survey area's public face: what the other areas may import from it (the rest of its
 * files are its own; docs/decisions/023-module-boundaries.md).
 */
import type { Db } from '../../db/client';
import { countResponsesSince } from './queries';

export { seedSurveyQuestions } from './seed-questions';

/** Survey responses received since an instant (all of them without one): for the dashboard. */
export function countNewSurveyResponses(db: Db, since?: Date): Promise<number> {
  return countResponsesSince(db, since);
}
