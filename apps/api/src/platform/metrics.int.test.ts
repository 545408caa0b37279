import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { metricSample as sample } from '../../test/metrics';
import { testDatabaseKind } from '../../test/test-database';
import { api } from '../../test/session';

const TOKEN = randomBytes(24).toString('hex');

describe('GET /metrics', () => {
  let t: TestApp;
  const scrape = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-localization': 'fr', ...(authorization ? { authorization } : {}) },
    });

  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is not served without METRICS_TOKEN', async () => {
    const plain = await buildTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('answers 401 in the caller’s language without the token or with another', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const res = await scrape(authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toMatchObject({
        code: 'unauthenticated',
        message: 'Le jeton des métriques est absent ou erroné.',
      });
      expect(res.body).not.toContain('portal_');
    }
  });

  it('counts requests per route pattern and status, and reports the queues, pools and process', async () => {
    const db = t.testDb.database.db;
    await api(t.app, { url: '/api/v1/regions/16' });
    await api(t.app, { url: '/api/v1/regions/999' });
    await api(t.app, { url: `/api/v1/no-such-thing-${randomBytes(4).toString('hex')}` });
    await api(t.app, { method: 'POST', url: '/api/v1/login', body: {} });
    // A mail tried once and waiting an hour, and a job two minutes late whose last run failed.
    const job = `metrics-test-${randomBytes(4).toString('hex')}`;
    await db.execute(sql`
      insert into mail_outbox (to_address, locale, template, subject, html, text, attempts, next_attempt_at, created_at)
      values ('someone@example.test', 'en', 'test', 's', 'h', 't', 1, now() + interval '1 day', now() - interval '1 hour')`);
    await db.execute(
      sql`insert into job_runs (name, next_run_at, last_error) values (${job}, now() - interval '2 minutes', 'boom')`,
    );

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;

    const counted = (route: string, status: number, method = 'GET') =>
      sample(text, `portal_http_requests_total{method="${method}",route="${route}",status="${status}"}`);
    expect(counted('/api/v1/regions/:id', 200)).toBe(1);
    expect(counted('/api/v1/regions/:id', 404)).toBe(1);
    expect(counted('unmatched', 404)).toBe(1);
    expect(counted('/api/v1/login', 422, 'POST')).toBe(1);
    expect(
      sample(text, 'portal_http_request_duration_seconds_count{method="GET",route="/api/v1/regions/:id"}'),
    ).toBe(2);
    expect(
      sample(
        text,
        'portal_http_request_duration_seconds_bucket{le="10",method="GET",route="/api/v1/regions/:id"}',
      ),
    ).toBe(2);
    // The addresses asked never become labels.
    expect(text).not.toContain('/regions/16');
    expect(text).not.toContain('no-such-thing');

    expect(sample(text, 'portal_mail_outbox_pending')).toBe(1);
    expect(sample(text, 'portal_mail_outbox_retrying')).toBe(1);
    expect(sample(text, 'portal_mail_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(3600);
    expect(sample(text, 'portal_jobs_due')).toBe(1);
    expect(sample(text, `portal_job_overdue_seconds{job="${job}"}`)).toBeGreaterThanOrEqual(120);
    expect(sample(text, `portal_job_failing{job="${job}"}`)).toBe(1);

    expect(sample(text, 'portal_render_queue{state="waiting"}')).toBe(0);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    // A server database has a pool; the embedded one is a single connection in the process.
    const open = sample(text, 'portal_db_pool_connections{pool="primary",state="open"}');
    if (testDatabaseKind() === 'postgres') expect(open).toBeGreaterThanOrEqual(1);
    else expect(open).toBeUndefined();
  });
});
