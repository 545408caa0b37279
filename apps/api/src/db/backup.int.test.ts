import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { execFile } from 'node:child_process';
import { buffer } from 'node:stream/consumers';
import { listingBodySchema } from '@portal/contract/listings';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config';
import { approve, createListing, firstBranch, listingBody } from '../modules/listings/testing';
import { uploadPhoto } from '../modules/listings/upload-photo';
import { createStorage } from '../platform/storage';
import {
  BUILT_SERVER,
  exitOf,
  freePort,
  sleep,
  spawnServer,
  untilAnswering,
  type ServerProcess,
} from '../../test/server-process';
import { createUser } from '../../test/session';
import { tempDirs } from '../../test/temp-dirs';
import {
  TEST_POSTGRES_URL,
  createMigratedPgliteFolder,
  createTestDatabase,
  testDatabaseKind,
  type TestDatabase,
} from '../../test/test-database';
import { API_ROOT } from '../paths';
import { BackupError, CONTROL_FILE, createBackup, restoreBackup, type BackupManifest } from './backup';
import { openDatabase, type Database, type Db } from './client';
import { listingPhotos, listings } from './schema/index';

/** What a restore must bring back: the listings, their photos' keys, and each photo's bytes. */
async function snapshot(db: Db, config: Config) {
  const rows = await db
    .select({ id: listings.id, title: listings.title, status: listings.status, slug: listings.slug })
    .from(listings)
    .orderBy(asc(listings.id));
  const photos = await db
    .select({
      listingId: listingPhotos.listingId,
      key: listingPhotos.largeKey,
      thumb: listingPhotos.thumbnailKey,
    })
    .from(listingPhotos)
    .orderBy(asc(listingPhotos.id));
  const storage = await createStorage(config.storage);
  const bytes: Record<string, string> = {};
  for (const photo of photos) {
    for (const key of [photo.key, photo.thumb]) {
      const opened = await storage.open(key);
      bytes[key] = opened ? (await buffer(opened.stream)).toString('base64') : 'missing';
    }
  }
  return { rows, photos, bytes };
}

/**
 * Two listings with a photo each, the first one published, and a file that belongs to no row.
 * The published listing's slug.
 */
async function addListings(config: Config, db: Db): Promise<string> {
  const deps = { db, storage: await createStorage(config.storage) };
  const author = await createUser(db);
  const branch = await firstBranch(db, 'announcements');
  let published = '';
  for (const [i, colour] of ['#c0392b', '#27ae60'].entries()) {
    const jpeg = await sharp({ create: { width: 120, height: 90, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    const photo = await uploadPhoto(deps, author.id, jpeg);
    const input = listingBodySchema.parse(
      listingBody(branch, { title: `Annonce sauvegardée numéro ${i + 1}`, photo_ids: [photo.id] }),
    );
    const row = await createListing(deps, author.id, input);
    if (i === 0) {
      await approve(db, row.id);
      published = row.slug;
    }
  }
  await deps.storage.put(deps.storage.newKey('content', 'pdf'), Buffer.from('%PDF-1.4 guide'));
  return published;
}

/** Backup and restore (decision 041), on this run's database kind: PGlite's folder or the server. */
describe(`backup and restore (${testDatabaseKind()})`, () => {
  const tempDir = tempDirs();
  const kind = testDatabaseKind();
  const serverDatabases: string[] = [];
  let source: { config: Config; database: Database; drop: () => Promise<void> };
  let before: Awaited<ReturnType<typeof snapshot>>;
  let folder: string;
  let manifest: BackupManifest;

  /** A configuration on a new data folder, and (on the server) a new, empty database. */
  async function freshConfig(): Promise<Config> {
    const env: Record<string, string> = { NODE_ENV: 'test', DATA_DIR: tempDir('portal-restore-') };
    if (kind === 'postgres') {
      const name = `portal_restore_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await admin.connect();
      await admin.query(
        `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
      );
      await admin.end();
      serverDatabases.push(name);
      const url = new URL(TEST_POSTGRES_URL);
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
    }
    return loadConfig(env);
  }

  beforeAll(async () => {
    const dataDir = tempDir('portal-backup-source-');
    if (kind === 'pglite') {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
      const database = await createMigratedPgliteFolder(path.join(dataDir, 'pglite'));
      let closed = false;
      const close = async () => {
        if (!closed) await database.close();
        closed = true;
      };
      source = { config, database, drop: close };
    } else {
      const testDb: TestDatabase = await createTestDatabase({ kind: 'postgres' });
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: testDb.url! });
      source = { config, database: testDb.database, drop: () => testDb.drop() };
    }
    await addListings(source.config, source.database.db);
    before = await snapshot(source.database.db, source.config);

    folder = path.join(tempDir('portal-backups-'), 'nightly');
    if (kind === 'pglite') {
      // PGlite's folder is opened by one process at a time: another process (this command, when
      // no portal answers for backups) cannot copy it while it is open.
      await expect(createBackup(source.config, folder)).rejects.toThrow('no running portal answers');
      await source.drop();
    }
    manifest = await createBackup(source.config, folder);
  });

  afterAll(async () => {
    await source?.drop();
    if (serverDatabases.length > 0) {
      const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await admin.connect();
      for (const name of serverDatabases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });

  it('restores into a new data folder or database the same listings, photos and files', async () => {
    expect(before.rows).toHaveLength(2);
    expect(before.photos).toHaveLength(2);
    expect(Object.values(before.bytes)).not.toContain('missing');
    expect(manifest).toMatchObject({ format: 'portal-backup', database: { kind } });
    // Three sizes per photo, and the loose file.
    expect(manifest.uploads.count).toBe(7);
    expect(existsSync(`${folder}.partial`)).toBe(false);

    const target = await freshConfig();
    const restored = await restoreBackup(target, folder);
    expect(restored.files).toMatchObject({ copied: 7, skipped: 0, failed: [] });
    const database = await openDatabase(target.database);
    try {
      expect(await snapshot(database.db, target)).toEqual(before);
      const [published] = await database.db
        .select()
        .from(listings)
        .where(eq(listings.id, before.rows[0]!.id));
      expect(published?.status).toBe('approved');
    } finally {
      await database.close();
    }
    // The same backup again refuses: the database is no longer new.
    await expect(restoreBackup(target, folder)).rejects.toBeInstanceOf(BackupError);
  });

  it('refuses to write over a folder, and to restore a backup whose files are damaged', async () => {
    await expect(createBackup(source.config, folder)).rejects.toThrow('already exists');
    const damaged = path.join(tempDir('portal-backups-'), 'damaged');
    cpSync(folder, damaged, { recursive: true });
    const file = manifest.uploads.files[0]!;
    const stored = path.join(damaged, 'uploads', file.key);
    writeFileSync(stored, readFileSync(stored).subarray(0, 10));
    const error = await restoreBackup(await freshConfig(), damaged).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toContain(file.key);
  });
});

const run = promisify(execFile);

/**
 * A portal on PGlite that keeps running: `npm run db:backup` has it take the backup while it
 * answers requests, the backup restores into a new data folder (with the portal stopped only
 * for a restore into its own), and a portal started there shows the same listings and photos.
 */
describe.runIf(testDatabaseKind() === 'pglite')('backup of a running portal on PGlite', () => {
  const tempDir = tempDirs();
  const servers: ServerProcess[] = [];

  /** The built server on `dataDir`, answering on the port it returns. */
  async function startPortal(dataDir: string): Promise<string> {
    if (!existsSync(BUILT_SERVER)) throw new Error(`${BUILT_SERVER} is missing: run npm run build first`);
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_CONTENT: 'false',
      API_PROCESSES: '1',
    };
    for (const name of ['DATABASE_URL', 'DATABASE_READ_URL', 'REDIS_URL', 'SMTP_URL', 'S3_ENDPOINT'])
      delete env[name];
    const server = spawnServer([BUILT_SERVER], env);
    servers.push(server);
    const base = `http://127.0.0.1:${port}`;
    await untilAnswering(server, `${base}/api/v1/ready`, 90_000);
    return base;
  }

  async function stopPortal(server: ServerProcess): Promise<void> {
    server.child.kill('SIGTERM');
    expect((await exitOf(server.child)).code, server.output()).toBe(0);
  }

  /** A GET's answer; a portal just started on a busy machine may shed a request (503) at first. */
  async function answered(url: string): Promise<Response> {
    for (let tries = 1; ; tries++) {
      const res = await fetch(url);
      if (res.status !== 503 || tries === 20) return res;
      await sleep(500);
    }
  }

  /** The published listing's title and each of its photos' bytes, as the portal serves them. */
  async function shown(base: string, slug: string) {
    const res = await answered(`${base}/api/v1/listings/${slug}`);
    expect(res.status).toBe(200);
    const { listing } = (await res.json()) as {
      listing: { title: string; photos: { urls: Record<string, string> }[] };
    };
    const images: Record<string, string> = {};
    for (const photo of listing.photos) {
      for (const [size, url] of Object.entries(photo.urls)) {
        const image = await answered(new URL(url, base).toString());
        expect(image.status, url).toBe(200);
        images[size] = Buffer.from(await image.arrayBuffer()).toString('base64');
      }
    }
    return { title: listing.title, photos: listing.photos.length, images };
  }

  afterAll(async () => {
    for (const { child } of servers) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exitOf(child);
      }
    }
  });

  it('is taken by the running portal while it answers, and restores into a portal with the same listings and photos', async () => {
    const dataDir = tempDir('portal-live-');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const seeded = await createMigratedPgliteFolder(path.join(dataDir, 'pglite'));
    const slug = await addListings(config, seeded.db);
    await seeded.close();

    const base = await startPortal(dataDir);
    const source = servers.at(-1)!;
    const expected = await shown(base, slug);
    expect(expected).toMatchObject({ title: 'Annonce sauvegardée numéro 1', photos: 1 });
    // Where the command finds the portal: readable by its own user only.
    expect(statSync(path.join(dataDir, CONTROL_FILE)).mode & 0o777).toBe(0o600);

    // Visitors keep reading while the backup is taken.
    let reading = true;
    const statuses: number[] = [];
    const visitors = (async () => {
      while (reading) {
        statuses.push((await fetch(`${base}/api/v1/listings?platform=announcements`)).status);
      }
    })();
    const folder = path.join(tempDir('portal-backups-'), 'live');
    const cli = await run(process.execPath, ['--import', 'tsx', 'src/db/cli.ts', 'backup', folder], {
      cwd: API_ROOT,
      env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir },
    });
    reading = false;
    await visitors;
    expect(cli.stdout).toMatch(/by the running portal \(process \d+\): the pglite database and 7 files/);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(existsSync(path.join(folder, 'pglite', 'postmaster.pid'))).toBe(false);

    // A restore needs the portal stopped: into the running portal's own folder it refuses.
    await expect(restoreBackup(config, folder)).rejects.toThrow('a restore needs the portal stopped');

    const restoredDir = tempDir('portal-restored-');
    const restored = await restoreBackup(loadConfig({ NODE_ENV: 'test', DATA_DIR: restoredDir }), folder);
    expect(restored.files).toMatchObject({ copied: 7, failed: [] });
    const restoredBase = await startPortal(restoredDir);
    expect(await shown(restoredBase, slug)).toEqual(expected);

    await stopPortal(source);
    // The portal removes its control file as it stops: a backup then copies the closed folder.
    expect(existsSync(path.join(dataDir, CONTROL_FILE))).toBe(false);
    await stopPortal(servers.at(-1)!);
  }, 480_000);
});
