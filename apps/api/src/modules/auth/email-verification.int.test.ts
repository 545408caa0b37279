import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../../db/schema/index';
import { signIn, userRow } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { latestMail, mailsTo } from '../../../test/mail';
import { api, createUser, type TestUser } from '../../../test/session';

/** Email verification by the mailed 6-digit code or link. */
describe('email verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.testDb.database.db;

  /** An unverified account, signed in, with a verification mail sent (the resend endpoint). */
  async function unverifiedUser(locale: 'ar' | 'fr' | 'en' = 'en') {
    const user = await createUser(db(), { emailVerifiedAt: null, locale });
    const { token } = await signIn(db(), user.id);
    const res = await api(t.app, { method: 'POST', url: '/api/v1/email/resend', token, locale });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await latestMail(db(), user.email, 'verify_email');
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail?.linkToken).toBeDefined();
    return { user, token, code: mail!.code!, linkToken: mail!.linkToken! };
  }
  const verify = (token: string, code: unknown, locale: 'ar' | 'fr' | 'en' = 'en') =>
    api(t.app, { method: 'POST', url: '/api/v1/email/verify', token, body: { code }, locale });
  const verifyLink = (linkToken: unknown) =>
    api(t.app, { method: 'POST', url: '/api/v1/email/verify-link', body: { token: linkToken } });
  const isVerified = async (user: TestUser) => (await userRow(db(), user.id)).emailVerifiedAt !== null;
  /** Any code other than the right one. */
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('verifies the email with the mailed code, in the mail language', async () => {
    const { user, token, code } = await unverifiedUser('ar');
    const mail = await latestMail(db(), user.email, 'verify_email');
    expect(mail!.locale).toBe('ar');
    expect(mail!.linkToken).toBeDefined();

    const res = await verify(token, code, 'fr');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Votre adresse e-mail est vérifiée. Merci !' });
    expect(await isVerified(user)).toBe(true);
    const me = await api(t.app, { url: '/api/v1/user/me', token });
    expect(me.json().user.email_verified).toBe(true);
  });

  it('stores neither the code nor the link token in plain', async () => {
    const { user, code, linkToken } = await unverifiedUser();
    const rows = await db().select().from(verificationCodes).where(eq(verificationCodes.userId, user.id));
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(linkToken);
    expect(rows[0]!.codeHash).toMatch(/^[a-f0-9]{64}$/);
    expect(rows[0]!.linkTokenHash).toMatch(/^[a-f0-9]{64}$/);
  });

  it('burns the code after 5 wrong tries: then even the right code fails', async () => {
    const { user, token, code } = await unverifiedUser();
    for (let i = 0; i < 5; i += 1) {
      const res = await verify(token, wrongCode(code));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ code: ['This code is not valid or has expired.'] });
    }
    const right = await verify(token, code, 'ar');
    expect(right.statusCode).toBe(422);
    expect(right.json().errors).toEqual({ code: ['هذا الرمز غير صالح أو انتهت صلاحيته.'] });
    expect(await isVerified(user)).toBe(false);
  });

  it('accepts the right code after fewer than 5 wrong tries', async () => {
    const { user, token, code } = await unverifiedUser();
    for (let i = 0; i < 4; i += 1) expect((await verify(token, wrongCode(code))).statusCode).toBe(422);
    expect((await verify(token, code)).statusCode).toBe(200);
    expect(await isVerified(user)).toBe(true);
  });

  it('verifies with the link token without signing in, once', async () => {
    const { user, linkToken } = await unverifiedUser();
    const res = await verifyLink(linkToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(await isVerified(user)).toBe(true);

    const replay = await verifyLink(linkToken);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors).toEqual({ token: ['This code is not valid or has expired.'] });
  });

  it('refuses an unknown or malformed link token', async () => {
    expect((await verifyLink('A'.repeat(43))).statusCode).toBe(422);
    expect((await verifyLink('short')).statusCode).toBe(422);
    expect((await verifyLink(42)).statusCode).toBe(422);
    const extra = await api(t.app, {
      method: 'POST',
      url: '/api/v1/email/verify-link',
      body: { token: 'A'.repeat(43), user_id: 1 },
    });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors.user_id).toEqual(['This field is not accepted.']);
  });

  it('refuses an expired code and an expired link', async () => {
    const { user, token, code, linkToken } = await unverifiedUser();
    await db()
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.userId, user.id));
    expect((await verify(token, code)).statusCode).toBe(422);
    expect((await verifyLink(linkToken)).statusCode).toBe(422);
    expect(await isVerified(user)).toBe(false);
  });

  it('refuses a used code: a resent code replaces the earlier one', async () => {
    const { user, token, code: first } = await unverifiedUser();
    // The resend throttle counts from the last code: make that one older than a minute.
    await db()
      .update(verificationCodes)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(verificationCodes.userId, user.id));
    const resend = await api(t.app, { method: 'POST', url: '/api/v1/email/resend', token });
    expect(resend.statusCode, resend.body).toBe(200);
    const mails = await mailsTo(db(), user.email);
    expect(mails).toHaveLength(2);
    const second = mails[1]!.code!;
    if (second !== first) expect((await verify(token, first)).statusCode).toBe(422);
    expect((await verify(token, second)).statusCode).toBe(200);
    const rows = await db()
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.userId, user.id), eq(verificationCodes.purpose, 'verify_email')));
    expect(rows.every((r) => r.usedAt !== null)).toBe(true);
  });

  it('throttles resending to once a minute with Retry-After', async () => {
    const { user, token } = await unverifiedUser();
    const res = await api(t.app, { method: 'POST', url: '/api/v1/email/resend', token, locale: 'fr' });
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(res.json()).toEqual({
      message: `Trop de tentatives. Patientez ${retryAfter} secondes puis réessayez.`,
      code: 'too_many_requests',
    });
    expect(await mailsTo(db(), user.email)).toHaveLength(1);
  });

  it('validates the code format and needs a signed-in user for the code', async () => {
    const { token } = await unverifiedUser();
    for (const code of ['12345', '1234567', 'abcdef', 123456, '']) {
      const res = await verify(token, code);
      expect(res.statusCode, String(code)).toBe(422);
      expect(res.json().errors.code).toBeDefined();
    }
    const missing = await api(t.app, { method: 'POST', url: '/api/v1/email/verify', token, body: {} });
    expect(missing.json().errors).toEqual({ code: ['This field is required.'] });

    const anonymous = await api(t.app, {
      method: 'POST',
      url: '/api/v1/email/verify',
      body: { code: '123456' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await api(t.app, { method: 'POST', url: '/api/v1/email/resend' })).statusCode).toBe(401);
  });

  it("does not verify with another user's code", async () => {
    const a = await unverifiedUser();
    const b = await unverifiedUser();
    if (a.code !== b.code) {
      expect((await verify(b.token, a.code)).statusCode).toBe(422);
    }
    expect(await isVerified(b.user)).toBe(false);
  });
});
