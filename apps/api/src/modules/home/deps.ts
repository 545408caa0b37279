import type { Db } from '../../db/client';
import type { Storage } from '../../platform/storage';

/** What the home page's service needs from the app, passed in (the listings' cards read photos). */
export interface HomeDeps {
  db: Db;
  storage: Storage;
}
