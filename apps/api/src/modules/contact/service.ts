import type { Db } from '../../db/client';
import { countThreadsInState } from './queries';

/** What other areas may use of the contact area. */

/** Threads of the contact inbox waiting for a staff answer (the back office's dashboard). */
export function countOpenContactThreads(db: Db): Promise<number> {
  return countThreadsInState(db, 'open');
}
