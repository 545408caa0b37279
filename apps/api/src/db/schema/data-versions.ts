import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One row per kind of public data — `settings`, `content` (the CMS's items, their translations and files) and `catalog`
 * (categories, regions, cities, currencies) — whose `version` moves whenever a statement writes
 * its tables, by statement triggers (migration 0032_data_versions), whatever code path or SQL
 * console made the change. What is kept in memory under it costs one read of a row per use,
 * where summing the tables themselves cost an md5 over every setting or a pass over 1,541
 * cities; and every process sees a change at its commit, as with `search_version`.
 */
export const dataVersions = pgTable('data_versions', {
  area: text('area').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
