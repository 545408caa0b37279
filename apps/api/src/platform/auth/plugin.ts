import type { Role } from '@portal/contract/auth';
import { AUTH_COOKIE } from '@portal/contract/ssr';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { authTokens, users } from '../../db/schema/index';
import { AppError } from '../errors';
import { sha256 } from './secrets';

/** Session tokens (no "remember me") expire after this long unused (the token sits in a script-readable cookie, so idle sessions end early). */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;
/** A confirmed password stays fresh this long for sensitive changes (423 after). */
export const PASSWORD_CONFIRMATION_MS = 3 * 60 * 60 * 1000;
/** last_used_at is written at most this often per token, to spare the database. */
const TOUCH_EVERY_MS = 60 * 1000;

export type UserRow = typeof users.$inferSelect;

export interface AuthContext {
  user: UserRow;
  tokenId: number;
  remember: boolean;
  passwordConfirmedAt: Date | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user and token, or null for a visitor. */
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** The route checks a bearer token of its own (GET /metrics): no session is looked up. */
    ownBearerToken?: boolean;
  }
}

function bearerOf(request: FastifyRequest): string | undefined {
  // The scheme name is case-insensitive (RFC 9110 §11.1): "bearer x" and "BEARER x" count.
  const match = /^bearer +(.+)$/i.exec(request.headers.authorization ?? '');
  if (!match) return undefined;
  return plausibleToken(match[1]!.trim());
}

function plausibleToken(token: string): string | undefined {
  return token.length >= 20 && token.length <= 200 ? token : undefined;
}

/**
 * The signed-in user of a token given otherwise than in the Authorization header (the token
 * cookie of a server-rendered page), checked as a bearer token is.
 */
export async function authenticateToken(db: Db, token: string): Promise<AuthContext | null> {
  const plausible = plausibleToken(token.trim());
  return plausible ? authenticate(db, plausible) : null;
}

async function authenticate(db: Db, token: string): Promise<AuthContext | null> {
  const now = new Date();
  const rows = await db
    .select({ token: authTokens, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, sha256(token)),
        gt(authTokens.expiresAt, now),
        isNull(users.suspendedAt),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (now.getTime() - row.token.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    const expiresAt = row.token.remember ? row.token.expiresAt : new Date(now.getTime() + SESSION_IDLE_MS);
    await db.update(authTokens).set({ lastUsedAt: now, expiresAt }).where(eq(authTokens.id, row.token.id));
  }
  return {
    user: row.user,
    tokenId: row.token.id,
    remember: row.token.remember,
    passwordConfirmedAt: row.token.passwordConfirmedAt,
  };
}

/** The signed-in user, or a 401 (the SPA then shows "Please login"). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('unauthenticated');
  return request.auth;
}

export async function requireUser(request: FastifyRequest): Promise<void> {
  requireAuth(request);
}

/**
 * For the reads a browser makes without headers (EventSource, <img>): the session cookie signs
 * the reader in as a bearer token would, a 401 without one. GET routes only, that change
 * nothing (a cookie is sent with cross-site requests too).
 */
export function requireUserByCookie(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = request.cookies[AUTH_COOKIE];
    request.auth ??= token ? await authenticateToken(db, token) : null;
    requireAuth(request);
  };
}

/** Posting needs a verified email (otherwise a 403 with the message the SPA shows to unverified users). */
export async function requireVerified(request: FastifyRequest): Promise<void> {
  const auth = requireAuth(request);
  if (!auth.user.emailVerifiedAt) throw new AppError('email_unverified');
}

export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const auth = requireAuth(request);
    if (!roles.includes(auth.user.role as Role)) throw new AppError('forbidden');
  };
}

/** Changing the email or password and deleting the account need a recent confirmation (423). */
export async function requireRecentPassword(request: FastifyRequest): Promise<void> {
  const auth = requireAuth(request);
  const confirmed = auth.passwordConfirmedAt?.getTime() ?? 0;
  if (Date.now() - confirmed > PASSWORD_CONFIRMATION_MS) throw new AppError('password_confirmation_required');
}

export const authPlugin = fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      // A route whose bearer token is its own (GET /metrics) has no session to look up.
      const token = request.routeOptions.config.ownBearerToken ? undefined : bearerOf(request);
      request.auth = token ? await authenticate(db, token) : null;
    });
  },
  { name: 'auth' },
);

/** Deletes expired tokens; run from time to time. */
export async function purgeExpiredTokens(db: Db): Promise<void> {
  await db.delete(authTokens).where(sql`${authTokens.expiresAt} < now()`);
}
