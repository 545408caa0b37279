import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { createPglite, openDatabase, wrapPglite, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed/index';
import { MIGRATIONS_DIR } from '../src/paths';

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
 * an in-memory PGlite, or a new database on the server (a copy of a migrated template,
 * below) dropped afterwards.
 */
export async function createTestDatabase(
  options: { kind?: TestDatabaseKind; demoContent?: boolean } = {},
): Promise<TestDatabase> {
  const kind = options.kind ?? testDatabaseKind();
  let database: Database;
  let url: string | undefined;
  let dropServerDatabase = async () => undefined as void;

  const runId = process.env.TEST_TEMPLATE_RUN;
  if (kind === 'pglite') {
    database = wrapPglite(runId ? await createSeededPglite(runId) : await createMigratedPglite());
  } else {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    try {
      const template = runId ? await seededServerTemplate(admin, runId) : await migratedServerTemplate(admin);
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await admin.end();
    }
    url = serverDatabaseUrl(name);
    database = await openDatabase({ kind: 'postgres', url });
    dropServerDatabase = async () => {
      const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }

  // On a copy of a seeded template both find their work done (seeding is idempotent), and the
  // demo content is seeded on top when asked for.
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

/**
 * The committed migrations: a change makes a new template. Worked out once per process: the
 * migrations do not change during a run, and each test file asks.
 */
let fingerprint: string | undefined;
function migrationsFingerprint(): string {
  fingerprint ??= hashMigrations();
  return fingerprint;
}

function hashMigrations(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_DIR);
  return hash.digest('hex').slice(0, 16);
}

function serverDatabaseUrl(name: string): string {
  const parsed = new URL(TEST_POSTGRES_URL);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A copy of the server database at `url` under its name with `_replica`, as a read replica
 * that has replayed everything up to now and nothing after (no connection may be open to the
 * original while it is copied). Dropped by `drop`.
 */
export async function copyServerDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const original = new URL(url).pathname.slice(1);
  const name = `${original}_replica`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name} TEMPLATE ${original}`);
  return { url: serverDatabaseUrl(name), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * The name of a database on the server with the migrations applied, made once per set of
 * migrations (like the PGlite template below): copying it costs ~0.3 s, creating a database
 * from template0 and migrating it 2–5 s per test file. UTF-8 ctype, which pg_trgm needs for
 * Arabic (docs/architecture.md, "Search"); copies inherit it. An advisory lock makes parallel test files (and
 * other checkouts using the same server) wait for one maker instead of racing.
 * `runMigrations` still runs on each copy, so the result is the same as a new database's.
 */
async function migratedServerTemplate(admin: pg.Client): Promise<string> {
  const template = `portal_test_template_${migrationsFingerprint()}`;
  await admin.query('select pg_advisory_lock(727275)');
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (rowCount) return template;
    // Made under another name and renamed once migrated: a template is never half made.
    const partial = `${template}_partial`;
    await admin.query(`DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
    await admin.query(
      `CREATE DATABASE ${partial} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
    );
    const database = await openDatabase({ kind: 'postgres', url: serverDatabaseUrl(partial) });
    try {
      await runMigrations(database);
    } finally {
      await database.close();
    }
    await admin.query(`ALTER DATABASE ${partial} RENAME TO ${template}`);
    return template;
  } finally {
    await admin.query('select pg_advisory_unlock(727275)');
  }
}

/**
 * The run's templates with the reference data seeded too (test/global-setup.ts names the run
 * and removes them at its end). Seeding a new database is most of what a test file's database
 * costs after its copy (0.3–0.7 s per file on PGlite, where a seeded one is checked in
 * ~0.1 s); the templates above are kept across runs by the migrations' fingerprint alone, which
 * does not see a change of the seeds' code, so the seeded ones live for one run.
 */
export function seededTemplates(runId: string): { pgliteFile: string; serverDatabase: string } {
  return {
    pgliteFile: path.join(os.tmpdir(), `portal-test-pglite-seeded-${runId}.tar`),
    serverDatabase: `portal_test_seeded_${runId}`,
  };
}

/** The run's seeded server template, made by the first test file that asks (as above). */
async function seededServerTemplate(admin: pg.Client, runId: string): Promise<string> {
  const template = seededTemplates(runId).serverDatabase;
  const migrated = await migratedServerTemplate(admin);
  await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (rowCount) return template;
    const partial = `${template}_partial`;
    await admin.query(`DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${partial} TEMPLATE ${migrated}`);
    const database = await openDatabase({ kind: 'postgres', url: serverDatabaseUrl(partial) });
    try {
      await runMigrations(database);
      await seedDatabase(database.db, { demoContent: false });
    } finally {
      await database.close();
    }
    await admin.query(`ALTER DATABASE ${partial} RENAME TO ${template}`);
    return template;
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
  }
}

/**
 * An in-memory PGlite copied from the run's seeded template, which the first test file of a
 * worker to need it makes from the migrated one (two workers may both make it: the same bytes,
 * each written aside and renamed).
 */
async function createSeededPglite(runId: string): Promise<PGlite> {
  const file = seededTemplates(runId).pgliteFile;
  if (!seededBytes && existsSync(file)) seededBytes = new Blob([readFileSync(file)]);
  if (seededBytes) {
    const client = new PGlite({ loadDataDir: seededBytes, extensions: { pg_trgm, unaccent } });
    await client.waitReady;
    return client;
  }
  const client = await createMigratedPglite();
  const database = wrapPglite(client);
  await runMigrations(database);
  await seedDatabase(database.db, { demoContent: false });
  seededBytes = await client.dumpDataDir('none');
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await seededBytes.arrayBuffer()));
  renameSync(partial, file);
  return client;
}

/** The run's seeded template, read once per worker (as `templateBytes` below). */
let seededBytes: Blob | undefined;

/**
 * A PGlite in the folder `dataDir` (which must be new), migrated and seeded, loaded from
 * the same template as the in-memory ones below, for tests of what reads a data folder.
 */
export async function createMigratedPgliteFolder(dataDir: string): Promise<Database> {
  if (!existsSync(pgliteTemplatePath())) await (await createMigratedPglite()).close();
  const client = new PGlite(dataDir, {
    loadDataDir: pgliteTemplate(),
    extensions: { pg_trgm, unaccent },
  });
  await client.waitReady;
  const database = wrapPglite(client);
  await runMigrations(database);
  await seedDatabase(database.db, { demoContent: false });
  return database;
}

/**
 * An in-memory PGlite with the migrations applied. initdb costs ~5 s per database on these
 * machines, loading a dump well under 1 s: the first test file dumps a migrated database
 * to the temp folder, the others load it (a template PGlite cannot read is made anew).
 * `runMigrations` still runs after, so the result is the same as a new database's.
 * Extensions as in createPglite (src/db/client.ts).
 */
async function createMigratedPglite(): Promise<PGlite> {
  const template = pgliteTemplatePath();
  if (existsSync(template)) {
    try {
      const client = new PGlite({
        loadDataDir: pgliteTemplate(),
        extensions: { pg_trgm, unaccent },
      });
      await client.waitReady;
      return client;
    } catch {
      // Written by another PGlite version: make it again below.
      templateBytes = undefined;
    }
  }
  const client = await createPglite(undefined);
  await runMigrations(wrapPglite(client));
  const dump = await client.dumpDataDir('none');
  // Written aside then renamed, so a parallel test file never reads half a template.
  const partial = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, template);
  return client;
}

function pgliteTemplatePath(): string {
  return path.join(os.tmpdir(), `portal-test-pglite-${migrationsFingerprint()}.tar`);
}

/**
 * The template's bytes, read from disk once per worker: the integration files share their
 * worker's modules (vitest.config.ts), and each of them opens at least one PGlite. PGlite only
 * reads the Blob it is given, so one Blob serves them all.
 */
let templateBytes: Blob | undefined;
function pgliteTemplate(): Blob {
  templateBytes ??= new Blob([readFileSync(pgliteTemplatePath())]);
  return templateBytes;
}
