import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { mailsTo } from '../../../test/mail';
import { api, createUser } from '../../../test/session';
import { jobRuns, listingPhotos, listingRevisions, listings, settings } from '../../db/schema/index';
import { createLocalStorage } from '../../platform/storage';
import { ABANDONED_UPLOAD_MS, cleanUpPhotos } from './clean-up-photos';
import { expireListings } from './expire-listings';
import { firstBranch, insertListing, listingBody, multipart, postListing, type Branch } from './testing';

const DAY = 24 * 60 * 60 * 1000;
/** A date `days` from today, as the contract takes dates (YYYY-MM-DD, UTC). */
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describe('listing jobs', () => {
  let t: TestApp;
  let owner: { id: number; email: string; token: string };
  let moderatorToken: string;
  let announcements: Branch;
  let sales: Branch;
  const db = () => t.testDb.database.db;
  const expiryDeps = () => ({
    db: db(),
    enqueueMail: t.app.mail.enqueue,
    notifyMail: t.app.mail.notify,
  });
  const photoDeps = () => ({ db: db(), storage: createLocalStorage(t.config.uploadsDir) });

  beforeAll(async () => {
    t = await buildTestApp();
    const user = await createUser(db(), { locale: 'fr', firstName: 'Yasmine' });
    owner = { id: user.id, email: user.email, token: (await signIn(db(), user.id)).token };
    const moderator = await createUser(db(), { role: 'moderator' });
    moderatorToken = (await signIn(db(), moderator.id)).token;
    announcements = await firstBranch(db(), 'announcements');
    sales = await firstBranch(db(), 'sales');
  });
  afterAll(async () => {
    await t.close();
  });

  type Listing = { id: number; slug: string; status: string; expires_at: string; photos: { id: number }[] };

  const post = async (overrides: Record<string, unknown> = {}, branch = announcements) => {
    const res = await postListing(t.app, owner.token, listingBody(branch, overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().listing as Listing;
  };
  const approve = async (id: number) => {
    const res = await api(t.app, {
      method: 'POST',
      url: `/api/v1/admin/listings/${id}/approve`,
      token: moderatorToken,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const rowOf = async (id: number) => (await db().select().from(listings).where(eq(listings.id, id)))[0]!;
  const publicDetail = (slug: string) => api(t.app, { url: `/api/v1/listings/${encodeURIComponent(slug)}` });
  const mineOf = async (id: number) => {
    const res = await api(t.app, { url: '/api/v1/listings/mine', token: owner.token });
    return (res.json().data as { id: number; status: string; can_renew: boolean }[]).find(
      (l) => l.id === id,
    )!;
  };
  const expiryMails = async () =>
    (await mailsTo(db(), owner.email)).filter((m) => m.template === 'listing_expired');

  describe('expiry', () => {
    it('ends an approved listing at the end of its period, mails the owner once in their language', async () => {
      const listing = await post({ title: 'Cours de piano pour débutants' });
      await approve(listing.id);
      const { expiresAt } = await rowOf(listing.id);
      const mailsBefore = (await expiryMails()).length;

      await expireListings(expiryDeps(), { now: new Date(expiresAt.getTime() - 1_000) });
      expect((await rowOf(listing.id)).status).toBe('approved');

      const run = await expireListings(expiryDeps(), { now: expiresAt });
      expect(run.expired).toBeGreaterThanOrEqual(1);
      expect((await rowOf(listing.id)).status).toBe('expired');
      expect((await publicDetail(listing.slug)).statusCode).toBe(404);

      // A later run finds nothing more to do for it: one mail.
      await expireListings(expiryDeps(), { now: new Date(expiresAt.getTime() + 3_600_000) });
      const mails = (await expiryMails()).slice(mailsBefore);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ locale: 'fr', subject: 'Votre annonce a expiré' });
      expect(mails[0]!.text).toContain('Cours de piano pour débutants');
      expect(mails[0]!.text).toContain(`${t.config.publicUrl}/profile/announcements`);
      expect(mails[0]!.text).toContain('renouveler');
    });

    it('ends a listing at its validity date when sooner, and renewing it asks for a new date', async () => {
      const validity = dayFromToday(3);
      const listing = await post({ title: 'Location de salle des fêtes', validity_date: validity });
      await approve(listing.id);
      const end = new Date(`${validity}T23:59:59.999Z`);
      expect((await rowOf(listing.id)).expiresAt).toEqual(end);
      const mailsBefore = (await expiryMails()).length;

      await expireListings(expiryDeps(), { now: new Date(end.getTime() - 1) });
      expect((await rowOf(listing.id)).status).toBe('approved');
      await expireListings(expiryDeps(), { now: new Date(end.getTime() + 1) });
      expect((await rowOf(listing.id)).status).toBe('expired');
      const mails = (await expiryMails()).slice(mailsBefore);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('date de validité');

      // Its date passes for real (the database is told so): renewing as it is would end it again.
      expect(await mineOf(listing.id)).toMatchObject({ status: 'expired', can_renew: true });
      await db()
        .update(listings)
        .set({ validityDate: dayFromToday(-1) })
        .where(eq(listings.id, listing.id));
      expect(await mineOf(listing.id)).toMatchObject({ status: 'expired', can_renew: false });
      for (const locale of ['en', 'fr', 'ar'] as const) {
        const res = await api(t.app, {
          method: 'POST',
          url: `/api/v1/listings/${listing.id}/renew`,
          token: owner.token,
          locale,
        });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toMatch(
          { en: /validity date/, fr: /date de validité/, ar: /تاريخ صلاحيته/ }[locale],
        );
      }
      expect((await rowOf(listing.id)).status).toBe('expired');
    });

    it('ends a sale at its offer end (offer_expiration_date)', async () => {
      const offerEnd = dayFromToday(2);
      const listing = await post(
        { platform: 'sales', title: 'Lot de chaises en bois', offer_expiration_date: offerEnd },
        sales,
      );
      await approve(listing.id);
      const end = new Date(`${offerEnd}T23:59:59.999Z`);
      expect((await rowOf(listing.id)).expiresAt).toEqual(end);
      await expireListings(expiryDeps(), { now: new Date(end.getTime() + 1) });
      expect((await rowOf(listing.id)).status).toBe('expired');
      const mail = (await expiryMails()).at(-1)!;
      expect(mail.text).toContain('Lot de chaises en bois');
      expect(mail.text).toContain(`${t.config.publicUrl}/profile/products`);
    });

    it('ends a pending listing whose validity date passed, not one only waiting long for review', async () => {
      const outdated = await post({ title: 'Soutien scolaire été', validity_date: dayFromToday(5) });
      const waiting = await post({ title: 'Soutien scolaire hiver' });
      await db()
        .update(listings)
        .set({ validityDate: dayFromToday(-1) })
        .where(eq(listings.id, outdated.id));
      // Its publication has not started: the end computed at submission does not count.
      await db()
        .update(listings)
        .set({ expiresAt: new Date(Date.now() - DAY) })
        .where(eq(listings.id, waiting.id));

      await expireListings(expiryDeps());

      expect((await rowOf(outdated.id)).status).toBe('expired');
      expect((await rowOf(waiting.id)).status).toBe('pending');
    });

    it('renew → pending → approved by a moderator → public again for a new period', async () => {
      const listing = await post({ title: 'Réparation de machines à laver' });
      await approve(listing.id);
      const first = await rowOf(listing.id);
      await expireListings(expiryDeps(), { now: first.expiresAt });
      expect(await mineOf(listing.id)).toMatchObject({ status: 'expired', can_renew: true });

      const renew = () =>
        api(t.app, { method: 'POST', url: `/api/v1/listings/${listing.id}/renew`, token: owner.token });
      const renewed = await renew();
      expect(renewed.statusCode, renewed.body).toBe(200);
      expect(renewed.json().listing.status).toBe('pending');
      expect((await renew()).statusCode).toBe(409);
      expect(await mineOf(listing.id)).toMatchObject({ status: 'pending', can_renew: false });
      expect((await publicDetail(listing.slug)).statusCode).toBe(404);

      await approve(listing.id);
      const detail = await publicDetail(listing.slug);
      expect(detail.statusCode).toBe(200);
      const expiresAt = new Date(detail.json().listing.expires_at).getTime();
      expect(expiresAt).toBeGreaterThan(first.expiresAt.getTime());
      expect(Math.abs(expiresAt - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    });

    it('works through a backlog in batches', async () => {
      const ids = [];
      for (const title of ['Vélo enfant', 'Vélo adulte', 'Vélo électrique']) {
        ids.push(
          (await insertListing(db(), { userId: owner.id, title, categoryId: sales.category, expired: true }))
            .id,
        );
      }
      const run = await expireListings(expiryDeps(), { batchSize: 1 });
      expect(run.expired).toBeGreaterThanOrEqual(3);
      const rows = await db().select().from(listings).where(inArray(listings.id, ids));
      expect(rows.map((r) => r.status)).toEqual(['expired', 'expired', 'expired']);
    });
  });

  describe('photo clean-up', () => {
    let image: Buffer;
    beforeAll(async () => {
      image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
        .png()
        .toBuffer();
    });

    const upload = async () => {
      const { body, contentType } = await multipart([
        { name: 'photo', data: image, filename: 'p.png', type: 'image/png' },
      ]);
      const res = await api(t.app, {
        method: 'POST',
        url: '/api/v1/listings/photos',
        token: owner.token,
        body,
        headers: { 'content-type': contentType },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().photo.id as number;
    };
    const photoRow = async (id: number) =>
      (await db().select().from(listingPhotos).where(eq(listingPhotos.id, id)))[0];
    /** Whether the row and its three stored files exist, all or none. */
    const stored = async (id: number) => {
      const row = await photoRow(id);
      if (!row) return false;
      const files = [row.thumbnailKey, row.mediumKey, row.largeKey].map((key) =>
        existsSync(path.join(t.config.uploadsDir, key)),
      );
      expect(files).toEqual([true, true, true]);
      return true;
    };
    const keysOf = async (id: number) => {
      const row = (await photoRow(id))!;
      return [row.thumbnailKey, row.mediumKey, row.largeKey].map((key) =>
        path.join(t.config.uploadsDir, key),
      );
    };
    const uploadedAgo = (ids: number[], ms: number) =>
      db()
        .update(listingPhotos)
        .set({ createdAt: new Date(Date.now() - ms) })
        .where(inArray(listingPhotos.id, ids));
    const nameInRevision = (listingId: number, photoIds: number[]) =>
      db()
        .insert(listingRevisions)
        .values({ listingId, body: { ...listingBody(announcements), photo_ids: photoIds } })
        .onConflictDoUpdate({
          target: listingRevisions.listingId,
          set: { body: { ...listingBody(announcements), photo_ids: photoIds } },
        });

    it('deletes uploads never attached within 24 hours with their files, and keeps every photo a version uses', async () => {
      const abandoned = await upload();
      const recent = await upload();
      const attached = await upload();
      const named = await upload();
      const listing = await post({ title: 'Cours de dessin', photo_ids: [attached] });
      await nameInRevision(listing.id, [attached, named]);
      await uploadedAgo([abandoned, attached, named], ABANDONED_UPLOAD_MS + 60_000);
      const abandonedFiles = await keysOf(abandoned);

      const run = await cleanUpPhotos(photoDeps());

      expect(run.deleted).toBeGreaterThanOrEqual(1);
      expect(await photoRow(abandoned)).toBeUndefined();
      expect(abandonedFiles.map((file) => existsSync(file))).toEqual([false, false, false]);
      expect(await stored(recent)).toBe(true);
      expect(await stored(attached)).toBe(true);
      expect(await stored(named)).toBe(true);

      // A day later the recent upload is abandoned too; the photos of the listing and of its
      // revision are still used.
      await cleanUpPhotos(photoDeps(), { now: new Date(Date.now() + DAY + 60_000) });
      expect(await stored(recent)).toBe(false);
      expect(await stored(attached)).toBe(true);
      expect(await stored(named)).toBe(true);
    });

    it('on edit deletes a photo left out at once; an edit under review keeps its new photo until discarded', async () => {
      const [kept, dropped] = [await upload(), await upload()];
      const listing = await post({ title: 'Cours de couture', photo_ids: [kept, dropped] });
      const droppedFiles = await keysOf(dropped);
      // A pending listing's edit replaces it at once: the photo left out goes with its files.
      const res = await api(t.app, {
        method: 'PUT',
        url: `/api/v1/listings/${listing.id}`,
        token: owner.token,
        body: listingBody(announcements, { title: 'Cours de couture', photo_ids: [kept] }),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json().listing as Listing).photos.map((p) => p.id)).toEqual([kept]);
      expect(await photoRow(dropped)).toBeUndefined();
      expect(droppedFiles.map((file) => existsSync(file))).toEqual([false, false, false]);

      // An approved listing's edit waits for review: its new photo is attached to nothing but
      // named by the revision, so the clean-up spares it, and the public photo stays.
      await approve(listing.id);
      const added = await upload();
      const edit = await api(t.app, {
        method: 'PUT',
        url: `/api/v1/listings/${listing.id}`,
        token: owner.token,
        body: listingBody(announcements, { title: 'Cours de couture', photo_ids: [added] }),
      });
      expect(edit.statusCode, edit.body).toBe(200);
      expect((edit.json().listing as Listing).photos.map((p) => p.id)).toEqual([kept]);
      expect((await photoRow(added))!.listingId).toBeNull();
      const later = new Date(Date.now() + DAY + 60_000);
      await cleanUpPhotos(photoDeps(), { now: later });
      expect(await stored(added)).toBe(true);
      expect(await stored(kept)).toBe(true);

      // Discarded: no version uses the new photo any more.
      const addedFiles = await keysOf(added);
      const discard = await api(t.app, {
        method: 'DELETE',
        url: `/api/v1/listings/${listing.id}/revision`,
        token: owner.token,
      });
      expect(discard.statusCode).toBe(204);
      await cleanUpPhotos(photoDeps(), { now: later });
      expect(await photoRow(added)).toBeUndefined();
      expect(addedFiles.map((file) => existsSync(file))).toEqual([false, false, false]);
      expect(await stored(kept)).toBe(true);
    });
  });

  describe('photo size limit (settings.announcements.max_photo_mb)', () => {
    const uploadBytes = (data: Buffer, locale: 'ar' | 'fr' | 'en' = 'en') =>
      multipart([{ name: 'photo', data, filename: 'big.jpg', type: 'image/jpeg' }]).then(
        ({ body, contentType }) =>
          api(t.app, {
            method: 'POST',
            url: '/api/v1/listings/photos',
            token: owner.token,
            locale,
            body,
            headers: { 'content-type': contentType },
          }),
      );
    const withPhotoLimit = async (megabytes: number, fn: () => Promise<void>) => {
      const [row] = await db().select().from(settings).where(eq(settings.key, 'announcements'));
      const value = row!.value as Record<string, unknown>;
      await db()
        .update(settings)
        .set({ value: { ...value, max_photo_mb: megabytes } })
        .where(eq(settings.key, 'announcements'));
      try {
        await fn();
      } finally {
        await db().update(settings).set({ value }).where(eq(settings.key, 'announcements'));
      }
    };

    it('answers 413 above the setting, naming the limit in the reader’s language', async () => {
      await withPhotoLimit(1, async () => {
        const tooBig = Buffer.alloc(1_000_001, 1);
        const messages = {
          en: 'This photo is too large: 1 MB at most.',
          fr: 'Cette photo est trop volumineuse : 1 Mo au maximum.',
          ar: 'هذه الصورة كبيرة جداً: الحد الأقصى 1 ميغابايت.',
        };
        for (const locale of ['en', 'fr', 'ar'] as const) {
          const res = await uploadBytes(tooBig, locale);
          expect(res.statusCode).toBe(413);
          expect(res.json()).toMatchObject({ code: 'payload_too_large', message: messages[locale] });
        }
        const small = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
          .jpeg()
          .toBuffer();
        expect((await uploadBytes(small)).statusCode).toBe(201);
      });
    });

    it('takes a file above the old fixed 10 MB when the setting allows it', async () => {
      await withPhotoLimit(12, async () => {
        // Past the size check, the content is judged: these bytes are no image (422, not 413).
        const res = await uploadBytes(Buffer.alloc(11_000_000, 1));
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toHaveProperty('photo');
      });
    });
  });
});

describe('the app runs the listing jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ jobs: true });
  });
  // Closing waits for a run in flight and stops the runner before the database closes.
  afterAll(async () => {
    await t.close();
  });

  it('expires a listing in the background', async () => {
    const db = t.testDb.database.db;
    const user = await createUser(db);
    const branch = await firstBranch(db, 'sales');
    const listing = await insertListing(db, {
      userId: user.id,
      title: 'Table basse en chêne',
      categoryId: branch.category,
      expired: true,
    });
    // The runner runs the job at start, maybe before this listing: once that run has finished
    // (a run still in flight would set its own next time over ours), make it due again; the
    // next look (every 5 s) runs it.
    await vi.waitFor(
      async () => {
        const [run] = await db.select().from(jobRuns).where(eq(jobRuns.name, 'expire-listings'));
        expect(run?.lastFinishedAt).toBeTruthy();
      },
      { timeout: 20_000, interval: 100 },
    );
    await db.update(jobRuns).set({ nextRunAt: new Date() }).where(eq(jobRuns.name, 'expire-listings'));
    await vi.waitFor(
      async () => {
        const [row] = await db.select().from(listings).where(eq(listings.id, listing.id));
        expect(row!.status).toBe('expired');
      },
      { timeout: 20_000, interval: 100 },
    );
    const runs = await db.select().from(jobRuns);
    expect(runs.map((r) => r.name).sort()).toEqual([
      'advance-advertisements',
      'alert-digests',
      'clean-up-notifications',
      'clean-up-photos',
      'expire-listings',
      'forget-search-changes',
      'match-alerts',
      'send-appointment-reminders',
      'send-unread-message-mails',
      'sweep-storage',
    ]);
    expect(runs.every((r) => r.lastError === null)).toBe(true);
  });
});
