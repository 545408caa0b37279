import type { Db } from '../../db/client';
import type { Storage } from '../../platform/storage';

/** What the site-wide search needs from the app, passed in (the listings' cards read photos). */
export interface SearchDeps {
  db: Db;
  storage: Storage;
}
