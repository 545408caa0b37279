import os from 'node:os';
import { listingBodySchema } from '@portal/contract/listings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { latestMail, mailsTo } from '../../../test/mail';
import { signIn } from '../../../test/accounts';
import { api, createUser, type TestUser } from '../../../test/session';
import type { Db } from '../../db/client';
import { auditLog, listingReports, listings, rejectionReasons } from '../../db/schema/index';
import { createLocalStorage } from '../../platform/storage';
import { createListing, firstBranch, listingBody, postListing, type Branch } from '../listings/testing';

/** Review queues and the audit trail, on both databases. */
describe('moderation', () => {
  let t: TestApp;
  let db: Db;
  let branch: Branch;
  let author: TestUser;
  let authorToken: string;
  let userToken: string;
  let moderator: TestUser;
  let moderatorToken: string;
  let otherModeratorToken: string;
  let adminToken: string;

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.testDb.database.db;
    branch = await firstBranch(db, 'announcements');
    author = await createUser(db, { firstName: 'Nadia', locale: 'fr' });
    authorToken = (await signIn(db, author.id)).token;
    userToken = (await signIn(db, (await createUser(db)).id)).token;
    moderator = await createUser(db, { role: 'moderator', firstName: 'Samir', lastName: 'Mod' });
    moderatorToken = (await signIn(db, moderator.id)).token;
    otherModeratorToken = (await signIn(db, (await createUser(db, { role: 'moderator' })).id)).token;
    adminToken = (await signIn(db, (await createUser(db, { role: 'admin' })).id)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  /**
   * A pending listing of the author, through the posting service (the API's per-account
   * posting limit would stop a file that needs this many).
   */
  async function pendingListing(overrides: Record<string, unknown> = {}) {
    const input = listingBodySchema.parse(listingBody(branch, overrides));
    const row = await createListing({ db, storage: createLocalStorage(os.tmpdir()) }, author.id, input);
    expect(row.status).toBe('pending');
    return { id: row.id, slug: row.slug, status: row.status };
  }

  async function auditOf(id: number) {
    return db.select().from(auditLog).where(eq(auditLog.subjectId, id));
  }

  async function presetId(key: string) {
    const [row] = await db.select().from(rejectionReasons).where(eq(rejectionReasons.key, key));
    return row!.id;
  }

  describe('access', () => {
    it('answers 401 to visitors, 403 to users, 200 to moderators and admins on every endpoint', async () => {
      const calls = async (token: string | undefined) => {
        const a = await pendingListing();
        const b = await pendingListing();
        const c = await pendingListing();
        const d = await pendingListing();
        const reason = { reason_text: 'Photos floues.' };
        const requests = [
          { url: '/api/v1/admin/review-queue' },
          { url: `/api/v1/admin/listings/${a.id}` },
          { method: 'POST' as const, url: `/api/v1/admin/listings/${a.id}/claim` },
          { method: 'POST' as const, url: `/api/v1/admin/listings/${b.id}/approve` },
          { method: 'POST' as const, url: `/api/v1/admin/listings/${c.id}/reject`, body: reason },
          {
            method: 'POST' as const,
            url: '/api/v1/admin/listings/bulk',
            body: { ids: [d.id], action: 'approve' },
          },
          { url: '/api/v1/admin/rejection-reasons' },
          { url: '/api/v1/admin/audit-log' },
        ];
        const statuses: Record<string, number> = {};
        for (const r of requests) {
          const res = await api(t.app, { ...r, ...(token ? { token } : {}) });
          statuses[`${r.method ?? 'GET'} ${r.url.replace(/\d+/, ':id')}`] = res.statusCode;
        }
        return statuses;
      };
      for (const [token, expected] of [
        [undefined, 401],
        [userToken, 403],
        [moderatorToken, 200],
        [adminToken, 200],
      ] as const) {
        const statuses = await calls(token);
        expect(Object.keys(statuses)).toHaveLength(8);
        for (const [key, status] of Object.entries(statuses))
          expect(status, `${key} as ${token}`).toBe(expected);
      }
    });
  });

  describe('the review queue', () => {
    it("counts the author's reported listings in their record, once per listing", async () => {
      const target = await pendingListing();
      const before = await api(t.app, { url: `/api/v1/admin/listings/${target.id}`, token: moderatorToken });
      const reported = before.json().author.history.reported as number;
      const reporters = await Promise.all([createUser(db), createUser(db)]);
      await db
        .insert(listingReports)
        .values(
          reporters.map((r) => ({ listingId: target.id, userId: r.id, reason: 'spam', status: 'open' })),
        );
      const view = await api(t.app, { url: `/api/v1/admin/listings/${target.id}`, token: moderatorToken });
      expect(view.json().author.history.reported).toBe(reported + 1);
      const queue = await api(t.app, {
        url: '/api/v1/admin/review-queue?per_page=100',
        token: moderatorToken,
      });
      const item = queue.json().data.find((i: { id: number }) => i.id === target.id);
      expect(item.author.history.reported).toBe(reported + 1);
    });

    it('lists pending listings oldest first with counts, author history and filters', async () => {
      const older = await pendingListing();
      const newer = await pendingListing();
      await db
        .update(listings)
        .set({ publishedAt: new Date(Date.now() - 50 * 3600_000) })
        .where(eq(listings.id, older.id));
      const res = await api(t.app, { url: '/api/v1/admin/review-queue?per_page=100', token: moderatorToken });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const ids = body.data.map((i: { id: number }) => i.id);
      expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
      expect(ids[0]).toBe(older.id);
      expect(body.data.every((i: { status: string }) => i.status === 'pending')).toBe(true);
      expect(body.counts.announcements).toBeGreaterThanOrEqual(2);
      expect(body.counts.sales).toBe(0);
      const item = body.data.find((i: { id: number }) => i.id === older.id);
      expect(item.author).toMatchObject({ id: author.id, username: author.username });
      expect(item.author.history.pending).toBeGreaterThanOrEqual(2);
      expect(typeof item.submitted_at).toBe('string');

      const old = await api(t.app, {
        url: '/api/v1/admin/review-queue?older_than_hours=48&platform=announcements',
        token: moderatorToken,
      });
      expect(old.json().data.map((i: { id: number }) => i.id)).toEqual([older.id]);
      const byCategory = await api(t.app, {
        url: `/api/v1/admin/review-queue?category_id=${branch.subCategory}&region_id=16`,
        token: moderatorToken,
      });
      expect(byCategory.json().data.map((i: { id: number }) => i.id)).toContain(newer.id);
      const sales = await api(t.app, {
        url: '/api/v1/admin/review-queue?platform=sales',
        token: moderatorToken,
      });
      expect(sales.json().data).toEqual([]);
      const bad = await api(t.app, {
        url: '/api/v1/admin/review-queue?older_than_hours=x',
        token: moderatorToken,
      });
      expect(bad.statusCode).toBe(422);
    });

    it('shows a reviewer every field, the photos array and the author with contacts', async () => {
      const listing = await pendingListing();
      const res = await api(t.app, { url: `/api/v1/admin/listings/${listing.id}`, token: moderatorToken });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.listing).toMatchObject({
        id: listing.id,
        status: 'pending',
        description: expect.any(String),
      });
      expect(body.listing.photos).toEqual([]);
      expect(body.author).toMatchObject({ id: author.id, email: author.email, email_verified: true });
      expect(body.claim).toBeNull();
      const missing = await api(t.app, { url: '/api/v1/admin/listings/999999', token: moderatorToken });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('claims', () => {
    it('holds an item for one moderator for 5 minutes; another gets 409 with a localized message', async () => {
      const listing = await pendingListing();
      const claim = await api(t.app, {
        method: 'POST',
        url: `/api/v1/admin/listings/${listing.id}/claim`,
        token: moderatorToken,
      });
      expect(claim.statusCode).toBe(200);
      const until = new Date(claim.json().claimed_until).getTime();
      expect(until - Date.now()).toBeGreaterThan(4 * 60_000);
      expect(until - Date.now()).toBeLessThanOrEqual(5 * 60_000);

      for (const [locale, text] of [
        ['fr', 'Samir Mod'],
        ['ar', 'Samir Mod'],
      ] as const) {
        const other = await api(t.app, {
          method: 'POST',
          url: `/api/v1/admin/listings/${listing.id}/claim`,
          token: otherModeratorToken,
          locale,
        });
        expect(other.statusCode).toBe(409);
        expect(other.json().message).toContain(text);
      }
      const en = await api(t.app, {
        method: 'POST',
        url: `/api/v1/admin/listings/${listing.id}/approve`,
        token: otherModeratorToken,
      });
      expect(en.statusCode).toBe(409);
      expect(en.json().message).toBe(
        // The name is isolated (FSI … PDI): a name in Arabic keeps its order in the sentence.
        '\u2068Samir Mod\u2069 is reviewing this listing. Try again in a few minutes or pick another one.',
      );

      // The holder renews; once the claim lapses, another moderator may take it.
      const again = await api(t.app, {
        method: 'POST',
        url: `/api/v1/admin/listings/${listing.id}/claim`,
        token: moderatorToken,
      });
      expect(again.statusCode).toBe(200);
      await db
        .update(listings)
        .set({ claimedUntil: new Date(Date.now() - 1000) })
        .where(eq(listings.id, listing.id));
      const taken = await api(t.app, {
        method: 'POST',
        url: `/api/v1/admin/listings/${listing.id}/claim`,
        token: otherModeratorToken,
      });
      expect(taken.statusCode).toBe(200);
    });

    it('gives a contested item to exactly one of two moderators claiming at once', async () => {
      const listing = await pendingListing();
      const answers = await Promise.all(
        [moderatorToken, otherModeratorToken].map((token) =>
          api(t.app, { method: 'POST', url: `/api/v1/admin/listings/${listing.id}/claim`, token }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    });

    it('refuses to claim an item that is not pending (409) or does not exist (404)', async () => {
      const listing = await pendingListing();
      await api(t.app, {
        method: 'POST',
        url: `/api/v1/admin/listings/${listing.id}/approve`,
        token: adminToken,
      });
      const res = await api(t.app, {
        method: 'POST',
        url: `/api/v1/admin/listings/${listing.id}/claim`,
        token: moderatorToken,
        locale: 'fr',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("Cette annonce n'attend plus de vérification. Rechargez la file.");
      const missing = await api(t.app, {
        method: 'POST',
        url: '/api/v1/admin/listings/999999/claim',
        token: moderatorToken,
      });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('decisions', () => {
    it('approving publishes at once, tells the author in French and writes the audit entry', async () => {
      const listing = await pendingListing({ title: 'Cours de piano pour débutants' });
      const before = await api(t.app, { url: `/api/v1/listings/${listing.slug}` });
      expect(before.statusCode).toBe(404);

      const res = await api(t.app, {
        method: 'POST',
        url: `/api/v1/admin/listings/${listing.id}/approve`,
        token: moderatorToken,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: listing.id, status: 'approved' });

      const pub = await api(t.app, { url: `/api/v1/listings/${listing.slug}` });
      expect(pub.statusCode).toBe(200);
      const published = pub.json().listing;
      expect(Date.now() - new Date(published.published_at).getTime()).toBeLessThan(60_000);
      const days =
        (new Date(published.expires_at).getTime() - new Date(published.published_at).getTime()) / 86_400_000;
      expect(Math.round(days)).toBe(30);

      const mail = await latestMail(db, author.email, 'listing_approved');
      expect(mail?.locale).toBe('fr');
      expect(mail?.subject).toBe('Votre annonce a été approuvée');
      expect(mail?.text).toContain('Cours de piano pour débutants');
      expect(mail?.text).toContain(`/announcements/show/${listing.slug}`);

      const [entry, ...more] = await auditOf(listing.id);
      expect(more).toEqual([]);
      expect(entry).toMatchObject({
        actorId: moderator.id,
        action: 'listing.approve',
        subjectType: 'listing',
        before: { status: 'pending' },
        after: { status: 'approved' },
      });

      // Only from pending: a second decision is refused and writes nothing.
      for (const action of ['approve', 'reject']) {
        const again = await api(t.app, {
          method: 'POST',
          url: `/api/v1/admin/listings/${listing.id}/${action}`,
          token: adminToken,
          body: { reason_text: 'x' },
        });
        expect(again.statusCode, action).toBe(409);
      }
      expect(await auditOf(listing.id)).toHaveLength(1);
      const approvals = (await mailsTo(db, author.email)).filter((m) => m.text.includes('Cours de piano'));
      expect(approvals).toHaveLength(1);
    });

    it('rejecting keeps it offline; the author sees status and reason in their list and by mail', async () => {
      const listing = await pendingListing({ title: 'Vélo de course presque neuf' });
      const res = await api(t.app, {
        method: 'POST',
        url: `/api/v1/admin/listings/${listing.id}/reject`,
        token: moderatorToken,
        body: { reason_id: await presetId('poor_photos'), reason_text: 'Ajoutez une photo du cadre.' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe('rejected');
      const reason =
        "Les photos sont floues ou ne correspondent pas à l'annonce. — Ajoutez une photo du cadre.";

      expect((await api(t.app, { url: `/api/v1/listings/${listing.slug}` })).statusCode).toBe(404);
      const mine = await api(t.app, { url: '/api/v1/listings/mine', token: authorToken });
      const item = mine.json().data.find((l: { id: number }) => l.id === listing.id);
      expect(item).toMatchObject({ status: 'rejected', rejection_reason: reason });

      const mail = await latestMail(db, author.email, 'listing_rejected');
      expect(mail?.subject).toBe("Votre annonce n'a pas été approuvée");
      expect(mail?.text).toContain(reason);
      expect(mail?.text).toContain('Vélo de course presque neuf');

      const [entry] = await auditOf(listing.id);
      expect(entry).toMatchObject({
        action: 'listing.reject',
        before: { status: 'pending' },
        after: { status: 'rejected', rejection_reason: reason },
        reason,
      });
    });

    it('writes the reason in the author’s language', async () => {
      const arabic = await createUser(db, { locale: 'ar' });
      const token = (await signIn(db, arabic.id)).token;
      const res = await postListing(t.app, token, listingBody(branch));
      const id = res.json().listing.id;
      await api(t.app, {
        method: 'POST',
        url: `/api/v1/admin/listings/${id}/reject`,
        token: moderatorToken,
        body: { reason_id: await presetId('wrong_category') },
      });
      const mail = await latestMail(db, arabic.email, 'listing_rejected');
      expect(mail?.locale).toBe('ar');
      expect(mail?.text).toContain('الإعلان منشور في فئة غير مناسبة.');
    });

    it('refuses a rejection without a reason, or with an unknown preset (422)', async () => {
      const listing = await pendingListing();
      for (const body of [
        {},
        { reason_text: '   ' },
        { reason_id: 999999 },
        { reason_text: 'x', extra: 1 },
      ]) {
        const res = await api(t.app, {
          method: 'POST',
          url: `/api/v1/admin/listings/${listing.id}/reject`,
          token: moderatorToken,
          body,
        });
        expect(res.statusCode, JSON.stringify(body)).toBe(422);
      }
      const none = await api(t.app, {
        method: 'POST',
        url: `/api/v1/admin/listings/${listing.id}/reject`,
        token: moderatorToken,
        body: {},
        locale: 'fr',
      });
      expect(Object.keys(none.json().errors)).toEqual(['reason_id']);
      expect(await auditOf(listing.id)).toEqual([]);
      const [row] = await db.select().from(listings).where(eq(listings.id, listing.id));
      expect(row!.status).toBe('pending');
    });

    it('approves or rejects in bulk, each item with its own result, audit entry and mail', async () => {
      const a = await pendingListing();
      const b = await pendingListing();
      const done = await pendingListing();
      await api(t.app, {
        method: 'POST',
        url: `/api/v1/admin/listings/${done.id}/approve`,
        token: adminToken,
      });
      const mailsBefore = (await mailsTo(db, author.email)).length;

      const res = await api(t.app, {
        method: 'POST',
        url: '/api/v1/admin/listings/bulk',
        token: moderatorToken,
        body: { ids: [a.id, b.id, done.id], action: 'approve' },
      });
      expect(res.statusCode).toBe(200);
      const results = res.json().results;
      expect(results.slice(0, 2)).toEqual([
        { id: a.id, status: 'approved' },
        { id: b.id, status: 'approved' },
      ]);
      expect(results[2]).toMatchObject({ id: done.id, status: null, code: 'conflict' });
      expect((await mailsTo(db, author.email)).length).toBe(mailsBefore + 2);
      expect(await auditOf(a.id)).toHaveLength(1);

      const c = await pendingListing();
      const rejected = await api(t.app, {
        method: 'POST',
        url: '/api/v1/admin/listings/bulk',
        token: moderatorToken,
        body: { ids: [c.id], action: 'reject', reason_id: await presetId('duplicate') },
      });
      expect(rejected.json().results).toEqual([{ id: c.id, status: 'rejected' }]);

      for (const body of [
        { ids: [c.id], action: 'reject' },
        { ids: [], action: 'approve' },
        { ids: [c.id], action: 'delete' },
      ]) {
        const bad = await api(t.app, {
          method: 'POST',
          url: '/api/v1/admin/listings/bulk',
          token: moderatorToken,
          body,
        });
        expect(bad.statusCode, JSON.stringify(body)).toBe(422);
      }
    });
  });

  describe('presets and the audit log', () => {
    it('lists the active presets in order, in the reader’s language', async () => {
      await db
        .update(rejectionReasons)
        .set({ isActive: false })
        .where(eq(rejectionReasons.key, 'misleading_price'));
      const res = await api(t.app, {
        url: '/api/v1/admin/rejection-reasons',
        token: moderatorToken,
        locale: 'ar',
      });
      const data = res.json().data;
      expect(data.length).toBeGreaterThanOrEqual(5);
      expect(data.map((r: { key: string }) => r.key)).not.toContain('misleading_price');
      expect(data[0].text).toBe(data[0].texts.ar);
      expect(data.map((r: { sort: number }) => r.sort)).toEqual(
        [...data.map((r: { sort: number }) => r.sort)].sort((x, y) => x - y),
      );
    });

    it('is searchable by actor, action and subject, newest first', async () => {
      const a = await pendingListing();
      const b = await pendingListing();
      await api(t.app, {
        method: 'POST',
        url: `/api/v1/admin/listings/${a.id}/approve`,
        token: moderatorToken,
      });
      await api(t.app, {
        method: 'POST',
        url: `/api/v1/admin/listings/${b.id}/reject`,
        token: moderatorToken,
        body: { reason_text: 'Texte incomplet.' },
      });
      const all = await api(t.app, { url: '/api/v1/admin/audit-log', token: adminToken });
      expect(all.statusCode).toBe(200);
      const times = all.json().data.map((e: { created_at: string; id: number }) => e.id);
      expect(times).toEqual([...times].sort((x: number, y: number) => y - x));

      const bySubject = await api(t.app, {
        url: `/api/v1/admin/audit-log?subject=listing:${b.id}`,
        token: adminToken,
      });
      expect(bySubject.json()).toMatchObject({
        total: 1,
        data: [{ action: 'listing.reject', reason: 'Texte incomplet.' }],
      });
      expect(bySubject.json().data[0].actor).toEqual({ id: moderator.id, username: moderator.username });

      const byActor = await api(t.app, {
        url: `/api/v1/admin/audit-log?actor=${moderator.username}&action=listing.approve`,
        token: adminToken,
      });
      expect(
        byActor
          .json()
          .data.every(
            (e: { action: string; actor: { id: number } }) =>
              e.action === 'listing.approve' && e.actor.id === moderator.id,
          ),
      ).toBe(true);
      expect(byActor.json().data.map((e: { subject_id: number }) => e.subject_id)).toContain(a.id);
      const byId = await api(t.app, {
        url: `/api/v1/admin/audit-log?actor=${moderator.id}&action=listing`,
        token: adminToken,
      });
      expect(byId.json().total).toBeGreaterThanOrEqual(2);
      // Digits past the ids' range name no user: an empty page, not a database error.
      const pastIds = await api(t.app, {
        url: '/api/v1/admin/audit-log?actor=9999999999',
        token: adminToken,
      });
      expect(pastIds.statusCode).toBe(200);
      expect(pastIds.json().total).toBe(0);
      const bad = await api(t.app, { url: "/api/v1/admin/audit-log?action=' OR 1=1--", token: adminToken });
      expect(bad.statusCode).toBe(422);
    });

    it('cannot be edited or deleted, not even in the database', async () => {
      const [entry] = await db.select().from(auditLog).limit(1);
      await expect(
        db.update(auditLog).set({ reason: 'forged' }).where(eq(auditLog.id, entry!.id)),
      ).rejects.toThrow();
      await expect(db.delete(auditLog).where(eq(auditLog.id, entry!.id))).rejects.toThrow();
      const methods = t.app.routeTable
        .filter((r) => r.url.startsWith('/api/v1/admin/audit-log'))
        .map((r) => r.method);
      expect(methods).toEqual(['GET']);
    });
  });
});
