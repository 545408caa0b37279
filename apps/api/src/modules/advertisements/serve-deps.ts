import type { Db } from '../../db/client';

/** What serving and counting advertisements need, passed in (easy to test). */
export interface AdServingDeps {
  db: Db;
  /** The server secret the daily visitor keys derive from (never stored with them). */
  visitorSecret: string;
}
