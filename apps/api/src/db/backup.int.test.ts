import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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
import { createUser } from '../../test/session';
import { tempDirs } from '../../test/temp-dirs';
import {
  TEST_POSTGRES_URL,
  createMigratedPgliteFolder,
  createTestDatabase,
  testDatabaseKind,
  type TestDatabase,
} from '../../test/test-database';
import { BackupError, createBackup, restoreBackup, type BackupManifest } from './backup';
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
    // Two listings with a photo each, one published, and a file that belongs to no row.
    const db = source.database.db;
    const deps = { db, storage: await createStorage(source.config.storage) };
    const author = await createUser(db);
    const branch = await firstBranch(db, 'announcements');
    for (const [i, colour] of ['#c0392b', '#27ae60'].entries()) {
      const jpeg = await sharp({ create: { width: 120, height: 90, channels: 3, background: colour } })
        .jpeg()
        .toBuffer();
      const photo = await uploadPhoto(deps, author.id, jpeg);
      const input = listingBodySchema.parse(
        listingBody(branch, { title: `Annonce sauvegardée numéro ${i + 1}`, photo_ids: [photo.id] }),
      );
      const row = await createListing(deps, author.id, input);
      if (i === 0) await approve(db, row.id);
    }
    await deps.storage.put(deps.storage.newKey('content', 'pdf'), Buffer.from('%PDF-1.4 guide'));
    before = await snapshot(db, source.config);

    folder = path.join(tempDir('portal-backups-'), 'nightly');
    if (kind === 'pglite') {
      // PGlite's folder is opened by one process at a time: a backup needs the portal stopped.
      await expect(createBackup(source.config, folder)).rejects.toThrow('stop the portal first');
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
