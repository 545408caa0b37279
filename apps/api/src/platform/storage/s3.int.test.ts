import { existsSync } from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { signIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { multipart } from '../../../test/multipart';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import { api, createUser, csrfToken } from '../../../test/session';
import { copyFiles, createLocalStorage, createStorage, type Storage } from '../storage';
import { tempDirs } from '../../../test/temp-dirs';
import { testDatabaseKind } from '../../../test/test-database';

/**
 * The S3 storage against a real S3-compatible server (s3rver), alone and behind the API. Where
 * the files go does not depend on the database, so this runs in the PostgreSQL project only,
 * where building the test app took 2 s against 17 s on PGlite (a loaded 2-core machine).
 */
describe.runIf(testDatabaseKind() === 'postgres')('S3-compatible storage', () => {
  const tempDir = tempDirs();
  let s3: TestS3Server;
  let storage: Storage;
  beforeAll(async () => {
    s3 = await startS3Server();
    storage = await createStorage(loadConfig({ NODE_ENV: 'test', ...s3.env }).storage);
  });
  afterAll(async () => {
    await s3?.close();
  });

  const read = async (key: string, range?: { start: number; end: number }) => {
    const opened = await storage.open(key, range);
    return opened && { size: opened.size, bytes: (await buffer(opened.stream)).toString('latin1') };
  };

  it('writes, sizes, reads whole and in ranges, lists and removes files', async () => {
    const key = storage.newKey('content', 'mp3');
    await storage.put(key, Buffer.from('0123456789abcdef', 'latin1'));
    expect(await storage.size(key)).toBe(16);
    expect(await read(key)).toEqual({ size: 16, bytes: '0123456789abcdef' });
    expect(await read(key, { start: 3, end: 6 })).toEqual({ size: 16, bytes: '3456' });
    // One byte (s3rver answers `bytes=0-0` with the whole file, as S3 does not: the last byte here).
    expect(await read(key, { start: 15, end: 15 })).toEqual({ size: 16, bytes: 'f' });
    expect(await read(key, { start: 0, end: 1 })).toEqual({ size: 16, bytes: '01' });

    // A second put replaces the file whole.
    await storage.put(key, Buffer.from('xyz'));
    expect(await read(key)).toEqual({ size: 3, bytes: 'xyz' });

    const listed = [];
    for await (const file of storage.list()) listed.push(file);
    expect(listed).toContainEqual({ key, size: 3 });

    await storage.remove(key);
    expect(await storage.size(key)).toBeUndefined();
    expect(await storage.open(key)).toBeUndefined();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('answers nothing for a missing key and refuses what is not a key', async () => {
    const missing = storage.newKey('listings', 'webp');
    expect(await storage.size(missing)).toBeUndefined();
    expect(await storage.open(missing, { start: 0, end: 10 })).toBeUndefined();
    await expect(storage.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
    await expect(storage.open('listings/../../x.webp')).rejects.toThrow('Invalid storage key');
  });

  it('copies a local folder into the bucket once: a second run skips every file', async () => {
    const local = createLocalStorage(tempDir('portal-s3-copy-'));
    const keys = [local.newKey('listings', 'webp'), local.newKey('private', 'pdf')];
    await local.put(keys[0]!, Buffer.from('photo'));
    await local.put(keys[1]!, Buffer.from('%PDF-1.4 cv'));
    const first = await copyFiles(local, storage);
    expect(first).toMatchObject({ copied: 2, skipped: 0, failed: [], bytes: 16 });
    expect(await read(keys[1]!)).toEqual({ size: 11, bytes: '%PDF-1.4 cv' });
    const again = await copyFiles(local, storage);
    expect(again).toMatchObject({ copied: 0, skipped: 2, failed: [] });
  });

  describe('behind the API', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ env: s3.env });
    });
    afterAll(async () => {
      await t?.close();
    });
    const db = () => t.testDb.database.db;

    it('stores an avatar in the bucket, not the local folder, and serves it back', async () => {
      const user = await createUser(db());
      const { token } = await signIn(db(), user.id);
      const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2e86de' } })
        .jpeg()
        .toBuffer();
      const { body, contentType } = await multipart([
        { name: 'avatar', data: jpeg, filename: 'me.jpg', type: 'image/jpeg' },
      ]);
      const res = await api(t.app, {
        method: 'POST',
        url: '/api/v1/user/avatar',
        token,
        body,
        headers: { 'content-type': contentType },
      });
      expect(res.statusCode, res.body).toBe(200);
      const url = res.json().user.avatar_url as string;
      const key = url.replace('/api/v1/media/', '');
      expect(existsSync(path.join(t.config.uploadsDir, key))).toBe(false);

      const stored = await storage.open(key);
      const bytes = await buffer(stored!.stream);
      const served = await api(t.app, { url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect((await sharp(bytes).metadata()).format).toBe('webp');
    });

    it('serves a CMS file from the bucket whole and in a range, as audio players seek', async () => {
      const key = storage.newKey('content', 'mp3');
      const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
      await storage.put(key, bytes);
      const url = `/api/v1/${key.replace('content/', 'content/files/')}`;
      const whole = await api(t.app, { url });
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.equals(bytes)).toBe(true);
      const ranged = await api(t.app, { url, headers: { range: 'bytes=100-199' } });
      expect(ranged.statusCode).toBe(206);
      expect(ranged.headers['content-range']).toBe('bytes 100-199/1000');
      expect(ranged.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    });

    it('keeps a private file in the bucket, served only to its owner and staff', async () => {
      const pdf = Buffer.from(
        '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
        'latin1',
      );
      const owner = await createUser(db());
      const { token } = await signIn(db(), owner.id);
      const day = new Date(Date.now() + 2 * 86_400_000);
      day.setUTCHours(9, 0, 0, 0);
      const { body, contentType } = await multipart([
        { name: 'domaine', data: 'digital_marketing' },
        { name: 'visite_subject', data: 'Stage' },
        { name: 'dateTime', data: day.toISOString() },
        { name: 'message', data: 'Je souhaite rejoindre votre équipe.' },
        { name: 'cv_and_files', data: pdf, filename: 'cv.pdf', type: 'application/pdf' },
      ]);
      const csrf = await csrfToken(t.app);
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/v1/join-requests',
        headers: {
          'content-type': contentType,
          'x-xsrf-token': csrf,
          authorization: `Bearer ${token}`,
        },
        cookies: { 'XSRF-TOKEN': csrf },
        payload: body,
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const downloadPath = `/api/v1${sent.json().join_request.files[0].download_path as string}`;

      const listed = [];
      for await (const file of storage.list()) if (file.key.startsWith('private/')) listed.push(file);
      expect(listed).toContainEqual(expect.objectContaining({ size: pdf.length }));

      const mine = await api(t.app, { url: downloadPath, token });
      expect(mine.statusCode).toBe(200);
      expect(mine.rawPayload.equals(pdf)).toBe(true);
      expect(mine.headers['cache-control']).toBe('no-store');
      const stranger = await createUser(db());
      const refused = await api(t.app, { url: downloadPath, token: (await signIn(db(), stranger.id)).token });
      expect(refused.statusCode).toBe(404);
      const moderator = await createUser(db(), { role: 'moderator' });
      const staff = await api(t.app, { url: downloadPath, token: (await signIn(db(), moderator.id)).token });
      expect(staff.statusCode).toBe(200);
      expect(staff.rawPayload.equals(pdf)).toBe(true);
    });
  });
});
