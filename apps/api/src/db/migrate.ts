import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { MIGRATIONS_DIR } from '../paths';
import type { Database } from './client';

/**
 * Applies the committed SQL migrations. Uses Drizzle's programmatic migrator: drizzle-kit's
 * own migrate with the PGlite driver fails silently (measured on this stack; see docs/architecture.md, "Data").
 */
export async function runMigrations(database: Database): Promise<void> {
  await database.withExclusiveLock(async () => {
    const options = { migrationsFolder: MIGRATIONS_DIR };
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase, options);
    } else {
      await migrateNodePg(database.db as unknown as NodePgDatabase, options);
    }
  });
}
