import os from 'node:os';
import { listingBodySchema } from '@portal/contract/listings';
import type { Dashboard } from '@portal/contract/dashboard';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerBody, signIn, uniqueIp } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { api, createUser, type TestUser } from '../../../test/session';
import type { Db } from '../../db/client';
import { listingReports, listingRevisions, settings } from '../../db/schema/index';
import { createLocalStorage } from '../../platform/storage';
import { createListing, firstBranch, listingBody, setStatus, type Branch } from '../listings/testing';
import { approveListing, rejectListing } from '../moderation/testing';
import { DEFAULT_SETTINGS } from '../settings/service';
import { dayIn, dayWindow } from './day-window';
import {
  countDecisionsPerDay,
  countNewUsersPerDay,
  countOpenQueues,
  countPendingEdits,
  decisionTimes,
} from './queries';

const ZONE = 'Africa/Algiers';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Far enough back to be outside every window. */
const LONG_AGO = new Date(Date.now() - 400 * DAY);

/** The lines of an EXPLAIN answer (node-postgres and PGlite both answer `{ rows }`). */
function planText(result: unknown): string {
  return (result as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']).join('\n');
}

/**
 * The dashboard on both databases, with data made here at controlled times: listings
 * submitted and decided through the moderation services with the clock set, users registered
 * through the API and created on the edges of days in the portal's zone (Algiers, UTC+1: a
 * day starts at 23:00 UTC the day before).
 */
describe('dashboard', () => {
  let t: TestApp;
  let db: Db;
  let announcements: Branch;
  let sales: Branch;
  let author: TestUser;
  let moderator: TestUser;
  let moderatorToken: string;
  let adminToken: string;
  let userToken: string;
  /** Today's window of 7 days in Algiers, when the data was made. */
  let week: ReturnType<typeof dayWindow>;
  const decisions: { at: Date; action: 'approve' | 'reject'; waited: number }[] = [];
  const users: Date[] = [];
  /** A listing the EXPLAIN test copies. */
  let sampleListingId: number;

  const storage = createLocalStorage(os.tmpdir());

  /** Runs `work` with the clock at `at` (only Date is faked: I/O and timers run as usual). */
  async function at<T>(instant: Date, work: () => Promise<T>): Promise<T> {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(instant);
    try {
      return await work();
    } finally {
      vi.useRealTimers();
    }
  }

  async function submit(branch: Branch, platform: 'announcements' | 'sales', when = new Date()) {
    const input = listingBodySchema.parse(listingBody(branch, { platform }));
    return at(when, () => createListing({ db, storage }, author.id, input));
  }

  /** A listing submitted `waited` ms before `decidedAt` and decided then. */
  async function decided(action: 'approve' | 'reject', decidedAt: Date, waited: number) {
    const row = await submit(announcements, 'announcements', new Date(decidedAt.getTime() - waited));
    await at(decidedAt, () =>
      action === 'approve'
        ? approveListing({ db, enqueueMail: async () => {}, notifyMail: () => {} }, moderator.id, row.id)
        : rejectListing({ db, enqueueMail: async () => {}, notifyMail: () => {} }, moderator.id, row.id, {
            reason_text: 'Photos floues, merci de les reprendre.',
          }),
    );
    decisions.push({ at: decidedAt, action, waited });
    return row;
  }

  async function dashboard(query = '', token = moderatorToken, headers: Record<string, string> = {}) {
    const res = await api(t.app, { url: `/api/v1/admin/dashboard${query}`, token, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Dashboard>();
  }

  /** What the data made here should give over the last `days` days in `zone`, computed apart. */
  function expected(days: number, zone = ZONE) {
    const window = dayWindow(new Date(), days, zone);
    const count = (times: Date[]) =>
      window.days.map((day) => times.filter((time) => dayIn(time, zone) === day).length);
    const inWindow = (time: Date) => time >= window.bounds[0]! && time < window.bounds.at(-1)!;
    return {
      days: window.days,
      approved: count(decisions.filter((d) => d.action === 'approve').map((d) => d.at)),
      rejected: count(decisions.filter((d) => d.action === 'reject').map((d) => d.at)),
      newUsers: count(users),
      waits: decisions.filter((d) => inWindow(d.at)).map((d) => d.waited / 1000),
    };
  }

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.testDb.database.db;
    announcements = await firstBranch(db, 'announcements');
    sales = await firstBranch(db, 'sales');
    // The staff and the author registered long ago: only the users made below count.
    author = await createUser(db, { createdAt: LONG_AGO });
    moderator = await createUser(db, { role: 'moderator', createdAt: LONG_AGO });
    moderatorToken = (await signIn(db, moderator.id)).token;
    adminToken = (await signIn(db, (await createUser(db, { role: 'admin', createdAt: LONG_AGO })).id)).token;
    userToken = (await signIn(db, (await createUser(db, { createdAt: LONG_AGO })).id)).token;

    week = dayWindow(new Date(), 7, ZONE);
    const todayStart = week.bounds[6]!;
    // Decisions: 00:30 today in Algiers (23:30 UTC yesterday), one second before today,
    // noon three days ago, ten days ago (in the 30-day window only), 200 days ago (in none).
    await decided('approve', new Date(todayStart.getTime() + 30 * MINUTE), 2 * HOUR + 15 * MINUTE);
    await decided('reject', new Date(todayStart.getTime() - 1000), HOUR);
    await decided('approve', new Date(week.bounds[3]!.getTime() + 12 * HOUR), 3 * HOUR);
    await decided('reject', new Date(todayStart.getTime() - 10 * DAY), 10 * HOUR);
    await decided('approve', new Date(todayStart.getTime() - 200 * DAY), 5 * MINUTE);

    // Users: two register through the API now; two are made on the edge of today.
    for (let i = 0; i < 2; i += 1) {
      const res = await api(t.app, {
        method: 'POST',
        url: '/api/v1/register',
        body: registerBody(),
        headers: { 'x-forwarded-for': uniqueIp() },
      });
      expect(res.statusCode, res.body).toBe(201);
      users.push(new Date());
    }
    for (const createdAt of [
      todayStart,
      new Date(todayStart.getTime() - 1),
      new Date(Date.now() - 20 * DAY),
    ]) {
      await createUser(db, { createdAt });
      users.push(createdAt);
    }

    // Queues: pending 2 announcements and 1 sale, 1 sale waiting for payment, 1 pending edit of
    // an approved sale; reports: 2 open on one listing, 1 on another, 1 already dismissed.
    const pendingA = await submit(announcements, 'announcements');
    sampleListingId = pendingA.id;
    await submit(announcements, 'announcements');
    await submit(sales, 'sales');
    await setStatus(db, (await submit(sales, 'sales')).id, 'waiting_payment');
    const edited = await submit(sales, 'sales');
    await setStatus(db, edited.id, 'approved');
    await db.insert(listingRevisions).values({ listingId: edited.id, body: listingBody(sales) });
    const reporters = await Promise.all([1, 2, 3].map(() => createUser(db, { createdAt: LONG_AGO })));
    await db.insert(listingReports).values([
      { listingId: pendingA.id, userId: reporters[0]!.id, reason: 'spam' },
      { listingId: pendingA.id, userId: reporters[1]!.id, reason: 'fraud' },
      { listingId: edited.id, userId: reporters[2]!.id, reason: 'other' },
      { listingId: edited.id, userId: reporters[0]!.id, reason: 'spam', status: 'dismissed' },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('access', () => {
    it('answers 401 to visitors, 403 to users and the dashboard to moderators and admins', async () => {
      const call = (token?: string) =>
        api(t.app, { url: '/api/v1/admin/dashboard', ...(token ? { token } : {}) });
      expect((await call()).statusCode).toBe(401);
      expect((await call(userToken)).statusCode).toBe(403);
      expect((await call(moderatorToken)).statusCode).toBe(200);
      expect((await call(adminToken)).statusCode).toBe(200);
    });

    it('refuses a window other than 7, 30 or 90 days with a localized 422', async () => {
      for (const days of ['14', 'abc', '0', '']) {
        const res = await api(t.app, {
          url: `/api/v1/admin/dashboard?days=${days}`,
          token: moderatorToken,
          locale: 'fr',
        });
        expect(res.statusCode, days).toBe(422);
        expect(res.json().errors.days).toEqual(['Choisissez une des valeurs autorisées.']);
      }
    });
  });

  describe('figures', () => {
    it('counts what waits now: queues per platform and open reports', async () => {
      const body = await dashboard();
      expect(body.queues).toEqual({
        pending: { announcements: 2, sales: 1 },
        pending_edits: { announcements: 0, sales: 1 },
        waiting_payment: { announcements: 0, sales: 1 },
      });
      expect(body.reports).toEqual({ listings: 2, conversations: 0, reports: 3 });
    });

    it("counts the requests staff have not handled: a visitor's contact message adds one thread", async () => {
      const before = (await dashboard()).requests;
      expect(before).toEqual({
        appointments: expect.any(Number),
        join_requests: expect.any(Number),
        contact_threads: expect.any(Number),
        survey_responses: expect.any(Number),
      });
      const sent = await api(t.app, {
        method: 'POST',
        url: '/api/v1/contact',
        body: {
          name: 'Karim Benali',
          email: 'karim.dashboard@example.com',
          subject: 'Horaires du samedi',
          message: 'Bonjour, êtes-vous ouverts le samedi matin ?',
        },
        headers: { 'x-forwarded-for': uniqueIp() },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      expect((await dashboard()).requests).toEqual({
        ...before,
        contact_threads: before.contact_threads + 1,
      });
    });

    it('gives every day of the last 7 in Algiers, today last, with zeros for quiet days', async () => {
      const body = await dashboard('?days=7');
      const want = expected(7);
      expect(body.days).toBe(7);
      expect(body.time_zone).toBe(ZONE);
      expect(body.series.map((d) => d.day)).toEqual(want.days);
      expect(body.series.at(-1)!.day).toBe(dayIn(new Date(), ZONE));
      expect(body.series.map((d) => d.approved)).toEqual(want.approved);
      expect(body.series.map((d) => d.rejected)).toEqual(want.rejected);
      expect(body.series.map((d) => d.new_users)).toEqual(want.newUsers);
      // 00:30 in Algiers is today even though it is yesterday in UTC; one second before
      // midnight is yesterday; the user made at midnight exactly is today's.
      expect(body.series[6]).toMatchObject({ approved: 1, rejected: 0, new_users: 3 });
      expect(body.series[5]).toMatchObject({ approved: 0, rejected: 1, new_users: 1 });
      expect(body.series[3]).toMatchObject({ approved: 1, rejected: 0, new_users: 0 });
      expect(body.totals).toEqual({ approved: 2, rejected: 1, new_users: 4 });
    });

    it('gives the median and 90th percentile wait of an odd number of decisions (7 days)', async () => {
      const body = await dashboard('?days=7');
      expect(expected(7).waits.sort((a, b) => a - b)).toEqual([3600, 8100, 10800]);
      // The middle one: 2 h 15 min; p90 between the 2nd and 3rd: 8100 + 0.8 × 2700.
      expect(body.decision_time).toEqual({ decisions: 3, median_seconds: 8100, p90_seconds: 10260 });
    });

    it('gives the mean of the middle two for an even number of decisions (30 days, the default)', async () => {
      const body = await dashboard();
      expect(body.days).toBe(30);
      expect(body.series).toHaveLength(30);
      expect(expected(30).waits.sort((a, b) => a - b)).toEqual([3600, 8100, 10800, 36000]);
      // (8100 + 10800) / 2; p90 at 2.7 of [0..3]: 10800 + 0.7 × 25200.
      expect(body.decision_time).toEqual({ decisions: 4, median_seconds: 9450, p90_seconds: 28440 });
      expect(body.totals).toEqual({ approved: 2, rejected: 2, new_users: 5 });
      expect(body.series.map((d) => d.rejected)).toEqual(expected(30).rejected);
      expect(body.series.map((d) => d.new_users)).toEqual(expected(30).newUsers);
    });

    it('leaves out what is older than 90 days, and has no median without decisions', async () => {
      const body = await dashboard('?days=90');
      expect(body.series).toHaveLength(90);
      expect(body.totals).toEqual({ approved: 2, rejected: 2, new_users: 5 });
      const empty = await t.testDb.database.db.transaction(async (tx) => {
        const [row] = await decisionTimes(tx, [new Date(0), new Date(1000)]);
        return row;
      });
      expect(empty).toEqual({ decisions: 0, median: null, p90: null });
    });
  });

  describe('time zone', () => {
    async function setZone(zone: string) {
      await db
        .update(settings)
        .set({ value: { ...DEFAULT_SETTINGS.appointments, time_zone: zone } })
        .where(eq(settings.key, 'appointments'));
    }
    afterEach(async () => {
      await setZone(ZONE);
    });

    it("cuts days in the portal's zone, whatever X-timezone the browser sends", async () => {
      const plain = await dashboard('?days=7');
      const other = await dashboard('?days=7', moderatorToken, { 'x-timezone': 'Etc/GMT+11' });
      expect(other.series).toEqual(plain.series);
      expect(other.time_zone).toBe(ZONE);
    });

    it('follows a change of the setting, and falls back to Algiers on a zone it does not know', async () => {
      await setZone('UTC');
      const utc = await dashboard('?days=7');
      expect(utc.time_zone).toBe('UTC');
      const want = expected(7, 'UTC');
      expect(utc.series.map((d) => d.day)).toEqual(want.days);
      expect(utc.series.map((d) => d.approved)).toEqual(want.approved);
      expect(utc.series.map((d) => d.rejected)).toEqual(want.rejected);
      expect(utc.series.map((d) => d.new_users)).toEqual(want.newUsers);
      // In UTC the 00:30 approval (23:30 UTC) falls on the same day as the rejection.
      const approvalDay = dayIn(decisions[0]!.at, 'UTC');
      expect(approvalDay).toBe(dayIn(decisions[1]!.at, 'UTC'));
      expect(utc.series.find((d) => d.day === approvalDay)).toMatchObject({ approved: 1, rejected: 1 });

      await setZone('Mars/Olympus_Mons');
      expect((await dashboard('?days=7')).time_zone).toBe(ZONE);
    });
  });

  it('reads indexes, not whole tables, on a few thousand rows (EXPLAIN)', async () => {
    const plans: Record<string, string> = {};
    const month = dayWindow(new Date(), 30, ZONE).bounds;
    const quarter = dayWindow(new Date(), 90, ZONE).bounds;
    // Bulk rows inside a transaction that is rolled back: the other tests never see them.
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`
          insert into listings (platform, user_id, status, title, description, category_id, price_type,
            currency_code, region_id, advertiser_characteristic, duration_days, slug, published_at, expires_at)
          select platform, user_id,
            case when i % 40 = 0 then 'pending' when i % 90 = 0 then 'waiting_payment' else 'approved' end,
            title, description, category_id, price_type, currency_code, region_id,
            advertiser_characteristic, duration_days, 'dashboard-bulk-' || i,
            now() - i * interval '3 hours', now() + interval '30 days'
          from listings, generate_series(1, 4000) as i
          where listings.id = ${sampleListingId}`);
        await tx.execute(sql`
          insert into users (first_name, last_name, username, email, password_hash, created_at)
          select 'Bulk', 'User', 'bulk_user_' || i, 'bulk_user_' || i || '@example.test', 'x',
            now() - i * interval '4 hours'
          from generate_series(1, 4000) as i`);
        // Edits of half of them: a few waiting for review (a queue is a small part of the
        // listings), the others rejected.
        await tx.execute(sql`
          insert into listing_revisions (listing_id, body, status, submitted_at)
          select id, '{}'::jsonb, case when id % 100 = 0 then 'pending' else 'rejected' end, now()
          from listings where slug like 'dashboard-bulk-%' and id % 2 = 0`);
        // Two years of audit entries, most of them decisions.
        await tx.execute(sql`
          insert into audit_log (actor_id, action, subject_type, subject_id, before, created_at)
          select ${moderator.id},
            case when i % 5 = 0 then 'user.warn' when i % 3 = 0 then 'listing.reject' else 'listing.approve' end,
            'listing', i,
            jsonb_build_object('submitted_at', to_char((now() - i * interval '4 hours' - interval '2 hours') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')),
            now() - i * interval '4 hours'
          from generate_series(1, 4400) as i`);
        await tx.execute(sql`analyze listings`);
        await tx.execute(sql`analyze users`);
        await tx.execute(sql`analyze audit_log`);
        await tx.execute(sql`analyze listing_revisions`);
        // A few thousand rows are few enough for a whole read to be priced cheapest (the edits'
        // join flipped to one when a column left listings). What this guards is that an index
        // serves each query, as it must at a million rows: whole reads are priced out here.
        await tx.execute(sql`set local enable_seqscan = off`);
        const explain = async (query: { getSQL(): SQL }) =>
          planText(await tx.execute(sql`explain ${query.getSQL()}`));
        plans.queues = await explain(countOpenQueues(tx));
        plans.edits = await explain(countPendingEdits(tx));
        plans.decisions = await explain(countDecisionsPerDay(tx, month));
        plans.times = await explain(decisionTimes(tx, month));
        plans.quarter = await explain(countDecisionsPerDay(tx, quarter));
        plans.users = await explain(countNewUsersPerDay(tx, month));
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!String(error).includes('Rollback')) throw error;
      });
    if (process.env.SHOW_PLANS) console.log(JSON.stringify(plans, null, 2));
    expect(plans.queues).toContain('listings_open_queues_idx');
    expect(plans.edits).toContain('listing_revisions_pending_idx');
    expect(plans.decisions).toContain('audit_log_created_at_idx');
    expect(plans.times).toContain('audit_log_created_at_idx');
    expect(plans.quarter).toContain('audit_log_created_at_idx');
    expect(plans.users).toContain('users_created_at_idx');
    for (const [name, plan] of Object.entries(plans)) {
      expect(plan, name).not.toMatch(/Seq Scan on (listings|audit_log|users)\b/);
    }
  });
});
