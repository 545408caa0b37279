import { isLocale } from '@portal/contract/locale';
import { AppError } from '../../platform/errors';
import { hashPassword, passwordProblem } from '../../platform/auth/passwords';
import { consumeCode, consumeLinkToken, issueCode } from './codes';
import type { AccountDeps } from './deps';
import { deleteTokensOfUser, findUserByEmail, findUserById, updateUser } from './queries';

/**
 * Step 1: mail a recovery code and link. The answer is the same whether or not the address
 * has an account, so nothing is revealed.
 */
export async function requestPasswordReset(deps: AccountDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.suspendedAt) return;
  await deps.db.transaction(async (tx) => {
    const { code, linkToken, ttlMinutes } = await issueCode(tx, user.id, 'reset_password');
    await deps.enqueueMail(tx, {
      to: user.email,
      locale: isLocale(user.locale) ? user.locale : 'ar',
      template: 'reset_password',
      data: {
        name: user.firstName,
        code,
        linkPath: `/reset-password/${encodeURIComponent(linkToken)}`,
        expiresInMinutes: ttlMinutes,
      },
    });
  });
  deps.notifyMail();
}

/** Step 2: a right code is exchanged for a short-lived reset token (the code is used up). */
export async function exchangeResetCode(deps: AccountDeps, email: string, code: string): Promise<string> {
  const user = await findUserByEmail(deps.db, email);
  const token = await deps.db.transaction(async (tx) => {
    if (!user) return undefined;
    const row = await consumeCode(tx, user.id, 'reset_password', code);
    if (!row) return undefined;
    return (await issueCode(tx, user.id, 'reset_session')).linkToken;
  });
  if (!token) throw new AppError('validation_failed', { fieldErrors: { code: ['validation.code_invalid'] } });
  return token;
}

/**
 * Step 3 (or the emailed link): sets the new password and signs every session out. Errors
 * are thrown inside the transaction, so a refused password leaves the token usable.
 */
export async function resetPassword(deps: AccountDeps, token: string, password: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await consumeLinkToken(tx, token, ['reset_password', 'reset_session']);
    const user = row ? await findUserById(tx, row.userId) : undefined;
    if (!user || user.deletedAt) {
      throw new AppError('validation_failed', { fieldErrors: { token: ['validation.code_invalid'] } });
    }
    const problem = passwordProblem(password, user);
    if (problem) throw new AppError('validation_failed', { fieldErrors: { password: [problem] } });
    await updateUser(tx, user.id, {
      passwordHash: await hashPassword(password),
      // Receiving the mail proves the address.
      emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
    });
    await deleteTokensOfUser(tx, user.id);
    await deps.enqueueMail(tx, {
      to: user.email,
      locale: isLocale(user.locale) ? user.locale : 'ar',
      template: 'password_changed',
      data: { name: user.firstName },
    });
  });
  deps.notifyMail();
}
