import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../../db/schema/index';
import { PASSWORD_CONFIRMATION_MS } from '../../platform/auth/plugin';
import { setPasswordConfirmed, signIn, unique, userRow } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { api, createUser, csrfToken } from '../../../test/session';

describe('CSRF double-submit (419)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const user = await createUser(t.testDb.database.db);
    token = (await signIn(t.testDb.database.db, user.id)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const logout = (cookie: string | undefined, header: string | undefined, url = '/api/v1/logout') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: {
        authorization: `Bearer ${token}`,
        'x-localization': 'en',
        ...(header !== undefined ? { 'x-xsrf-token': header } : {}),
      },
      ...(cookie !== undefined ? { cookies: { 'XSRF-TOKEN': cookie } } : {}),
    });

  const expectMismatch = (res: Awaited<ReturnType<typeof logout>>) => {
    expect(res.statusCode).toBe(419);
    expect(res.json()).toEqual({ message: 'CSRF token mismatch.', code: 'csrf_mismatch' });
  };

  it('sets a readable, signed XSRF-TOKEN cookie at GET /api/v1/init', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/init' });
    expect(res.statusCode).toBeLessThan(300);
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie).toBeDefined();
    expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
    expect(cookie!.httpOnly).toBeFalsy();
    expect(cookie!.path).toBe('/');
    expect(cookie!.sameSite).toBe('Lax');
    // Each call issues a new value.
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/init' });
    expect(again.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value).not.toBe(cookie!.value);
  });

  it('answers 419 without the pair, and with only one half of it', async () => {
    const valid = await csrfToken(t.app);
    expectMismatch(await logout(undefined, undefined));
    expectMismatch(await logout(valid, undefined));
    expectMismatch(await logout(undefined, valid));
    const res = await api(t.app, { method: 'POST', url: '/api/v1/logout', token, withoutCsrf: true });
    expectMismatch(res);
  });

  it('answers 419 for a forged, unsigned or mismatched cookie and header', async () => {
    const valid = await csrfToken(t.app);
    const [nonce] = valid.split('.');
    const forgedSignature = `${nonce}.${createHmac('sha256', 'guessed-secret').update(nonce!).digest('base64url')}`;
    expectMismatch(await logout('unsigned-value', 'unsigned-value'));
    expectMismatch(await logout(`${nonce}.`, `${nonce}.`));
    expectMismatch(await logout(forgedSignature, forgedSignature));
    expectMismatch(await logout(valid, `${valid}x`));
    const other = await t.app.inject({ method: 'GET', url: '/api/v1/init' });
    const otherValue = other.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
    expectMismatch(await logout(valid, otherValue));
  });

  it('cannot be bypassed by spelling the API path differently', async () => {
    for (const url of ['/%61pi/v1/logout', '/api/v1/%6cogout', '/api/v1//logout', '/api/v1/logout/']) {
      const res = await logout(undefined, undefined, url);
      expect([404, 419], url).toContain(res.statusCode);
    }
    // The token still works: none of the above signed it out.
    expect((await api(t.app, { url: '/api/v1/user/me', token })).statusCode).toBe(200);
  });

  it('is localized like every error, and lets the pair through', async () => {
    const fr = await api(t.app, {
      method: 'POST',
      url: '/api/v1/logout',
      token,
      locale: 'fr',
      withoutCsrf: true,
    });
    expect(fr.statusCode).toBe(419);
    expect(fr.json().message).toBe('CSRF token mismatch.');
    const ok = await api(t.app, { method: 'POST', url: '/api/v1/logout', token });
    expect(ok.statusCode).toBe(200);
  });

  it('guards anonymous state-changing calls too (login, register, forgot-password)', async () => {
    for (const url of ['/api/v1/login', '/api/v1/register', '/api/v1/forgot-password']) {
      const res = await api(t.app, { method: 'POST', url, body: {}, withoutCsrf: true });
      expect(res.statusCode, url).toBe(419);
    }
  });
});

describe('password confirmation (423)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.testDb.database.db;

  const sensitiveCalls = (password: string) => [
    {
      method: 'PUT' as const,
      url: '/api/v1/user/password',
      body: {
        current_password: password,
        new_password: 'Couscous-du-vendredi-7',
        new_password_confirmation: 'Couscous-du-vendredi-7',
      },
    },
    { method: 'PUT' as const, url: '/api/v1/user/email', body: { email: `${unique('new')}@example.test` } },
    { method: 'DELETE' as const, url: '/api/v1/user', body: { confirm: true } },
  ];

  it('answers 423 to a password change, an email change and a deletion without a recent confirmation', async () => {
    const user = await createUser(db());
    const { token } = await signIn(db(), user.id);
    for (const call of sensitiveCalls(user.password)) {
      const res = await api(t.app, { ...call, token });
      expect(res.statusCode, call.url).toBe(423);
      expect(res.json()).toEqual({
        message: 'Please confirm your password to continue.',
        code: 'password_confirmation_required',
      });
    }
    const ar = await api(t.app, { ...sensitiveCalls(user.password)[0]!, token, locale: 'ar' });
    expect(ar.json().message).toBe('يرجى تأكيد كلمة المرور للمتابعة.');
    const row = await userRow(db(), user.id);
    expect(row.deletedAt).toBeNull();
    expect(row.email).toBe(user.email);
  });

  it('refuses a wrong password at confirmation with 422, and accepts the right one', async () => {
    const user = await createUser(db());
    const { token, id } = await signIn(db(), user.id);
    const wrong = await api(t.app, {
      method: 'POST',
      url: '/api/v1/user/confirm-password',
      token,
      body: { password: 'Not-the-password-42' },
      locale: 'fr',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ["Le mot de passe n'est pas correct."] });

    const missing = await api(t.app, {
      method: 'POST',
      url: '/api/v1/user/confirm-password',
      token,
      body: {},
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ password: ['This field is required.'] });
    for (const body of [
      { password: 'p'.repeat(129) },
      { password: 42 },
      { password: user.password, user_id: 1 },
    ]) {
      const bad = await api(t.app, { method: 'POST', url: '/api/v1/user/confirm-password', token, body });
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
    }
    const [before] = await db().select().from(authTokens).where(eq(authTokens.id, id));
    expect(before!.passwordConfirmedAt).toBeNull();

    const right = await api(t.app, {
      method: 'POST',
      url: '/api/v1/user/confirm-password',
      token,
      body: { password: user.password },
    });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ confirmed: true });
    const [after] = await db().select().from(authTokens).where(eq(authTokens.id, id));
    expect(Date.now() - after!.passwordConfirmedAt!.getTime()).toBeLessThan(60_000);

    const anonymous = await api(t.app, {
      method: 'POST',
      url: '/api/v1/user/confirm-password',
      body: { password: user.password },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets the sensitive calls through after a confirmation, on that token only', async () => {
    const user = await createUser(db());
    const confirmed = await signIn(db(), user.id);
    const other = await signIn(db(), user.id);
    const confirm = await api(t.app, {
      method: 'POST',
      url: '/api/v1/user/confirm-password',
      token: confirmed.token,
      body: { password: user.password },
    });
    expect(confirm.statusCode).toBe(200);

    const [password, email, deletion] = sensitiveCalls(user.password);
    expect((await api(t.app, { ...email!, token: other.token })).statusCode).toBe(423);
    expect((await api(t.app, { ...email!, token: confirmed.token })).statusCode).toBe(200);
    expect((await api(t.app, { ...password!, token: confirmed.token })).statusCode).toBe(200);
    expect((await api(t.app, { ...deletion!, token: confirmed.token })).statusCode).toBe(200);
  });

  it('answers 423 again once the confirmation is older than 3 hours', async () => {
    const user = await createUser(db());
    const session = await signIn(db(), user.id);
    const [, email] = sensitiveCalls(user.password);

    await setPasswordConfirmed(db(), session.id, PASSWORD_CONFIRMATION_MS - 60_000);
    expect((await api(t.app, { ...email!, token: session.token })).statusCode).toBe(200);

    await setPasswordConfirmed(db(), session.id, PASSWORD_CONFIRMATION_MS + 60_000);
    for (const call of sensitiveCalls(user.password)) {
      expect((await api(t.app, { ...call, token: session.token })).statusCode, call.url).toBe(423);
    }
  });

  it('answers 401, not 423, to a visitor', async () => {
    for (const call of sensitiveCalls('whatever-password')) {
      expect((await api(t.app, call)).statusCode, call.url).toBe(401);
    }
  });
});
