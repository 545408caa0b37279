import type { Db } from '../../db/client';

/** What the catalog's management services need: the database (the audit log is in it too). */
export interface CatalogDeps {
  db: Db;
}
