import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { api, login } from '../../../test/session';
import { seedDatabase } from '../../db/seed/index';

/** The reports queue is alive on first start: two of amina's listings reported by karim. */
describe('reports demo content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ demoContent: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows two reported listings, and a handled report is not filed again by the next seeding', async () => {
    const moderator = await login(t.app, { email: 'moderator', password: 'Demo-Portal-2025' });
    const queue = await api(t.app, { url: '/api/v1/admin/reports', token: moderator });
    expect(queue.statusCode).toBe(200);
    const body = queue.json();
    expect(body).toMatchObject({ total: 2, open_reports: 2 });
    expect(body.data.map((g: { reasons: { reason: string }[] }) => g.reasons[0]!.reason)).toEqual([
      'fraud',
      'unavailable',
    ]);
    expect(body.data[0].author).toMatchObject({ username: 'amina', open_reports: 2, suspended: false });
    expect(body.data[0].listing.status).toBe('approved');
    // The seeded listings carry no automatic flag: the seeder's own burst is not amina's.
    const flagged = await api(t.app, { url: '/api/v1/admin/review-queue?flagged=true', token: moderator });
    expect(flagged.json().total).toBe(0);

    const dismissed = await api(t.app, {
      method: 'POST',
      url: `/api/v1/admin/reports/${body.data[0].listing.id}/dismiss`,
      token: moderator,
    });
    expect(dismissed.statusCode).toBe(200);
    await seedDatabase(t.testDb.database.db, { demoContent: true });
    const again = await api(t.app, { url: '/api/v1/admin/reports', token: moderator });
    expect(again.json()).toMatchObject({ total: 1, open_reports: 1 });
  });
});
