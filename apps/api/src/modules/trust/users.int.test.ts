import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, tokenRows, userRow } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { latestMail } from '../../../test/mail';
import { api, createUser, type TestUser } from '../../../test/session';
import type { Db } from '../../db/client';
import { firstBranch } from '../listings/testing';
import { auditEntries, fileReport, publishedListing } from './testing';

/** The back office's users: search, record, suspension, roles, verification mail. */
describe('users management', () => {
  let t: TestApp;
  let db: Db;
  let moderator: TestUser;
  let moderatorToken: string;
  let admin: TestUser;
  let adminToken: string;
  let userToken: string;
  let leila: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.testDb.database.db;
    moderator = await createUser(db, { role: 'moderator' });
    moderatorToken = (await signIn(db, moderator.id)).token;
    admin = await createUser(db, { role: 'admin' });
    adminToken = (await signIn(db, admin.id)).token;
    userToken = (await signIn(db, (await createUser(db)).id)).token;
    leila = await createUser(db, {
      firstName: 'Leïla',
      lastName: 'Haddad',
      username: 'leila_h',
      email: 'leila.haddad@example.test',
      phone: '0661 23 45 67',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (query: string, token = moderatorToken) =>
    api(t.app, { url: `/api/v1/admin/users?${query}`, token });
  const post = (url: string, token: string, body?: unknown) =>
    api(t.app, { method: 'POST', url, token, ...(body === undefined ? {} : { body }) });

  it('answers 401 to visitors and 403 to users; the role change is refused to moderators', async () => {
    const calls = [
      { url: '/api/v1/admin/users' },
      { url: `/api/v1/admin/users/${leila.id}` },
      { method: 'POST' as const, url: `/api/v1/admin/users/${leila.id}/suspend`, body: {} },
      { method: 'POST' as const, url: `/api/v1/admin/users/${leila.id}/unsuspend` },
      { method: 'PUT' as const, url: `/api/v1/admin/users/${leila.id}/role`, body: { role: 'moderator' } },
      { method: 'POST' as const, url: `/api/v1/admin/users/${leila.id}/resend-verification` },
    ];
    for (const call of calls) {
      expect((await api(t.app, call)).statusCode, call.url).toBe(401);
      expect((await api(t.app, { ...call, token: userToken })).statusCode, call.url).toBe(403);
    }
    const role = await api(t.app, { ...calls[4]!, token: moderatorToken });
    expect(role.statusCode).toBe(403);
    expect((await userRow(db, leila.id)).role).toBe('user');
  });

  it('searches by name, email, username and phone digits, with filters and pages', async () => {
    for (const q of ['leïla hadd', 'LEILA.HADDAD@', 'leila_h', '0661234', '23 45 67']) {
      const res = await list(`q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      expect(
        res.json().data.map((u: { id: number }) => u.id),
        q,
      ).toEqual([leila.id]);
    }
    const found = (await list('q=leila_h')).json();
    expect(found.total).toBe(1);
    expect(found.data[0]).toMatchObject({
      name: 'Leïla Haddad',
      email: 'leila.haddad@example.test',
      role: 'user',
      status: 'active',
      email_verified: true,
    });
    // LIKE wildcards are searched as themselves.
    expect((await list('q=%25')).json().data).toEqual([]);
    expect((await list('q=_')).json().total).toBeGreaterThan(0);
    const staff = (await list('role=moderator')).json();
    expect(staff.data.map((u: { id: number }) => u.id)).toEqual([moderator.id]);
    const paged = (await list('per_page=2&page=2')).json();
    expect(paged).toMatchObject({ page: 2, per_page: 2 });
    expect(paged.data).toHaveLength(2);
    expect((await list('per_page=1000')).statusCode).toBe(422);
  });

  it('shows a user’s record: listings, reports against them, warnings and sessions', async () => {
    const owner = await createUser(db, { firstName: 'Omar' });
    await signIn(db, owner.id);
    const branch = await firstBranch(db, 'announcements');
    const listing = await publishedListing(db, branch, owner.id, { title: 'Climatiseur Condor 12000 BTU' });
    await fileReport(db, listing.id, leila.id, 'fraud', 'Prix irréaliste');
    const warned = await post(`/api/v1/admin/reports/${listing.id}/warn`, moderatorToken, {
      reason: 'Indiquez le vrai prix.',
    });
    expect(warned.statusCode).toBe(200);

    const res = await api(t.app, { url: `/api/v1/admin/users/${owner.id}`, token: moderatorToken });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ id: owner.id, status: 'active', role: 'user' });
    expect(body.counts).toMatchObject({
      listings: { approved: 1, pending: 0 },
      reports_received: 1,
      open_reports: 0,
      warnings: 1,
      sessions: 1,
    });
    expect(body.listings).toEqual([
      expect.objectContaining({ id: listing.id, status: 'approved', open_reports: 0 }),
    ]);
    expect(body.reports).toEqual([
      expect.objectContaining({
        listing: { id: listing.id, title: 'Climatiseur Condor 12000 BTU' },
        reason: 'fraud',
        details: 'Prix irréaliste',
        status: 'actioned',
        resolution: 'warn',
      }),
    ]);
    expect(body.warnings).toEqual([
      expect.objectContaining({
        reason: 'Indiquez le vrai prix.',
        by: { id: moderator.id, username: moderator.username },
      }),
    ]);
    expect(body.sessions[0]).toMatchObject({ user_agent: 'vitest', remember: false });
    expect((await api(t.app, { url: '/api/v1/admin/users/999999', token: moderatorToken })).statusCode).toBe(
      404,
    );
  });

  it('suspends and unsuspends with audit entries; never oneself, never staff unless an admin', async () => {
    const target = await createUser(db);
    await signIn(db, target.id);
    const res = await post(`/api/v1/admin/users/${target.id}/suspend`, moderatorToken, {
      reason: 'Spam répété',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: target.id, status: 'suspended' });
    expect(await tokenRows(db, target.id)).toEqual([]);
    expect((await auditEntries(db, 'user.suspend', target.id))[0]).toMatchObject({
      actorId: moderator.id,
      reason: 'Spam répété',
    });
    const twice = await post(`/api/v1/admin/users/${target.id}/suspend`, moderatorToken, {});
    expect(twice.statusCode).toBe(409);
    expect((await list('status=suspended')).json().data.map((u: { id: number }) => u.id)).toEqual([
      target.id,
    ]);
    expect((await post(`/api/v1/admin/users/${target.id}/unsuspend`, moderatorToken)).statusCode).toBe(200);
    expect((await post(`/api/v1/admin/users/${target.id}/unsuspend`, moderatorToken)).statusCode).toBe(409);
    expect(await auditEntries(db, 'user.unsuspend', target.id)).toHaveLength(1);

    const self = await post(`/api/v1/admin/users/${moderator.id}/suspend`, moderatorToken, {});
    expect(self.statusCode).toBe(403);
    const onAdmin = await api(t.app, {
      method: 'POST',
      url: `/api/v1/admin/users/${admin.id}/suspend`,
      token: moderatorToken,
      body: {},
      locale: 'fr',
    });
    expect(onAdmin.statusCode).toBe(403);
    expect(onAdmin.json().message).toBe(
      'Seul un administrateur peut suspendre un modérateur ou un administrateur.',
    );
    expect((await userRow(db, admin.id)).suspendedAt).toBeNull();
    expect((await post(`/api/v1/admin/users/${admin.id}/suspend`, adminToken, {})).statusCode).toBe(403);
    expect((await post('/api/v1/admin/users/999999/suspend', moderatorToken, {})).statusCode).toBe(404);
  });

  it('lets an admin change roles, with an audit entry, but not their own', async () => {
    const target = await createUser(db);
    const put = (id: number, role: string, token = adminToken) =>
      api(t.app, { method: 'PUT', url: `/api/v1/admin/users/${id}/role`, token, body: { role } });
    const res = await put(target.id, 'moderator');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('moderator');
    expect((await userRow(db, target.id)).role).toBe('moderator');
    const [entry] = await auditEntries(db, 'user.role', target.id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      before: { role: 'user' },
      after: { role: 'moderator' },
    });
    // The new moderator is in the back office at once.
    const token = (await signIn(db, target.id)).token;
    expect((await api(t.app, { url: '/api/v1/admin/users', token })).statusCode).toBe(200);

    const own = await put(admin.id, 'user');
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot change your own role.');
    expect((await userRow(db, admin.id)).role).toBe('admin');
    expect((await put(target.id, 'superuser')).statusCode).toBe(422);
  });

  it('resends the verification mail to an unverified user, once a minute, with an audit entry', async () => {
    const unverified = await createUser(db, { emailVerifiedAt: null, locale: 'fr' });
    const url = `/api/v1/admin/users/${unverified.id}/resend-verification`;
    const res = await post(url, moderatorToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain(unverified.email);
    const mail = await latestMail(db, unverified.email, 'verify_email');
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail?.locale).toBe('fr');
    expect(await auditEntries(db, 'user.resend_verification', unverified.id)).toHaveLength(1);
    const soon = await post(url, moderatorToken);
    expect(soon.statusCode).toBe(429);
    expect(soon.headers['retry-after']).toBeDefined();
    expect(
      (await post(`/api/v1/admin/users/${leila.id}/resend-verification`, moderatorToken)).statusCode,
    ).toBe(409);
  });
});
