import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RegisterBody } from '@portal/contract/auth';
import type { Db } from '../src/db/client';
import { authTokens, users } from '../src/db/schema/index';
import { REMEMBER_MS, SESSION_IDLE_MS } from '../src/platform/auth/plugin';
import { randomToken, sha256 } from '../src/platform/auth/secrets';

/** Helpers for the accounts tests: request bodies, direct sign-ins and row reads. */

let counter = 0;
/** A value no other test (nor a rerun, nor the other backend's run) uses. */
export function unique(prefix = 'u'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}${randomInt(1_000_000).toString(36)}`;
}

/**
 * A valid registration body with a fresh username and email; overrides may add or break
 * fields (the answer is then a 422).
 */
export function registerBody(
  overrides: Partial<Record<keyof RegisterBody, unknown>> & Record<string, unknown> = {},
) {
  const name = unique('r');
  const body = {
    first_name: 'Amina',
    last_name: 'Benali',
    username: name,
    email: `${name}@example.test`,
    password: 'Tajine-au-citron-42',
    password_confirmation: 'Tajine-au-citron-42',
    phone: '0555 12 34 56',
    country_code: '+213',
    birthdate: '1995-04-12',
    terms: true as const,
  };
  return { ...body, ...overrides } as typeof body;
}

/**
 * A random client address, for apps built with TRUST_PROXY=true: sent as X-Forwarded-For,
 * it keeps each test out of the others' per-IP rate limits.
 */
export function uniqueIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * A bearer token written straight to auth_tokens (as a sign-in would), for tests whose
 * subject is not the sign-in itself: no argon2 and no rate limit.
 */
export async function signIn(
  db: Db,
  userId: number,
  remember = false,
): Promise<{ token: string; id: number }> {
  const token = randomToken();
  const [row] = await db
    .insert(authTokens)
    .values({
      userId,
      tokenHash: sha256(token),
      remember,
      userAgent: 'vitest',
      ip: '127.0.0.1',
      expiresAt: new Date(Date.now() + (remember ? REMEMBER_MS : SESSION_IDLE_MS)),
    })
    .returning({ id: authTokens.id });
  return { token, id: row!.id };
}

/** Marks a token's password as confirmed `agoMs` ago (0: now). */
export async function setPasswordConfirmed(db: Db, tokenId: number, agoMs = 0): Promise<void> {
  await db
    .update(authTokens)
    .set({ passwordConfirmedAt: new Date(Date.now() - agoMs) })
    .where(eq(authTokens.id, tokenId));
}

export async function userRow(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row!;
}

export async function tokenRows(db: Db, userId: number) {
  return db.select().from(authTokens).where(eq(authTokens.userId, userId));
}
