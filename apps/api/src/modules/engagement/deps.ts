import type { Db } from '../../db/client';

/** What the engagement services need from the app, passed in. */
export interface EngagementDeps {
  db: Db;
}
