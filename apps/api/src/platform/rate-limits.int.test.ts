import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerBody, signIn, unique, uniqueIp } from '../../test/accounts';
import { buildTestApp, createFixtureWebDist, type TestApp } from '../../test/build-test-app';
import { createTestDatabase } from '../../test/test-database';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { api, createUser } from '../../test/session';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Rate limits with Retry-After. Each test builds its own app,
 * so its counters start at zero and do not bleed into the other tests.
 */
describe('rate limits', () => {
  const apps: TestApp[] = [];
  async function freshApp(env: Record<string, string> = {}): Promise<TestApp> {
    const t = await buildTestApp({ env: { TRUST_PROXY: 'true', ...env } });
    apps.push(t);
    return t;
  }
  afterEach(async () => {
    vi.useRealTimers();
    await Promise.all(apps.splice(0).map((t) => t.close()));
  });

  const post = (
    app: FastifyInstance,
    url: string,
    body: object,
    ip: string,
    locale: 'ar' | 'fr' | 'en' = 'en',
  ) => api(app, { method: 'POST', url, body, locale, headers: { 'x-forwarded-for': ip } });

  function expectTooMany(res: LightMyRequestResponse, windowSeconds: number): number {
    expect(res.statusCode, res.body).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect(res.json().code).toBe('too_many_requests');
    return retryAfter;
  }

  it('answers the 6th sign-in for one account within a minute with 429, then lets it in again', async () => {
    const t = await freshApp();
    const user = await createUser(t.testDb.database.db);
    // From a different address each time, and spelling the account differently: the limit
    // is per account, not per address or per typed login.
    const spellings = [
      user.email,
      user.username,
      user.email.toUpperCase(),
      ` ${user.username.toUpperCase()} `,
      user.email,
    ];
    for (const login of spellings) {
      const res = await post(t.app, '/api/v1/login', { login, password: 'Wrong-password-42' }, uniqueIp());
      expect(res.statusCode).toBe(422);
    }
    const sixth = await post(
      t.app,
      '/api/v1/login',
      { login: user.email.toUpperCase(), password: user.password },
      uniqueIp(),
      'fr',
    );
    const retryAfter = expectTooMany(sixth, 60);
    expect(sixth.json().message).toBe(`Trop de tentatives. Patientez ${retryAfter} secondes puis réessayez.`);

    // Another account from the same address is not held back.
    const other = await createUser(t.testDb.database.db);
    const ok = await post(
      t.app,
      '/api/v1/login',
      { login: other.email, password: other.password },
      uniqueIp(),
    );
    expect(ok.statusCode).toBe(200);

    // The limit resets after its window.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    const later = await post(
      t.app,
      '/api/v1/login',
      { login: user.email, password: user.password },
      uniqueIp(),
    );
    expect(later.statusCode).toBe(200);
  });

  it('answers the 21st sign-in from one address within a minute with 429', async () => {
    const t = await freshApp();
    const ip = uniqueIp();
    for (let i = 0; i < 20; i += 1) {
      const res = await post(
        t.app,
        '/api/v1/login',
        { login: `${unique('n')}@example.test`, password: 'Whatever-42' },
        ip,
      );
      expect(res.statusCode).toBe(422);
    }
    expectTooMany(await post(t.app, '/api/v1/login', { login: 'someone', password: 'Whatever-42' }, ip), 60);
    expect(
      (await post(t.app, '/api/v1/login', { login: 'someone', password: 'Whatever-42' }, uniqueIp()))
        .statusCode,
    ).toBe(422);
  });

  it('limits forgot-password per account: the 4th request in 10 minutes answers 429', async () => {
    const t = await freshApp();
    const user = await createUser(t.testDb.database.db);
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await post(t.app, '/api/v1/forgot-password', { email: user.email }, uniqueIp())).statusCode,
      ).toBe(200);
    }
    expectTooMany(await post(t.app, '/api/v1/forgot-password', { email: user.email }, uniqueIp()), 600);
    const unknown = `${unique('nobody')}@example.test`;
    expect((await post(t.app, '/api/v1/forgot-password', { email: unknown }, uniqueIp())).statusCode).toBe(
      200,
    );
  });

  it('limits registrations per address: the 6th in 10 minutes answers 429', async () => {
    const t = await freshApp();
    const taken = await createUser(t.testDb.database.db);
    const ip = uniqueIp();
    const body = (i: number) => ({
      first_name: 'Amina',
      last_name: 'Benali',
      username: `${unique('reg')}${i}`,
      email: taken.email,
      password: 'Tajine-au-citron-42',
      password_confirmation: 'Tajine-au-citron-42',
      phone: '555123456',
      birthdate: '1995-04-12',
      terms: true,
    });
    for (let i = 0; i < 5; i += 1)
      expect((await post(t.app, '/api/v1/register', body(i), ip)).statusCode).toBe(422);
    expectTooMany(await post(t.app, '/api/v1/register', body(5), ip), 600);
  });

  it('limits password confirmation per signed-in account, not per shared address', async () => {
    const t = await freshApp();
    const db = t.testDb.database.db;
    const [a, b] = [await createUser(db), await createUser(db)];
    const [ta, tb] = [(await signIn(db, a.id)).token, (await signIn(db, b.id)).token];
    const confirm = (token: string, password: string) =>
      api(t.app, {
        method: 'POST',
        url: '/api/v1/user/confirm-password',
        token,
        body: { password },
        headers: { 'x-forwarded-for': '10.9.9.9' },
      });
    for (let i = 0; i < 10; i += 1) expect((await confirm(ta, 'Wrong-password-42')).statusCode).toBe(422);
    expectTooMany(await confirm(ta, a.password), 60);
    expect((await confirm(tb, b.password)).statusCode).toBe(200);
  });

  describe('without Redis', () => {
    it('keeps the counts in the database: an app rebuilt on the same database still refuses', async () => {
      const testDb = await createTestDatabase();
      const webDist = createFixtureWebDist();
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-data-'));
      // The apps' close leaves the database open, as another process or the next start finds it.
      const shared = { ...testDb.database, close: async () => undefined };
      const start = async () => {
        const app = await buildApp({
          config: loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true', DATA_DIR: dataDir }),
          database: shared,
          webDistDir: webDist,
          disableJobs: true,
          disableMailWorker: true,
        });
        await app.ready();
        return app;
      };
      try {
        const user = await createUser(testDb.database.db);
        const first = await start();
        for (let i = 0; i < 5; i += 1) {
          const res = await post(
            first,
            '/api/v1/login',
            { login: user.email, password: 'Wrong-42' },
            uniqueIp(),
          );
          expect(res.statusCode).toBe(422);
        }
        await first.close();
        // A restart (or another process on the same database) sees the five attempts.
        const second = await start();
        expectTooMany(
          await post(second, '/api/v1/login', { login: user.email, password: user.password }, uniqueIp()),
          60,
        );
        await second.close();
      } finally {
        await testDb.drop();
        rmSync(webDist, { recursive: true, force: true });
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });

  describe('with Redis (REDIS_URL)', () => {
    it('shares the sign-in limit across two API processes', async () => {
      const one = await freshApp({ REDIS_URL });
      const two = await freshApp({ REDIS_URL });
      // A login value no other run uses, so reruns and the other backend's run do not collide.
      const login = `${unique('shared')}@example.test`;
      for (let i = 0; i < 5; i += 1) {
        const app = i % 2 === 0 ? one.app : two.app;
        expect(
          (await post(app, '/api/v1/login', { login, password: 'Whatever-42' }, uniqueIp())).statusCode,
        ).toBe(422);
      }
      expectTooMany(await post(two.app, '/api/v1/login', { login, password: 'Whatever-42' }, uniqueIp()), 60);
      expectTooMany(await post(one.app, '/api/v1/login', { login, password: 'Whatever-42' }, uniqueIp()), 60);
    });

    it('keeps each route’s counters apart', async () => {
      const t = await freshApp({ REDIS_URL });
      const ip = uniqueIp();
      const email = `${unique('apart')}@example.test`;
      // Three sign-ins as this email and six link checks from this address…
      for (let i = 0; i < 3; i += 1) {
        expect(
          (await post(t.app, '/api/v1/login', { login: email, password: 'Whatever-42' }, ip)).statusCode,
        ).toBe(422);
      }
      for (let i = 0; i < 6; i += 1) {
        expect(
          (await post(t.app, '/api/v1/email/verify-link', { token: 'A'.repeat(43) }, ip)).statusCode,
        ).toBe(422);
      }
      // …count neither against forgot-password (3 per account) nor against registration (5 per address).
      expect((await post(t.app, '/api/v1/forgot-password', { email }, ip)).statusCode).toBe(200);
      const register = await post(t.app, '/api/v1/register', registerBody({ email }), ip);
      expect(register.statusCode, register.body).toBe(201);
    });
  });
});
