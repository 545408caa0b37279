import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verificationCodes } from '../../db/schema/index';
import { verifyPassword } from '../../platform/auth/passwords';
import { signIn, tokenRows, unique, uniqueIp, userRow } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { latestMail, mailsTo } from '../../../test/mail';
import { api, createUser, type TestUser } from '../../../test/session';

const NEW_PASSWORD = 'Chorba-et-bourek-2024';

/** Forgot password in two steps (code, then new password) and by the emailed link. */
describe('password recovery', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Calls come from their own addresses (X-Forwarded-For), out of each other's per-IP limits.
    t = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.testDb.database.db;

  const post = (url: string, body: unknown, locale: 'ar' | 'fr' | 'en' = 'en', ip = uniqueIp()) =>
    api(t.app, { method: 'POST', url, body: body as object, locale, headers: { 'x-forwarded-for': ip } });
  const forgot = (email: string, locale: 'ar' | 'fr' | 'en' = 'en') =>
    post('/api/v1/forgot-password', { email }, locale);
  const exchange = (email: string, code: string, ip?: string) =>
    post('/api/v1/forgot-password/code', { email, code }, 'en', ip);
  const reset = (token: string, password = NEW_PASSWORD) =>
    post('/api/v1/reset-password', { token, password, password_confirmation: password });

  /** Asks for a recovery mail and returns its code and link token. */
  async function recoveryMail(user: TestUser) {
    const res = await forgot(user.email);
    expect(res.statusCode, res.body).toBe(200);
    const mail = await latestMail(db(), user.email, 'reset_password');
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail?.linkToken).toBeDefined();
    return { code: mail!.code!, linkToken: mail!.linkToken! };
  }
  const passwordIs = async (user: TestUser, password: string) =>
    verifyPassword((await userRow(db(), user.id)).passwordHash, password);
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('answers a known and an unknown email with the same status and body', async () => {
    const user = await createUser(db());
    for (const locale of ['en', 'ar'] as const) {
      const known = await forgot(user.email.toUpperCase(), locale);
      const unknownEmail = `${unique('nobody')}@example.test`;
      const unknown = await forgot(unknownEmail, locale);
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(await mailsTo(db(), unknownEmail)).toHaveLength(0);
    }
    expect((await forgot(user.email)).json()).toEqual({
      message: 'If an account uses this address, we have sent it an email with the next step.',
    });
    const mails = await mailsTo(db(), user.email);
    expect(mails.map((m) => m.template)).toEqual(['reset_password', 'reset_password', 'reset_password']);
  });

  it('code → reset token → new password; every session is signed out and the owner told', async () => {
    const user = await createUser(db(), { locale: 'fr' });
    const phone = await signIn(db(), user.id, true);
    const laptop = await signIn(db(), user.id);
    const { code } = await recoveryMail(user);

    const exchanged = await exchange(user.email, code);
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const resetToken = exchanged.json().token as string;
    expect(resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const done = await reset(resetToken);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: 'Your password has been changed.' });
    expect(await passwordIs(user, NEW_PASSWORD)).toBe(true);
    expect((await userRow(db(), user.id)).passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    for (const session of [phone, laptop]) {
      expect((await api(t.app, { url: '/api/v1/user/me', token: session.token })).statusCode).toBe(401);
    }
    expect(await tokenRows(db(), user.id)).toHaveLength(0);
    const told = await latestMail(db(), user.email);
    expect(told).toMatchObject({
      template: 'password_changed',
      locale: 'fr',
      code: undefined,
      linkToken: undefined,
    });

    // Single use: neither the code nor the reset token works twice.
    expect((await exchange(user.email, code)).statusCode).toBe(422);
    const again = await reset(resetToken, 'Another-new-password-9');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: ['This code is not valid or has expired.'] });
    expect(await passwordIs(user, NEW_PASSWORD)).toBe(true);

    const login = await api(t.app, {
      method: 'POST',
      url: '/api/v1/login',
      body: { login: user.email, password: NEW_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('lets exactly one of 20 parallel uses of one code succeed', async () => {
    const user = await createUser(db());
    const { code } = await recoveryMail(user);
    const results = await Promise.all(Array.from({ length: 20 }, () => exchange(user.email, code)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(19);
    const live = await db()
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.userId, user.id),
          eq(verificationCodes.purpose, 'reset_session'),
          isNull(verificationCodes.usedAt),
        ),
      );
    expect(live).toHaveLength(1);
  });

  it('lets exactly one of 20 parallel resets with one token succeed', async () => {
    const user = await createUser(db());
    const { code } = await recoveryMail(user);
    const resetToken = (await exchange(user.email, code)).json().token as string;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => reset(resetToken, `${NEW_PASSWORD}-${i}`)),
    );
    const winners = results.flatMap((r, i) => (r.statusCode === 200 ? [i] : []));
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(19);
    expect(await passwordIs(user, `${NEW_PASSWORD}-${winners[0]}`)).toBe(true);
    expect((await mailsTo(db(), user.email)).filter((m) => m.template === 'password_changed')).toHaveLength(
      1,
    );
  });

  it('resets with the emailed link token too, and only once', async () => {
    const user = await createUser(db());
    const session = await signIn(db(), user.id);
    const { linkToken } = await recoveryMail(user);
    const res = await reset(linkToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(await passwordIs(user, NEW_PASSWORD)).toBe(true);
    expect((await api(t.app, { url: '/api/v1/user/me', token: session.token })).statusCode).toBe(401);
    expect((await latestMail(db(), user.email))!.template).toBe('password_changed');
    expect((await reset(linkToken, 'Another-new-password-9')).statusCode).toBe(422);
  });

  it('verifies an unverified email on reset (the mail proves the address)', async () => {
    const user = await createUser(db(), { emailVerifiedAt: null });
    const { linkToken } = await recoveryMail(user);
    expect((await reset(linkToken)).statusCode).toBe(200);
    expect((await userRow(db(), user.id)).emailVerifiedAt).not.toBeNull();
  });

  it('refuses an expired code and an expired link', async () => {
    const user = await createUser(db());
    const { code, linkToken } = await recoveryMail(user);
    await db()
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.userId, user.id));
    const res = await exchange(user.email, code);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ code: ['This code is not valid or has expired.'] });
    expect((await reset(linkToken)).statusCode).toBe(422);
    expect(await passwordIs(user, user.password)).toBe(true);
  });

  it('refuses an expired reset token', async () => {
    const user = await createUser(db());
    const { code } = await recoveryMail(user);
    const resetToken = (await exchange(user.email, code)).json().token as string;
    await db()
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(verificationCodes.userId, user.id), eq(verificationCodes.purpose, 'reset_session')));
    expect((await reset(resetToken)).statusCode).toBe(422);
    expect(await passwordIs(user, user.password)).toBe(true);
  });

  it('burns the code after 5 wrong tries', async () => {
    const user = await createUser(db());
    const { code } = await recoveryMail(user);
    for (let i = 0; i < 5; i += 1) expect((await exchange(user.email, wrongCode(code))).statusCode).toBe(422);
    expect((await exchange(user.email, code)).statusCode).toBe(422);
  });

  it('answers a code for an unknown email like a wrong code', async () => {
    const res = await exchange(`${unique('nobody')}@example.test`, '123456');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ code: ['This code is not valid or has expired.'] });
  });

  it('refuses a weak new password and keeps the token usable', async () => {
    const user = await createUser(db());
    const { code } = await recoveryMail(user);
    const resetToken = (await exchange(user.email, code)).json().token as string;

    const common = await reset(resetToken, 'password1234');
    expect(common.statusCode).toBe(422);
    expect(common.json().errors).toEqual({ password: ['This password is too common. Choose another one.'] });
    const asEmail = await reset(resetToken, user.email);
    expect(asEmail.statusCode).toBe(422);
    expect(asEmail.json().errors).toEqual({ password: ['The password must not be your email or username.'] });
    expect(await passwordIs(user, user.password)).toBe(true);

    expect((await reset(resetToken)).statusCode).toBe(200);
  });

  it('refuses bad input with 422 field errors', async () => {
    const missing = await post('/api/v1/forgot-password', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ email: ['This field is required.'] });
    const notEmail = await post('/api/v1/forgot-password', { email: 'nope' }, 'fr');
    expect(notEmail.json().errors).toEqual({ email: ['Saisissez une adresse e-mail valide.'] });
    const extra = await post('/api/v1/forgot-password', { email: 'a@example.test', admin: true });
    expect(extra.json().errors).toEqual({ admin: ['This field is not accepted.'] });

    const badCode = await post('/api/v1/forgot-password/code', { email: 'a@example.test', code: 12 });
    expect(badCode.statusCode).toBe(422);
    expect(Object.keys(badCode.json().errors)).toEqual(['code']);

    const mismatch = await post('/api/v1/reset-password', {
      token: 'A'.repeat(43),
      password: NEW_PASSWORD,
      password_confirmation: `${NEW_PASSWORD}x`,
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['The passwords do not match.'] });
    const tooLong = await post('/api/v1/reset-password', {
      token: 'A'.repeat(201),
      password: 'p'.repeat(129),
      password_confirmation: 'p'.repeat(129),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors).sort()).toEqual(['password', 'token']);
    const unknownToken = await reset('A'.repeat(43));
    expect(unknownToken.statusCode).toBe(422);
  });

  it('sends nothing to a suspended or deleted account, with the same answer', async () => {
    const suspended = await createUser(db(), { suspendedAt: new Date() });
    const res = await forgot(suspended.email);
    expect(res.statusCode).toBe(200);
    expect(await mailsTo(db(), suspended.email)).toHaveLength(0);

    const deleted = await createUser(db());
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
    expect((await forgot(deleted.email)).body).toBe(res.body);
    expect(await mailsTo(db(), deleted.email)).toHaveLength(0);
  });
});
