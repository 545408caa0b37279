import { isLocale } from '@portal/contract/locale';
import { AppError } from '../../platform/errors';
import type { AuthContext, UserRow } from '../../platform/auth/plugin';
import { consumeCode, consumeLinkToken, issueCode } from './codes';
import type { AccountDeps } from './deps';
import { findUserById, latestCodeCreatedAt, updateUser } from './queries';
import type { Tx } from '../../db/client';

/** Resending a verification mail is allowed once a minute. */
export const RESEND_INTERVAL_MS = 60_000;

export function verificationMailData(user: UserRow, code: string, linkToken: string, ttlMinutes: number) {
  return {
    name: user.firstName,
    code,
    linkPath: `/verify-email?token=${encodeURIComponent(linkToken)}`,
    expiresInMinutes: ttlMinutes,
  };
}

export async function verifyEmailByCode(deps: AccountDeps, auth: AuthContext, code: string): Promise<void> {
  if (auth.user.emailVerifiedAt) return;
  const used = await deps.db.transaction(async (tx) => {
    const row = await consumeCode(tx, auth.user.id, 'verify_email', code);
    if (row) await updateUser(tx, auth.user.id, { emailVerifiedAt: new Date() });
    return row;
  });
  if (!used) throw new AppError('validation_failed', { fieldErrors: { code: ['validation.code_invalid'] } });
}

/** The emailed link works without signing in (it may be opened on another device). */
export async function verifyEmailByLink(deps: AccountDeps, token: string): Promise<void> {
  const used = await deps.db.transaction(async (tx) => {
    const row = await consumeLinkToken(tx, token, ['verify_email']);
    if (row) await updateUser(tx, row.userId, { emailVerifiedAt: new Date() });
    return row;
  });
  if (!used) throw new AppError('validation_failed', { fieldErrors: { token: ['validation.code_invalid'] } });
}

export async function resendVerification(deps: AccountDeps, auth: AuthContext): Promise<void> {
  const user = await findUserById(deps.db, auth.user.id);
  if (!user || user.emailVerifiedAt) return;
  await sendVerificationMail(deps, user);
}

/**
 * A new verification code and link mailed to `user` (at most once a minute: 429 with
 * Retry-After before). `alongside` runs in the same transaction, e.g. an audit entry when
 * staff send it from the back office.
 */
export async function sendVerificationMail(
  deps: AccountDeps,
  user: UserRow,
  alongside?: (tx: Tx) => Promise<void>,
): Promise<void> {
  const last = await latestCodeCreatedAt(deps.db, user.id, 'verify_email');
  const waitMs = last ? last.getTime() + RESEND_INTERVAL_MS - Date.now() : 0;
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new AppError('too_many_requests', {
      params: { seconds },
      headers: { 'retry-after': String(seconds) },
    });
  }
  await deps.db.transaction(async (tx) => {
    const { code, linkToken, ttlMinutes } = await issueCode(tx, user.id, 'verify_email');
    await deps.enqueueMail(tx, {
      to: user.email,
      locale: isLocale(user.locale) ? user.locale : 'ar',
      template: 'verify_email',
      data: verificationMailData(user, code, linkToken, ttlMinutes),
    });
    await alongside?.(tx);
  });
  deps.notifyMail();
}
