import type { Db } from '../../db/client';
import type { Storage } from '../../platform/storage';

/** What the listings services need from the app, passed in. */
export interface ListingsDeps {
  db: Db;
  storage: Storage;
}
