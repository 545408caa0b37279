import type { Db } from '../../db/client';
import type { Storage } from '../../platform/storage';

/** What the CMS's services need from the app, passed in. */
export interface ContentDeps {
  db: Db;
  storage: Storage;
}
