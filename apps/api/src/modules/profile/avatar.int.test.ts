import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, userRow } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { api, createUser } from '../../../test/session';

/** A multipart body as a browser sends it (FormData), with its content-type and boundary. */
async function multipart(
  fields: { name: string; data: Buffer | string; filename: string; type: string }[],
): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const f of fields) form.append(f.name, new Blob([f.data], { type: f.type }), f.filename);
  const response = new Response(form);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type')!,
  };
}

/** Random pixels compress badly: a PNG of several megabytes. */
async function noisyPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Avatars: checked by content, re-encoded to a 256 px WebP without metadata. */
describe('avatar', () => {
  let t: TestApp;
  let jpegWithGps: Buffer;
  beforeAll(async () => {
    t = await buildTestApp();
    jpegWithGps = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c0392b' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Leaky 3000' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '36/1 45/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '3/1 3/1 0/1',
        },
      })
      .toBuffer();
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.testDb.database.db;

  const upload = async (
    token: string | undefined,
    file: { data: Buffer | string; filename?: string; type?: string; name?: string },
  ) => {
    const { body, contentType } = await multipart([
      {
        name: file.name ?? 'avatar',
        data: file.data,
        filename: file.filename ?? 'avatar.jpg',
        type: file.type ?? 'image/jpeg',
      },
    ]);
    return api(t.app, {
      method: 'POST',
      url: '/api/v1/user/avatar',
      token,
      body,
      headers: { 'content-type': contentType },
    });
  };
  const storedFile = async (userId: number) => {
    const key = (await userRow(db(), userId)).avatarKey;
    return key ? path.join(t.config.uploadsDir, key) : undefined;
  };

  it('accepts a JPEG with GPS data and stores a 256×256 WebP without any metadata', async () => {
    const before = await sharp(jpegWithGps).metadata();
    expect(before.exif).toBeDefined();
    expect(before.exif!.toString('latin1')).toContain('Leaky 3000');

    const user = await createUser(db());
    const { token } = await signIn(db(), user.id);
    const res = await upload(token, { data: jpegWithGps });
    expect(res.statusCode, res.body).toBe(200);
    const avatarUrl = res.json().user.avatar_url as string;
    expect(avatarUrl).toMatch(/^\/api\/v1\/media\/avatars\/[a-f0-9]{32}\.webp$/);

    const file = await storedFile(user.id);
    // Stored under a random name, never the user's file name.
    expect(path.basename(file!)).not.toContain('avatar.jpg');
    const stored = await readFile(file!);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('Leaky 3000');

    // Served at avatar_url, publicly, as image/webp.
    const served = await api(t.app, { url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(stored)).toBe(true);
  });

  it('accepts a PNG of more than the 1 MB body limit (up to 5 MB), and replaces the old file', async () => {
    const user = await createUser(db());
    const { token } = await signIn(db(), user.id);
    expect((await upload(token, { data: jpegWithGps })).statusCode).toBe(200);
    const first = await storedFile(user.id);

    const png = await noisyPng(1000, 1000);
    expect(png.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(png.length).toBeLessThan(5 * 1024 * 1024);
    // Name and declared type do not matter; the content does.
    const res = await upload(token, { data: png, filename: 'photo.gif', type: 'application/octet-stream' });
    expect(res.statusCode, res.body).toBe(200);
    const second = await storedFile(user.id);
    expect(second).not.toBe(first);
    expect(existsSync(first!)).toBe(false);
    expect(await sharp(await readFile(second!)).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });
  });

  it('refuses a text file named .jpg and declared as image/jpeg', async () => {
    const user = await createUser(db());
    const { token } = await signIn(db(), user.id);
    const res = await upload(token, { data: '<?php system($_GET["c"]); ?>\n'.repeat(20) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ avatar: ['Choose a JPEG, PNG or WebP image.'] });
    expect((await userRow(db(), user.id)).avatarKey).toBeNull();
  });

  it('refuses an SVG, a GIF and a truncated JPEG', async () => {
    const user = await createUser(db());
    const { token } = await signIn(db(), user.id);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>';
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const truncated = jpegWithGps.subarray(0, Math.floor(jpegWithGps.length / 3));
    for (const [data, type] of [
      [svg, 'image/svg+xml'],
      [gif, 'image/gif'],
      [truncated, 'image/jpeg'],
    ] as const) {
      const res = await upload(token, { data, type });
      expect(res.statusCode, type).toBe(422);
      expect(res.json().errors).toEqual({ avatar: ['Choose a JPEG, PNG or WebP image.'] });
    }
  });

  it('answers 413 to a file over 5 MB', async () => {
    const user = await createUser(db());
    const { token } = await signIn(db(), user.id);
    const big = Buffer.concat([jpegWithGps, Buffer.alloc(5 * 1024 * 1024 + 1024)]);
    const res = await upload(token, { data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request is too large.', code: 'payload_too_large' });
    expect((await userRow(db(), user.id)).avatarKey).toBeNull();
  });

  it('answers 422 without a file or with another field name, and 415 to JSON', async () => {
    const user = await createUser(db());
    const { token } = await signIn(db(), user.id);
    const wrongField = await upload(token, { data: jpegWithGps, name: 'picture' });
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().errors).toEqual({ avatar: ['Choose a file.'] });

    const json = await api(t.app, {
      method: 'POST',
      url: '/api/v1/user/avatar',
      token,
      body: { avatar: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('unsupported_media_type');
  });

  it('removes the avatar: the field is cleared and the file gone', async () => {
    const user = await createUser(db());
    const { token } = await signIn(db(), user.id);
    const uploaded = await upload(token, { data: jpegWithGps });
    const avatarUrl = uploaded.json().user.avatar_url as string;
    const file = await storedFile(user.id);

    const res = await api(t.app, { method: 'DELETE', url: '/api/v1/user/avatar', token });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.avatar_url).toBeNull();
    expect((await userRow(db(), user.id)).avatarKey).toBeNull();
    expect(existsSync(file!)).toBe(false);
    expect((await api(t.app, { url: avatarUrl })).statusCode).toBe(404);
  });

  it('needs a signed-in user, and serves only stored avatar names', async () => {
    expect((await upload(undefined, { data: jpegWithGps })).statusCode).toBe(401);
    expect((await api(t.app, { method: 'DELETE', url: '/api/v1/user/avatar' })).statusCode).toBe(401);
    for (const url of [
      '/api/v1/media/avatars/..%2F..%2Fpglite',
      `/api/v1/media/avatars/${'a'.repeat(32)}.webp`,
      '/api/v1/media/avatars/avatar.jpg',
    ]) {
      expect([404, 422], url).toContain((await api(t.app, { url })).statusCode);
    }
  });
});
