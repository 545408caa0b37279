import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Config, DatabaseConfig } from '../config';
import type { Database } from './client';
import { copyFiles, createLocalStorage, createStorage, type CopyCounts } from '../platform/storage';

/**
 * `npm run db:backup` and `npm run db:restore` (docs/operations.md, "Backups"; decisions 041
 * and 051). A backup is one folder: `manifest.json`, the database (`pglite/`, a copy of PGlite's
 * data folder, taken by the running portal or while none has it open, or `database.dump`,
 * pg_dump's custom format) and `uploads/`, every stored file under its key, from the local
 * folder or the bucket alike.
 */

const run = promisify(execFile);

export const MANIFEST = 'manifest.json';
const PGLITE_FOLDER = 'pglite';
const POSTGRES_FILE = 'database.dump';
const UPLOADS = 'uploads';
/**
 * In DATA_DIR while a portal on PGlite runs: where it answers for backups (db/backup-control.ts).
 */
export const CONTROL_FILE = 'backup-control.json';

export interface BackupManifest {
  format: 'portal-backup';
  version: 1;
  createdAt: string;
  database: { kind: DatabaseConfig['kind']; file: string };
  uploads: { count: number; bytes: number; files: { key: string; size: number }[] };
}

export class BackupError extends Error {}

/**
 * PGlite writes `postmaster.pid` in its folder while a process has it open and removes it on
 * close. Two processes on one folder would corrupt it: a backup is then taken by the process
 * that has it open (db/backup-control.ts), and a restore refuses.
 */
export function pgliteIsOpen(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'postmaster.pid'));
}

const KILLED_PORTAL =
  'If no portal is running (it was killed), start and stop it once, or delete its postmaster.pid, then try again.';

/**
 * pg_dump and pg_restore get the address without its password, which they read from
 * PGPASSWORD: a command line is visible to every user of the machine.
 */
function postgresTool(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

async function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await run(command, args, { env, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { code, stderr } = error as NodeJS.ErrnoException & { stderr?: string };
    if (code === 'ENOENT') {
      throw new BackupError(`${command} is not installed (Debian: apt-get install postgresql-client)`);
    }
    throw new BackupError(`${command} failed: ${(stderr ?? String(error)).trim()}`);
  }
}

async function dumpDatabase(
  database: DatabaseConfig,
  folder: string,
  open: Pick<Database, 'copyDataDir'> | undefined,
): Promise<string> {
  if (database.kind === 'pglite') {
    if (!existsSync(path.join(database.dataDir, 'PG_VERSION'))) {
      throw new BackupError(`There is no embedded database in ${database.dataDir}.`);
    }
    // A data folder of a stopped PostgreSQL is a complete backup (PostgreSQL's "file system
    // level backup"): copied file by file, never held whole in memory as a dump would be. The
    // process that has it open copies it while no query runs (db/client.ts).
    const target = path.join(folder, PGLITE_FOLDER);
    if (open?.copyDataDir) {
      await open.copyDataDir(target);
      return PGLITE_FOLDER;
    }
    if (pgliteIsOpen(database.dataDir)) {
      throw new BackupError(
        `The embedded database in ${database.dataDir} is open, and no running portal answers ` +
          `for backups (${CONTROL_FILE} in the data folder). ${KILLED_PORTAL}`,
      );
    }
    await cp(database.dataDir, target, { recursive: true });
    return PGLITE_FOLDER;
  }
  const { dbname, env } = postgresTool(database.url);
  await runTool(
    'pg_dump',
    [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${path.join(folder, POSTGRES_FILE)}`,
      `--dbname=${dbname}`,
    ],
    env,
  );
  return POSTGRES_FILE;
}

function failure(what: string, counts: CopyCounts): BackupError {
  const lines = counts.failed
    .slice(0, 10)
    .map(({ key, error }) => `  ${key}: ${error instanceof Error ? error.message : String(error)}`);
  return new BackupError(`${counts.failed.length} file(s) could not be ${what}:\n${lines.join('\n')}`);
}

/**
 * Writes a backup into `target` (a folder that must not exist yet): the database first, then
 * the files. On a portal that keeps running, a file uploaded meanwhile may be in the backup
 * without its row (harmless); a row always finds its file, unless the file was deleted in the
 * seconds between. Written under `<target>.partial` and renamed when whole, so a folder named
 * `target` is always a complete backup. `open`: the database of the process that runs it, which
 * copies an open PGlite's folder itself (the running portal, db/backup-control.ts).
 */
export async function createBackup(
  config: Pick<Config, 'database' | 'storage'>,
  target: string,
  open?: Pick<Database, 'copyDataDir'>,
): Promise<BackupManifest> {
  if (existsSync(target)) throw new BackupError(`${target} already exists: choose a new folder.`);
  const partial = `${target}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  try {
    const databaseFile = await dumpDatabase(config.database, partial, open);
    const copy = createLocalStorage(path.join(partial, UPLOADS));
    const counts = await copyFiles(await createStorage(config.storage), copy);
    if (counts.failed.length > 0) throw failure('read', counts);
    const files: BackupManifest['uploads']['files'] = [];
    for await (const file of copy.list()) files.push(file);
    files.sort((a, b) => a.key.localeCompare(b.key));
    const manifest: BackupManifest = {
      format: 'portal-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: { kind: config.database.kind, file: databaseFile },
      uploads: { count: files.length, bytes: files.reduce((sum, f) => sum + f.size, 0), files },
    };
    await writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, target);
    return manifest;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** The manifest of a backup folder, and a check that every file it names is there, whole. */
async function readBackup(source: string): Promise<BackupManifest> {
  const text = await readFile(path.join(source, MANIFEST), 'utf8').catch(() => {
    throw new BackupError(`${source} is not a backup: it has no ${MANIFEST}.`);
  });
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 'portal-backup' || manifest.version !== 1) {
    throw new BackupError(`${source}/${MANIFEST} is not a backup manifest this version reads.`);
  }
  const present = new Map<string, number>();
  for await (const file of createLocalStorage(path.join(source, UPLOADS)).list())
    present.set(file.key, file.size);
  const damaged = manifest.uploads.files.filter((file) => present.get(file.key) !== file.size);
  if (damaged.length > 0) {
    throw new BackupError(
      `${damaged.length} file(s) of the backup are missing or of another size, such as ${damaged[0]!.key}.`,
    );
  }
  return manifest;
}

async function loadDatabase(
  database: DatabaseConfig,
  source: string,
  manifest: BackupManifest,
): Promise<void> {
  if (manifest.database.kind !== database.kind) {
    throw new BackupError(
      manifest.database.kind === 'pglite'
        ? 'This backup holds an embedded database: restore it without DATABASE_URL.'
        : 'This backup holds a PostgreSQL server database: restore it with DATABASE_URL set.',
    );
  }
  const file = path.join(source, manifest.database.file);
  if (!existsSync(file)) throw new BackupError(`${file} is missing: this backup has no database.`);
  if (database.kind === 'pglite') {
    if (pgliteIsOpen(database.dataDir)) {
      throw new BackupError(
        `The embedded database in ${database.dataDir} is open: a restore needs the portal ` +
          `stopped (and a new data folder). ${KILLED_PORTAL}`,
      );
    }
    const entries = await readdir(database.dataDir).catch(() => []);
    if (entries.length > 0) {
      throw new BackupError(
        `${database.dataDir} is not empty: restore into a new data folder (move this one aside).`,
      );
    }
    await cp(file, database.dataDir, { recursive: true });
    return;
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if (Number(rows[0]!.count) > 0) {
      throw new BackupError('The database of DATABASE_URL is not empty: restore into a new database.');
    }
  } finally {
    await client.end();
  }
  const { dbname, env } = postgresTool(database.url);
  await runTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file],
    env,
  );
}

/**
 * Restores a backup into the configured database, which must be new (an empty data folder or
 * database: nothing is overwritten), and copies its files into the configured storage (the
 * local folder or the bucket, whichever the backup came from), skipping those already there.
 */
export async function restoreBackup(
  config: Pick<Config, 'database' | 'storage'>,
  source: string,
): Promise<{ manifest: BackupManifest; files: CopyCounts }> {
  const manifest = await readBackup(source);
  await loadDatabase(config.database, source, manifest);
  const files = await copyFiles(
    createLocalStorage(path.join(source, UPLOADS)),
    await createStorage(config.storage),
  );
  if (files.failed.length > 0) throw failure('restored', files);
  return { manifest, files };
}
