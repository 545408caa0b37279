import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { users } from '../src/db/schema/index';
import type { Db } from '../src/db/client';
import { hashPassword } from '../src/platform/auth/passwords';

/**
 * Test helpers for signed-in calls (fastify/demo's injectWithLogin). `api()` behaves like the
 * SPA: it fetches the CSRF cookie once per app and echoes it on state-changing calls.
 */
const csrfByApp = new WeakMap<FastifyInstance, string>();

export async function csrfToken(app: FastifyInstance): Promise<string> {
  const cached = csrfByApp.get(app);
  if (cached) return cached;
  const res = await app.inject({ method: 'GET', url: '/api/v1/init' });
  const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('GET /api/v1/init set no XSRF-TOKEN cookie');
  csrfByApp.set(app, cookie.value);
  return cookie.value;
}

export interface ApiCall {
  method?: InjectOptions['method'];
  url: string;
  body?: unknown;
  token?: string;
  locale?: 'ar' | 'fr' | 'en';
  headers?: Record<string, string>;
  /** Leave out the CSRF pair, to test the 419 answer. */
  withoutCsrf?: boolean;
}

export async function api(app: FastifyInstance, call: ApiCall): Promise<LightMyRequestResponse> {
  const method = call.method ?? 'GET';
  const headers: Record<string, string> = { 'x-localization': call.locale ?? 'en', ...call.headers };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  const cookies: Record<string, string> = {};
  if (!['GET', 'HEAD', 'OPTIONS'].includes(method) && !call.withoutCsrf) {
    const token = await csrfToken(app);
    cookies['XSRF-TOKEN'] = token;
    headers['x-xsrf-token'] = token;
  }
  return app.inject({
    method,
    url: call.url,
    headers,
    cookies,
    ...(call.body !== undefined ? { payload: call.body as InjectOptions['payload'] } : {}),
  });
}

/**
 * One argon2 hash per distinct password and worker: hashing costs a noticeable moment by
 * design, and the factory made hundreds of users with the same few passwords. A hash carries
 * its own salt and parameters, so any valid hash of a password verifies it; a test of the
 * hashing itself signs up or changes a password through the API, which hashes anew.
 */
const hashes = new Map<string, Promise<string>>();
function testPasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

let counter = 0;
export interface TestUser {
  id: number;
  email: string;
  username: string;
  password: string;
}

/** Inserts an account directly (a factory, as immich and epic-stack do). */
export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  const password = overrides.password ?? 'Correct-Horse-42';
  const [row] = await db
    .insert(users)
    .values({
      firstName: 'Test',
      lastName: 'User',
      username: `user_${unique}`,
      email: `user_${unique}@example.test`,
      phone: '555000111',
      countryCode: '+213',
      birthdate: '1990-01-01',
      emailVerifiedAt: new Date(),
      ...overrides,
      passwordHash: await testPasswordHash(password),
    })
    .returning();
  return { id: row!.id, email: row!.email, username: row!.username, password };
}

export async function login(
  app: FastifyInstance,
  user: Pick<TestUser, 'email' | 'password'>,
  remember = false,
) {
  const res = await api(app, {
    method: 'POST',
    url: '/api/v1/login',
    body: { login: user.email, password: user.password, remember },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

/** Confirms the password on a token, as the ConfirmPassword screen does before a sensitive change. */
export async function confirmPassword(app: FastifyInstance, token: string, password: string): Promise<void> {
  const res = await api(app, {
    method: 'POST',
    url: '/api/v1/user/confirm-password',
    token,
    body: { password },
  });
  if (res.statusCode !== 200) throw new Error(`confirm-password failed: ${res.statusCode} ${res.body}`);
}
