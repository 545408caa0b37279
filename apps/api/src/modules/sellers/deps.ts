import type { Db } from '../../db/client';
import type { Storage } from '../../platform/storage';

/** What the sellers area needs from the app, passed in (easy to test). */
export interface SellersDeps {
  db: Db;
  storage: Storage;
}
