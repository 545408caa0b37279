import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { api, login } from '../../../test/session';
import { seedDatabase } from '../../db/seed/index';

/** The back office is alive on first start: demo staff accounts and a queue to review. */
describe('moderation demo content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ demoContent: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets the demo moderator and admin in, and shows amina’s pending listings oldest first', async () => {
    const moderator = await login(t.app, { email: 'moderator', password: 'Demo-Portal-2025' });
    const admin = await login(t.app, { email: 'admin_demo', password: 'Demo-Portal-2025' });
    const me = await api(t.app, { url: '/api/v1/user/me', token: admin });
    expect(me.json().user.role).toBe('admin');

    const queue = await api(t.app, { url: '/api/v1/admin/review-queue', token: moderator });
    expect(queue.statusCode).toBe(200);
    const body = queue.json();
    expect(body.total).toBe(3);
    expect(body.counts).toEqual({ announcements: 1, sales: 2, flagged: 0 });
    expect(new Set(body.data.map((i: { author: { username: string } }) => i.author.username))).toEqual(
      new Set(['amina']),
    );
    expect(body.data[0].author.history.approved).toBeGreaterThan(0);
    const times = body.data.map((i: { submitted_at: string }) => i.submitted_at);
    expect(times).toEqual([...times].sort());

    // Seeding again adds nothing, and a decided one is not added back.
    await api(t.app, {
      method: 'POST',
      url: `/api/v1/admin/listings/${body.data[0].id}/approve`,
      token: admin,
    });
    await seedDatabase(t.testDb.database.db, { demoContent: true });
    const again = await api(t.app, { url: '/api/v1/admin/review-queue', token: moderator });
    expect(again.json().total).toBe(2);
  });
});
