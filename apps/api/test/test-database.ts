import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPglite, openDatabase, wrapPglite, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed/index';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** Which backend this test run uses (set per Vitest project, see vitest.config.ts). */
export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
}

/** The PostgreSQL server the tests use; CI and the machines here run it on 127.0.0.1:5432. */
export const TEST_POSTGRES_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  database: Database;
  /** postgres:// URL of the fresh database (server runs only). */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database for one test file, so files run in parallel:
 * an in-memory PGlite, or a new database on the server (UTF-8 ctype, which pg_trgm needs
 * for Arabic — SEARCH.md) dropped afterwards.
 */
export async function createTestDatabase(
  options: { kind?: TestDatabaseKind; demoContent?: boolean } = {},
): Promise<TestDatabase> {
  const kind = options.kind ?? testDatabaseKind();
  let database: Database;
  let url: string | undefined;
  let dropServerDatabase = async () => undefined as void;

  if (kind === 'pglite') {
    database = wrapPglite(await createPglite(undefined));
  } else {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(
      `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
    );
    await admin.end();
    const parsed = new URL(TEST_POSTGRES_URL);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    database = await openDatabase({ kind: 'postgres', url });
    dropServerDatabase = async () => {
      const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }

  await runMigrations(database);
  await seedDatabase(database.db, { demoContent: options.demoContent ?? false });
  return {
    database,
    ...(url ? { url } : {}),
    async drop() {
      await database.close();
      await dropServerDatabase();
    },
  };
}
