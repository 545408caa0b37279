import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, tokenRows, userRow } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { latestMail } from '../../../test/mail';
import { api, createUser, login, type TestUser } from '../../../test/session';
import type { Db } from '../../db/client';
import { listings, users, userWarnings } from '../../db/schema/index';
import { firstBranch, type Branch } from '../listings/testing';
import { auditEntries, fileReport, publishedListing, reportRows } from './testing';

/** The reports queue and its four actions, on both databases. */
describe('reports', () => {
  let t: TestApp;
  let db: Db;
  let branch: Branch;
  let moderator: TestUser;
  let moderatorToken: string;
  let adminToken: string;
  let userToken: string;
  let reporters: TestUser[];

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.testDb.database.db;
    branch = await firstBranch(db, 'announcements');
    moderator = await createUser(db, { role: 'moderator' });
    moderatorToken = (await signIn(db, moderator.id)).token;
    adminToken = (await signIn(db, (await createUser(db, { role: 'admin' })).id)).token;
    userToken = (await signIn(db, (await createUser(db)).id)).token;
    reporters = [];
    for (let i = 0; i < 3; i += 1) reporters.push(await createUser(db));
  });
  afterAll(async () => {
    await t.close();
  });

  /** A published listing of a new author, reported by `count` reporters. */
  async function reported(count = 2, title = `Vélo de course ${Math.random().toString(36).slice(2, 8)}`) {
    const author = await createUser(db, { locale: 'fr', firstName: 'Yacine' });
    const listing = await publishedListing(db, branch, author.id, { title });
    for (let i = 0; i < count; i += 1) {
      await fileReport(db, listing.id, reporters[i]!.id, i === 0 ? 'fraud' : 'spam', `détail ${i}`, 10 - i);
    }
    return { author, listing };
  }

  async function act(action: string, listingId: number, body?: unknown, token = moderatorToken) {
    return api(t.app, {
      method: 'POST',
      url: `/api/v1/admin/reports/${listingId}/${action}`,
      token,
      ...(body === undefined ? {} : { body }),
    });
  }

  it('answers 401 to visitors and 403 to users on every reports endpoint', async () => {
    const { listing } = await reported(1);
    const calls = [
      { url: '/api/v1/admin/reports' },
      ...['dismiss', 'unpublish', 'warn', 'suspend'].map((a) => ({
        method: 'POST' as const,
        url: `/api/v1/admin/reports/${listing.id}/${a}`,
        body: { reason: 'x' },
      })),
    ];
    for (const call of calls) {
      expect((await api(t.app, call)).statusCode, call.url).toBe(401);
      expect((await api(t.app, { ...call, token: userToken })).statusCode, call.url).toBe(403);
    }
    expect((await reportRows(db, listing.id)).every((r) => r.status === 'open')).toBe(true);
    expect((await api(t.app, { url: '/api/v1/admin/reports', token: adminToken })).statusCode).toBe(200);
  });

  it('groups open reports by listing, reported longest ago first, with reasons, details and the author', async () => {
    const older = await reported(2);
    const newer = await reported(1);
    // Reported earlier than anything else in this file.
    await fileReport(db, older.listing.id, reporters[2]!.id, 'fraud', null, 500);
    const res = await api(t.app, { url: '/api/v1/admin/reports?per_page=100', token: moderatorToken });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const ids = body.data.map((g: { listing: { id: number } }) => g.listing.id);
    expect(ids[0]).toBe(older.listing.id);
    expect(ids).toContain(newer.listing.id);
    expect(body.total).toBe(body.data.length);
    expect(body.open_reports).toBe(body.data.reduce((sum: number, g: { count: number }) => sum + g.count, 0));
    const group = body.data[0];
    expect(group.count).toBe(3);
    expect(group.reasons).toEqual([
      { reason: 'fraud', count: 2 },
      { reason: 'spam', count: 1 },
    ]);
    // The latest report with text: the one filed 9 minutes ago.
    expect(group.latest_details).toBe('détail 1');
    expect(new Date(group.first_reported_at).getTime()).toBeLessThan(Date.now() - 400 * 60_000);
    expect(group.listing).toMatchObject({ id: older.listing.id, status: 'approved' });
    expect(group.author).toMatchObject({
      id: older.author.id,
      username: older.author.username,
      open_reports: 3,
      warnings: 0,
      suspended: false,
      role: 'user',
    });
    expect(group.author.history.approved).toBe(1);

    const paged = await api(t.app, { url: '/api/v1/admin/reports?per_page=1&page=2', token: moderatorToken });
    expect(paged.json().data).toHaveLength(1);
    expect(paged.json().data[0].listing.id).toBe(ids[1]);
  });

  it('dismisses: the reports are closed as dismissed, the listing stays, one audit entry', async () => {
    const { listing } = await reported(2);
    const res = await act('dismiss', listing.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ listing_id: listing.id, resolution: 'dismiss', closed: 2 });
    const rows = await reportRows(db, listing.id);
    expect(rows.every((r) => r.status === 'dismissed' && r.resolution === 'dismiss')).toBe(true);
    expect(rows.every((r) => r.handledBy === moderator.id && r.handledAt !== null)).toBe(true);
    const [row] = await db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.status).toBe('approved');
    const [entry] = await auditEntries(db, 'reports.dismiss', listing.id);
    expect(entry).toMatchObject({ actorId: moderator.id, subjectType: 'listing' });
    expect(entry!.after).toMatchObject({ status: 'dismissed' });

    // Handled already: a second action is a localized 409, and nothing else changes.
    const again = await act('warn', listing.id, { reason: 'Trop tard' }, moderatorToken);
    expect(again.statusCode).toBe(409);
    const fr = await api(t.app, {
      method: 'POST',
      url: `/api/v1/admin/reports/${listing.id}/dismiss`,
      token: moderatorToken,
      locale: 'fr',
    });
    expect(fr.json().message).toBe('Ces signalements ont déjà été traités. Rechargez la liste.');
    expect(await auditEntries(db, 'user.warn', listing.userId)).toEqual([]);
    expect((await act('dismiss', 999999)).statusCode).toBe(404);
  });

  it('unpublishes: back to Rejected with the reason, the author mailed in French, flags cleared', async () => {
    const { author, listing } = await reported(2);
    const empty = await act('unpublish', listing.id, {});
    expect(empty.statusCode).toBe(422);
    const res = await act('unpublish', listing.id, { reason_text: 'Annonce trompeuse.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ resolution: 'unpublish', closed: 2 });
    const [row] = await db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({ status: 'rejected', rejectionReason: 'Annonce trompeuse.' });
    expect((await reportRows(db, listing.id)).every((r) => r.status === 'actioned')).toBe(true);
    const mail = await latestMail(db, author.email, 'listing_rejected');
    expect(mail?.locale).toBe('fr');
    expect(mail?.text).toContain('Annonce trompeuse.');
    const [entry] = await auditEntries(db, 'listing.unpublish', listing.id);
    expect(entry).toMatchObject({ actorId: moderator.id, reason: 'Annonce trompeuse.' });
    expect(entry!.before).toMatchObject({ status: 'approved', open_reports: 2 });
    // The public no longer finds it.
    const detail = await api(t.app, { url: `/api/v1/listings/${encodeURIComponent(listing.slug)}` });
    expect(detail.statusCode).toBe(404);
  });

  it('warns: a warning on the author’s record and a mail with the reason; the listing stays', async () => {
    const { author, listing } = await reported(1);
    expect((await act('warn', listing.id, {})).statusCode).toBe(422);
    const res = await act('warn', listing.id, { reason: 'Photos sans rapport avec l’objet.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ resolution: 'warn', closed: 1 });
    const warnings = await db.select().from(userWarnings).where(eq(userWarnings.userId, author.id));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      actorId: moderator.id,
      listingId: listing.id,
      reason: 'Photos sans rapport avec l’objet.',
    });
    const mail = await latestMail(db, author.email, 'user_warning');
    expect(mail?.subject).toContain('Avertissement');
    expect(mail?.text).toContain('Photos sans rapport avec l’objet.');
    const [entry] = await auditEntries(db, 'user.warn', author.id);
    expect(entry).toMatchObject({ subjectType: 'user', reason: 'Photos sans rapport avec l’objet.' });
    expect(entry!.after).toMatchObject({ listing_id: listing.id });
    const [row] = await db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.status).toBe('approved');
    expect((await reportRows(db, listing.id))[0]).toMatchObject({ status: 'actioned', resolution: 'warn' });
  });

  it('suspends: no sign-in, sessions ended, listings hidden from search and detail; unsuspend restores', async () => {
    const { author, listing } = await reported(2, 'Trottinette électrique pliable');
    const token = await login(t.app, author);
    const search = () => api(t.app, { url: '/api/v1/listings?q=trottinette' });
    const detail = () => api(t.app, { url: `/api/v1/listings/${encodeURIComponent(listing.slug)}` });
    expect((await search()).json().data.map((c: { id: number }) => c.id)).toEqual([listing.id]);

    const res = await act('suspend', listing.id, { reason: 'Escroquerie avérée.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ resolution: 'suspend', closed: 2 });
    expect((await userRow(db, author.id)).suspendedAt).not.toBeNull();
    expect(await tokenRows(db, author.id)).toEqual([]);
    expect((await api(t.app, { url: '/api/v1/user/me', token })).statusCode).toBe(401);
    const refused = await api(t.app, {
      method: 'POST',
      url: '/api/v1/login',
      body: { login: author.email, password: author.password },
      locale: 'ar',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'account_suspended',
      message: 'هذا الحساب موقوف. اتصل بنا إذا كنت ترى أن هذا خطأ.',
    });
    expect((await search()).json().data).toEqual([]);
    expect((await detail()).statusCode).toBe(404);
    // Nor can a reader reach the hidden listing through its id: phone, favorite, like.
    expect(
      (await api(t.app, { method: 'POST', url: `/api/v1/listings/${listing.id}/phone` })).statusCode,
    ).toBe(404);
    for (const action of ['favorite', 'like']) {
      const res = await api(t.app, {
        method: 'PUT',
        url: `/api/v1/listings/${listing.id}/${action}`,
        token: userToken,
      });
      expect(res.statusCode).toBe(404);
    }
    const [entry] = await auditEntries(db, 'user.suspend', author.id);
    expect(entry).toMatchObject({ actorId: moderator.id, reason: 'Escroquerie avérée.' });
    expect(entry!.after).toMatchObject({ listing_id: listing.id });
    expect((await reportRows(db, listing.id)).every((r) => r.resolution === 'suspend')).toBe(true);

    const lifted = await api(t.app, {
      method: 'POST',
      url: `/api/v1/admin/users/${author.id}/unsuspend`,
      token: moderatorToken,
    });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json().user).toMatchObject({ status: 'active', suspended_at: null });
    expect((await search()).json().data.map((c: { id: number }) => c.id)).toEqual([listing.id]);
    expect((await detail()).statusCode).toBe(200);
    expect(
      (await api(t.app, { method: 'POST', url: `/api/v1/listings/${listing.id}/phone` })).statusCode,
    ).toBe(200);
    expect((await api(t.app, { url: '/api/v1/user/me', token: await login(t.app, author) })).statusCode).toBe(
      200,
    );
    expect(await auditEntries(db, 'user.unsuspend', author.id)).toHaveLength(1);
  });

  it('lets a moderator neither suspend an admin’s nor their own account; the reports stay open', async () => {
    const admin = await createUser(db, { role: 'admin' });
    const adminListing = await publishedListing(db, branch, admin.id, { title: 'Tondeuse à gazon' });
    await fileReport(db, adminListing.id, reporters[0]!.id);
    const refused = await act('suspend', adminListing.id, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only an administrator can suspend a moderator or an administrator.');
    expect((await reportRows(db, adminListing.id))[0]!.status).toBe('open');
    expect((await userRow(db, admin.id)).suspendedAt).toBeNull();

    const own = await publishedListing(db, branch, moderator.id, { title: 'Perceuse sans fil' });
    await fileReport(db, own.id, reporters[0]!.id);
    const self = await act('suspend', own.id, {});
    expect(self.statusCode, self.body).toBe(403);
    expect(self.json().message).toBe('You cannot suspend your own account.');
    // An admin may suspend a moderator.
    expect((await act('suspend', own.id, {}, adminToken)).statusCode).toBe(200);
    expect((await userRow(db, moderator.id)).suspendedAt).not.toBeNull();
    await db.update(users).set({ suspendedAt: null }).where(eq(users.id, moderator.id));
    moderatorToken = (await signIn(db, moderator.id)).token;
  });

  it('closes each listing’s reports once when two moderators act at the same time', async () => {
    const { listing } = await reported(2);
    const other = (await signIn(db, (await createUser(db, { role: 'moderator' })).id)).token;
    const answers = await Promise.all([
      act('dismiss', listing.id, undefined, moderatorToken),
      act('warn', listing.id, { reason: 'Dernier avertissement.' }, other),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});
