import { randomCode, randomToken, sha256, safeEqual } from '../../platform/auth/secrets';
import { countCodeAttempt, insertCode, lockCodeByLinkHash, lockLiveCode, useCode } from './queries';
import type { Tx } from '../../db/client';

export type CodePurpose = 'verify_email' | 'reset_password' | 'reset_session' | 'change_email';

/** How long each kind of code lives, and how many wrong tries burn it. */
export const CODE_TTL_MS: Record<CodePurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 15 * 60 * 1000,
  reset_session: 15 * 60 * 1000,
  change_email: 60 * 60 * 1000,
};
export const MAX_CODE_ATTEMPTS = 5;

/** Issues a 6-digit code and a link token for one purpose; only their hashes are stored. */
export async function issueCode(
  tx: Tx,
  userId: number,
  purpose: CodePurpose,
  newEmail?: string,
): Promise<{ code: string; linkToken: string; ttlMinutes: number }> {
  const code = randomCode();
  const linkToken = randomToken();
  await insertCode(tx, {
    userId,
    purpose,
    codeHash: sha256(`${userId}:${purpose}:${code}`),
    linkTokenHash: sha256(linkToken),
    newEmail: newEmail ?? null,
    expiresAt: new Date(Date.now() + CODE_TTL_MS[purpose]),
  });
  return { code, linkToken, ttlMinutes: Math.round(CODE_TTL_MS[purpose] / 60_000) };
}

export type CodeRow = NonNullable<Awaited<ReturnType<typeof lockLiveCode>>>;

/**
 * Checks a typed code. A wrong code counts as a try (the count is kept even though the
 * caller then answers 422); five wrong tries burn the code. Single use: a right code is
 * marked used in the same transaction, under a row lock, so parallel tries win once.
 */
export async function consumeCode(
  tx: Tx,
  userId: number,
  purpose: CodePurpose,
  code: string,
): Promise<CodeRow | undefined> {
  const row = await lockLiveCode(tx, userId, purpose);
  if (!row || row.attempts >= MAX_CODE_ATTEMPTS) return undefined;
  if (!safeEqual(row.codeHash, sha256(`${userId}:${purpose}:${code}`))) {
    await countCodeAttempt(tx, row.id);
    return undefined;
  }
  await useCode(tx, row.id);
  return row;
}

/** Checks an emailed link token; single use. */
export async function consumeLinkToken(
  tx: Tx,
  token: string,
  purposes: CodePurpose[],
): Promise<CodeRow | undefined> {
  for (const purpose of purposes) {
    const row = await lockCodeByLinkHash(tx, sha256(token), purpose);
    if (row) {
      await useCode(tx, row.id);
      return row;
    }
  }
  return undefined;
}
