import type { Session } from '@portal/contract/auth';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { REMEMBER_MS, SESSION_IDLE_MS, type AuthContext, type UserRow } from '../../platform/auth/plugin';
import { dummyPasswordHash, verifyPassword } from '../../platform/auth/passwords';
import { randomToken, sha256 } from '../../platform/auth/secrets';
import {
  deleteToken,
  deleteTokensOfUser,
  findUserByLogin,
  insertToken,
  listTokens,
  markPasswordConfirmed,
} from './queries';

type TokenRow = Awaited<ReturnType<typeof listTokens>>[number];

export interface SessionMeta {
  userAgent: string | undefined;
  ip: string | undefined;
}

/** A new 256-bit bearer token; the plain value is returned once and never stored. */
export async function createSession(tx: Tx, user: UserRow, meta: SessionMeta & { remember: boolean }) {
  const token = randomToken();
  const now = Date.now();
  const expiresAt = new Date(now + (meta.remember ? REMEMBER_MS : SESSION_IDLE_MS));
  await insertToken(tx, {
    userId: user.id,
    tokenHash: sha256(token),
    remember: meta.remember,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip ?? null,
    expiresAt,
    // Not marked as a password confirmation: sensitive changes always ask for the password
    // once per 3 hours, even right after signing in on a shared computer (Laravel's rule).
  });
  return { token, remember: meta.remember, expiresIn: meta.remember ? Math.round(REMEMBER_MS / 1000) : null };
}

/** One generic answer for an unknown login and a wrong password (no account enumeration). */
export async function logIn(
  db: Db,
  login: string,
  password: string,
  meta: SessionMeta & { remember: boolean },
) {
  const user = await findUserByLogin(db, login);
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !ok) {
    throw new AppError('validation_failed', {
      messageKey: 'error.invalid_credentials',
      fieldErrors: { login: ['validation.invalid'] },
    });
  }
  if (user.suspendedAt) throw new AppError('account_suspended');
  const session = await createSession(db, user, meta);
  return { user, session };
}

export async function logOut(db: Db, auth: AuthContext): Promise<void> {
  await deleteToken(db, auth.user.id, auth.tokenId);
}

export async function confirmPassword(db: Db, auth: AuthContext, password: string): Promise<void> {
  if (!(await verifyPassword(auth.user.passwordHash, password))) {
    throw new AppError('validation_failed', { fieldErrors: { password: ['validation.password_wrong'] } });
  }
  await markPasswordConfirmed(db, auth.tokenId);
}

export async function listSessions(db: Db, auth: AuthContext): Promise<Session[]> {
  const rows = await listTokens(db, auth.user.id);
  return rows.map((t) => toSession(t, auth.tokenId));
}

/** A token as its owner (or staff, with `currentTokenId` null) sees it: never its hash. */
export function toSession(t: TokenRow, currentTokenId: number | null): Session {
  return {
    id: t.id,
    user_agent: t.userAgent,
    ip: t.ip,
    created_at: t.createdAt.toISOString(),
    last_used_at: t.lastUsedAt.toISOString(),
    expires_at: t.expiresAt.toISOString(),
    remember: t.remember,
    current: t.id === currentTokenId,
  };
}

export async function revokeSession(db: Db, auth: AuthContext, tokenId: number): Promise<void> {
  if (!(await deleteToken(db, auth.user.id, tokenId))) throw new AppError('not_found');
}

export async function revokeOtherSessions(db: Db, auth: AuthContext): Promise<void> {
  await deleteTokensOfUser(db, auth.user.id, auth.tokenId);
}
