import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingPhotos } from '../../db/schema/index';
import { signIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { api, createUser } from '../../../test/session';
import { withSettings } from '../../../test/settings';
import {
  approve,
  cityOf,
  firstBranch,
  listingBody,
  multipart,
  postListing,
  setStatus,
  type Branch,
} from './testing';

describe('listings', () => {
  let t: TestApp;
  let owner: { id: number; token: string };
  let other: { id: number; token: string };
  let announcements: Branch;
  let sales: Branch;
  const db = () => t.testDb.database.db;

  beforeAll(async () => {
    t = await buildTestApp();
    const a = await createUser(db());
    const b = await createUser(db());
    owner = { id: a.id, token: (await signIn(db(), a.id)).token };
    other = { id: b.id, token: (await signIn(db(), b.id)).token };
    announcements = await firstBranch(db(), 'announcements');
    sales = await firstBranch(db(), 'sales');
  });
  afterAll(async () => {
    await t.close();
  });

  const create = async (overrides: Record<string, unknown> = {}, token = owner.token) => {
    const res = await postListing(t.app, token, listingBody(announcements, overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().listing as { id: number; slug: string; status: string; [k: string]: unknown };
  };

  const uploadPhoto = async (data: Buffer | string, filename = 'photo.jpg', token = owner.token) => {
    const { body, contentType } = await multipart([{ name: 'photo', data, filename, type: 'image/jpeg' }]);
    return api(t.app, {
      method: 'POST',
      url: '/api/v1/listings/photos',
      token,
      body,
      headers: { 'content-type': contentType },
    });
  };

  describe('posting', () => {
    it('creates a pending announcement with localized names', async () => {
      const res = await postListing(t.app, owner.token, listingBody(announcements));
      expect(res.statusCode, res.body).toBe(201);
      const listing = res.json().listing;
      expect(listing).toMatchObject({
        status: 'pending',
        platform: 'announcements',
        price: 150000,
        currency_id: 'DZD',
        region: { id: 16 },
        is_owner: true,
      });
      expect(listing.slug).toMatch(/^cours-de-mathematiques-a-domicile-[a-z0-9]{8}$/);
    });

    it('creates a sales ad with its extras and a city, transliterating an Arabic title', async () => {
      const city = await cityOf(db(), 16);
      const res = await postListing(
        t.app,
        owner.token,
        listingBody(sales, {
          platform: 'sales',
          title: 'سيارة للبيع بحالة جيدة',
          description: 'سيارة مستعملة بحالة ممتازة، الوثائق كاملة، السعر قابل للتفاوض.',
          price_type: 'range',
          price: undefined,
          price_min: 100000000,
          price_max: 120000000,
          city_id: city,
          payment_method: 'cash',
          payment_type: 'full',
          has_delivery: true,
          sales_guarantee: 'specific',
          sales_guarantee_text: 'ضمان 6 أشهر',
          sales_quality: 'original',
          sales_source: 'imported',
          selling_style: 'retail',
          quantity_abundance: 'limited',
          documentation: true,
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const listing = res.json().listing;
      expect(listing.slug).toMatch(/^siara-llbia-bhala-jida-[a-z0-9]{8}$/);
      expect(listing).toMatchObject({
        price: null,
        price_min: 100000000,
        price_max: 120000000,
        city: { id: city },
        payment_method: 'cash',
        sales_guarantee_text: 'ضمان 6 أشهر',
      });
    });

    it.each([
      ['title', { title: 'abc' }],
      ['description', { description: 'short' }],
      ['price', { price: undefined }],
      ['price', { price: -5 }],
      ['price', { price: 12.5 }],
      ['price_max', { price_type: 'range', price_min: 500, price_max: 100 }],
      ['price_min', { price_type: 'range', price_max: 100 }],
      ['price_type', { price_type: 'barter' }],
      ['advertiser_characteristic', { advertiser_characteristic: 'robot' }],
      ['validity_date', { validity_date: '2020-01-01' }],
      ['validity_date', { validity_date: 'tomorrow' }],
      ['payment_method', { payment_method: 'cash' }],
      ['role', { role: 'admin' }],
      ['category_id', { category_id: 'x' }],
      ['duration_days', { duration_days: 13 }],
      ['category_id', { category_id: 999999 }],
      ['region_id', { region_id: 99 }],
      ['currency_id', { currency_id: 'XYZ' }],
      ['photo_ids', { photo_ids: [999999] }],
      ['cover_photo_id', { photo_ids: [], cover_photo_id: 3 }],
    ])('refuses a bad %s with 422 on that field', async (field, overrides) => {
      const res = await postListing(t.app, owner.token, listingBody(announcements, overrides));
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    });

    it("refuses the other platform's category, and a sub-category not under the category", async () => {
      let res = await postListing(t.app, owner.token, listingBody(sales));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('category_id');
      res = await postListing(
        t.app,
        owner.token,
        listingBody(announcements, { sub_category_id: sales.subCategory }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('sub_category_id');
    });

    it('words field errors in the request language', async () => {
      const res = await api(t.app, {
        method: 'POST',
        url: '/api/v1/listings',
        token: owner.token,
        locale: 'fr',
        body: listingBody(announcements, { price_type: 'range', price_min: 500, price_max: 100 }),
      });
      expect(res.json().errors.price_max).toEqual([
        'Le prix maximal ne doit pas être inférieur au prix minimal.',
      ]);
    });

    it('refuses an unverified account with 403 and the spec message', async () => {
      const user = await createUser(db(), { emailVerifiedAt: null });
      const { token } = await signIn(db(), user.id);
      const res = await postListing(t.app, token, listingBody(announcements));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'email_unverified',
        message: "You haven't verified your email yet. Please check your email to confirm your account.",
      });
    });

    it('sends a paid category to review first (pending); approval makes it wait for payment', async () => {
      const status = await withSettings(
        db(),
        'announcements',
        { paid_category_ids: [announcements.category] },
        async () => (await create()).status,
      );
      expect(status).toBe('pending');
    });

    it('refuses new posts on a platform an admin has closed, in the request language, and keeps the other open', async () => {
      await withSettings(db(), 'settings_state', { announcements_open: false }, async () => {
        const closed = await api(t.app, {
          method: 'POST',
          url: '/api/v1/listings',
          token: owner.token,
          body: listingBody(announcements),
          locale: 'fr',
        });
        expect(closed.statusCode).toBe(403);
        expect(closed.json()).toMatchObject({
          code: 'posting_closed',
          message:
            'La publication de nouvelles annonces sur cette plateforme est fermée pour le moment. Revenez plus tard.',
        });
        expect(
          (await postListing(t.app, owner.token, listingBody(sales, { platform: 'sales' }))).statusCode,
        ).toBe(201);
      });
      expect((await postListing(t.app, owner.token, listingBody(announcements))).statusCode).toBe(201);
    });
  });

  describe('photos', () => {
    it('re-encodes to three WebP sizes without GPS, attaches in order with a cover, and serves each size', async () => {
      const jpegWithGps = await sharp({
        create: { width: 2000, height: 1000, channels: 3, background: '#2980b9' },
      })
        .jpeg()
        .withExif({
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '36/1 45/1 0/1',
            GPSLongitudeRef: 'E',
            GPSLongitude: '3/1 3/1 0/1',
          },
        })
        .toBuffer();
      expect((await sharp(jpegWithGps).metadata()).exif).toBeDefined();
      const first = await uploadPhoto(jpegWithGps);
      expect(first.statusCode, first.body).toBe(201);
      const photo = first.json().photo;
      expect(photo).toMatchObject({ width: 1600, height: 800 });
      const second = (await uploadPhoto(await sharp(jpegWithGps).png().toBuffer(), 'b.png')).json().photo;

      const [stored] = await db().select().from(listingPhotos).where(eq(listingPhotos.id, photo.id));
      for (const key of [stored!.thumbnailKey, stored!.mediumKey, stored!.largeKey]) {
        const meta = await sharp(await readFile(path.join(t.config.uploadsDir, key))).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.exif).toBeUndefined();
      }
      const served = await api(t.app, { url: photo.urls.thumbnail });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(320);

      const listing = await create({ photo_ids: [photo.id, second.id], cover_photo_id: second.id });
      expect((listing.photos as { id: number; is_cover: boolean }[]).map((p) => [p.id, p.is_cover])).toEqual([
        [photo.id, false],
        [second.id, true],
      ]);
      expect((listing.cover as { id: number }).id).toBe(second.id);
    });

    it("refuses a text file named .jpg, and another user's photo", async () => {
      const fake = await uploadPhoto('#!/bin/sh\necho pwned\n', 'photo.jpg');
      expect(fake.statusCode).toBe(422);
      expect(fake.json().errors).toHaveProperty('photo');

      const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      const theirs = (await uploadPhoto(png, 'x.png', other.token)).json().photo;
      const res = await postListing(
        t.app,
        owner.token,
        listingBody(announcements, { photo_ids: [theirs.id] }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('photo_ids');
    });

    it('answers 413 above 10 MB and 404 for an unknown file', async () => {
      const res = await uploadPhoto(Buffer.alloc(10 * 1024 * 1024 + 10, 1));
      expect(res.statusCode).toBe(413);
      expect((await api(t.app, { url: `/api/v1/listings/photos/${'b'.repeat(32)}.webp` })).statusCode).toBe(
        404,
      );
    });
  });

  describe('owner and visibility', () => {
    it('lets only the owner edit, delete or renew; others get 404', async () => {
      const listing = await create();
      const body = listingBody(announcements, { title: 'Cours de physique' });
      for (const call of [
        { method: 'PUT' as const, url: `/api/v1/listings/${listing.id}`, body },
        { method: 'DELETE' as const, url: `/api/v1/listings/${listing.id}` },
        { method: 'POST' as const, url: `/api/v1/listings/${listing.id}/renew` },
      ]) {
        const res = await api(t.app, { ...call, token: other.token });
        expect(res.statusCode, call.method).toBe(404);
      }
      const edited = await api(t.app, {
        method: 'PUT',
        url: `/api/v1/listings/${listing.id}`,
        token: owner.token,
        body,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().listing.title).toBe('Cours de physique');
      const del = await api(t.app, {
        method: 'DELETE',
        url: `/api/v1/listings/${listing.id}`,
        token: owner.token,
      });
      expect(del.statusCode).toBe(204);
      expect(
        (await api(t.app, { url: `/api/v1/listings/${listing.slug}`, token: owner.token })).statusCode,
      ).toBe(404);
    });

    it('hides non-public listings from everyone but the owner, and counts views of public ones', async () => {
      const listing = await create();
      for (const status of ['pending', 'rejected', 'expired', 'waiting_payment']) {
        await setStatus(db(), listing.id, status);
        expect((await api(t.app, { url: `/api/v1/listings/${listing.slug}` })).statusCode, status).toBe(404);
        expect(
          (await api(t.app, { url: `/api/v1/listings/${listing.slug}`, token: other.token })).statusCode,
        ).toBe(404);
        const mine = await api(t.app, { url: `/api/v1/listings/${listing.slug}`, token: owner.token });
        expect(mine.statusCode).toBe(200);
        expect(mine.json().listing.status).toBe(status);
      }
      await approve(db(), listing.id);
      const seen = await api(t.app, { url: `/api/v1/listings/${listing.slug}`, locale: 'ar' });
      expect(seen.statusCode).toBe(200);
      expect(seen.json().listing).toMatchObject({ views: 1, is_owner: false, region: { name: 'الجزائر' } });
      expect(seen.json().listing.owner.name).toBe('Test U.');
    });

    it('sends an edited rejected listing back to pending, and renews an expired one', async () => {
      const listing = await create();
      await setStatus(db(), listing.id, 'rejected');
      const res = await api(t.app, {
        method: 'PUT',
        url: `/api/v1/listings/${listing.id}`,
        token: owner.token,
        body: listingBody(announcements, {
          description: 'Une nouvelle description assez longue pour passer.',
        }),
      });
      expect(res.json().listing.status).toBe('pending');
      expect((await api(t.app, { url: `/api/v1/listings/${listing.slug}` })).statusCode).toBe(404);

      const early = await api(t.app, {
        method: 'POST',
        url: `/api/v1/listings/${listing.id}/renew`,
        token: owner.token,
      });
      expect(early.statusCode).toBe(409);
      await setStatus(db(), listing.id, 'expired');
      const renewed = await api(t.app, {
        method: 'POST',
        url: `/api/v1/listings/${listing.id}/renew`,
        token: owner.token,
      });
      expect(renewed.statusCode).toBe(200);
      expect(renewed.json().listing.status).toBe('pending');
    });

    it('redirects an old slug to the new one with 301', async () => {
      // A pending listing's edit is applied at once (an approved one's waits: moderation/revisions).
      const listing = await create({ title: 'Ancien titre de cours' });
      const res = await api(t.app, {
        method: 'PUT',
        url: `/api/v1/listings/${listing.id}`,
        token: owner.token,
        body: listingBody(announcements, { title: 'Nouveau titre de cours' }),
      });
      const newSlug = res.json().listing.slug as string;
      expect(newSlug).toMatch(/^nouveau-titre-de-cours-/);
      await approve(db(), listing.id);
      const old = await api(t.app, { url: `/api/v1/listings/${listing.slug}` });
      expect(old.statusCode).toBe(301);
      expect(old.headers.location).toBe(`/api/v1/listings/${newSlug}`);
      expect((await api(t.app, { url: `/api/v1/listings/${newSlug}` })).statusCode).toBe(200);
    });

    it("lists the owner's listings of every status with the rejection reason, by platform", async () => {
      const user = await createUser(db());
      const { token } = await signIn(db(), user.id);
      const a = await create({}, token);
      await create({}, token);
      await setStatus(db(), a.id, 'rejected');
      const res = await api(t.app, { url: '/api/v1/listings/mine?platform=announcements', token });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toHaveLength(2);
      expect(
        res
          .json()
          .data.map((l: { status: string }) => l.status)
          .sort(),
      ).toEqual(['pending', 'rejected']);
      expect((await api(t.app, { url: '/api/v1/listings/mine?platform=sales', token })).json().data).toEqual(
        [],
      );
    });
  });
});
