import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, users } from '../../db/schema/index';
import { REMEMBER_MS, SESSION_IDLE_MS } from '../../platform/auth/plugin';
import { sha256 } from '../../platform/auth/secrets';
import { signIn, tokenRows, unique } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { api, createUser, type TestUser } from '../../../test/session';

/** Sign-in, sign-out, token lifetimes and the list of signed-in devices. */
describe('login and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const db = () => t.testDb.database.db;
  const postLogin = (body: unknown, locale: 'ar' | 'fr' | 'en' = 'en') =>
    api(t.app, { method: 'POST', url: '/api/v1/login', body: body as object, locale });
  const me = (token: string) => api(t.app, { url: '/api/v1/user/me', token });

  let amina: TestUser;
  beforeAll(async () => {
    const name = unique('Amina');
    amina = await createUser(db(), { username: name, email: `${name.toLowerCase()}@example.test` });
  });

  it('signs in by email, with a session token stored only as its SHA-256', async () => {
    const res = await postLogin({ login: amina.email.toUpperCase(), password: amina.password });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ expires_in: null, remember: false, user: { id: amina.id, role: 'user' } });
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body).not.toMatch(/password|argon2/i);

    const rows = await db()
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, sha256(answer.token)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.remember).toBe(false);
    // A session token lives two hours when unused, then slides.
    const lifetime = rows[0]!.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(SESSION_IDLE_MS - 60_000);
    expect(lifetime).toBeLessThanOrEqual(SESSION_IDLE_MS);
    const all = await tokenRows(db(), amina.id);
    expect(JSON.stringify(all)).not.toContain(answer.token);

    const who = await me(answer.token);
    expect(who.statusCode).toBe(200);
    expect(who.headers['cache-control']).toBe('no-store');
    expect(who.json().user).toMatchObject({ id: amina.id, email: amina.email, username: amina.username });
    expect(who.body).not.toMatch(/password|argon2/i);
  });

  it('signs in by username with "remember me": a 30-day token, new at each sign-in', async () => {
    const first = await postLogin({
      login: amina.username.toLowerCase(),
      password: amina.password,
      remember: true,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ expires_in: 30 * 24 * 60 * 60, remember: true });
    const [row] = await db()
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, sha256(first.json().token)));
    expect(row!.remember).toBe(true);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(REMEMBER_MS - 60_000);

    const second = await postLogin({ login: amina.username, password: amina.password, remember: true });
    expect(second.statusCode).toBe(200);
    expect(second.json().token).not.toBe(first.json().token);
  });

  it('gives one generic answer for an unknown login and for a wrong password', async () => {
    // Its own account: three more tries on Amina's would pass the limit of 5 per minute.
    const user = await createUser(db());
    for (const locale of ['en', 'fr', 'ar'] as const) {
      const unknown = await postLogin(
        { login: `${unique('nobody')}@example.test`, password: 'Whatever-42' },
        locale,
      );
      const wrong = await postLogin({ login: user.email, password: 'Not-the-password-42' }, locale);
      expect(unknown.statusCode).toBe(422);
      expect(wrong.statusCode).toBe(unknown.statusCode);
      expect(wrong.body).toBe(unknown.body);
      if (locale === 'en') {
        expect(wrong.json()).toEqual({
          message: 'These credentials do not match our records.',
          code: 'validation_failed',
          errors: { login: ['This value is not valid.'] },
        });
      }
      if (locale === 'fr') {
        expect(wrong.json().message).toBe('Ces identifiants ne correspondent à aucun compte.');
      }
    }
  });

  it('refuses bad sign-in input with 422 field errors', async () => {
    const missing = await postLogin({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      login: ['This field is required.'],
      password: ['This field is required.'],
    });

    const wrongTypes = await postLogin({ login: 42, password: ['x'], remember: 'yes' });
    expect(wrongTypes.statusCode).toBe(422);
    expect(Object.keys(wrongTypes.json().errors).sort()).toEqual(['login', 'password', 'remember']);

    const tooLong = await postLogin({ login: 'a'.repeat(255), password: 'p'.repeat(129) }, 'fr');
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors).toEqual({
      login: ['Longueur maximale : 254 caractères.'],
      password: ['Longueur maximale : 128 caractères.'],
    });

    const extra = await postLogin({ login: amina.email, password: amina.password, role: 'admin' });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors).toEqual({ role: ['This field is not accepted.'] });
  });

  it('ends the token at logout: replaying it answers 401', async () => {
    const { token } = await signIn(db(), amina.id);
    expect((await me(token)).statusCode).toBe(200);

    const out = await api(t.app, { method: 'POST', url: '/api/v1/logout', token, locale: 'fr' });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Vous êtes déconnecté.' });
    expect(
      await db()
        .select()
        .from(authTokens)
        .where(eq(authTokens.tokenHash, sha256(token))),
    ).toHaveLength(0);

    const replay = await me(token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: 'Please login.', code: 'unauthenticated' });
    const again = await api(t.app, { method: 'POST', url: '/api/v1/logout', token, locale: 'ar' });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('يرجى تسجيل الدخول.');
  });

  it('takes the Bearer scheme in any case (RFC 9110)', async () => {
    const { token } = await signIn(db(), amina.id);
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
      const res = await api(t.app, {
        url: '/api/v1/user/me',
        headers: { authorization: `${scheme} ${token}` },
      });
      expect(res.statusCode, scheme).toBe(200);
    }
    const glued = await api(t.app, { url: '/api/v1/user/me', headers: { authorization: `bearer${token}` } });
    expect(glued.statusCode).toBe(401);
  });

  it('answers 401 without a token, with a malformed one and with an unknown one', async () => {
    expect((await api(t.app, { url: '/api/v1/user/me' })).statusCode).toBe(401);
    expect((await me('short')).statusCode).toBe(401);
    expect((await me('x'.repeat(43))).statusCode).toBe(401);
    const basic = await api(t.app, { url: '/api/v1/user/me', headers: { authorization: 'Basic abc' } });
    expect(basic.statusCode).toBe(401);
  });

  it('shuts a suspended account out: its tokens answer 401 and signing in 403', async () => {
    const user = await createUser(db());
    const { token } = await signIn(db(), user.id, true);
    expect((await me(token)).statusCode).toBe(200);

    await db().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
    expect((await me(token)).statusCode).toBe(401);

    const res = await postLogin({ login: user.email, password: user.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'This account is suspended. Contact us if you think this is a mistake.',
      code: 'account_suspended',
    });
    // A wrong password still gets the generic answer (nothing is told about the account).
    const wrong = await postLogin({ login: user.email, password: 'Not-the-password-42' });
    expect(wrong.statusCode).toBe(422);
    expect(await tokenRows(db(), user.id)).toHaveLength(1);
  });

  it('expires a session token left idle, and slides the expiry of one in use', async () => {
    const user = await createUser(db());
    const idle = await signIn(db(), user.id);
    await db()
      .update(authTokens)
      .set({
        expiresAt: new Date(Date.now() - 1000),
        lastUsedAt: new Date(Date.now() - SESSION_IDLE_MS - 1000),
      })
      .where(eq(authTokens.id, idle.id));
    expect((await me(idle.token)).statusCode).toBe(401);

    const active = await signIn(db(), user.id);
    const soon = new Date(Date.now() + 5 * 60_000);
    await db()
      .update(authTokens)
      .set({ expiresAt: soon, lastUsedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(authTokens.id, active.id));
    expect((await me(active.token)).statusCode).toBe(200);
    const [row] = await db().select().from(authTokens).where(eq(authTokens.id, active.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_IDLE_MS - 60_000);

    // A remembered token keeps its fixed 30-day expiry, and past it is refused too.
    const remembered = await signIn(db(), user.id, true);
    await db()
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.id, remembered.id));
    expect((await me(remembered.token)).statusCode).toBe(401);
  });

  describe('signed-in devices', () => {
    it('lists the sessions, marking the current one', async () => {
      const user = await createUser(db());
      const phone = await signIn(db(), user.id, true);
      const laptop = await signIn(db(), user.id);
      const expired = await signIn(db(), user.id);
      await db()
        .update(authTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authTokens.id, expired.id));

      const res = await api(t.app, { url: '/api/v1/user/sessions', token: laptop.token });
      expect(res.statusCode).toBe(200);
      const sessions = res.json().sessions as { id: number; current: boolean; remember: boolean }[];
      expect(sessions.map((s) => s.id).sort()).toEqual([phone.id, laptop.id].sort());
      expect(sessions.find((s) => s.id === laptop.id)).toMatchObject({ current: true, remember: false });
      expect(sessions.find((s) => s.id === phone.id)).toMatchObject({ current: false, remember: true });
      expect(res.body).not.toContain(laptop.token);
      expect(res.body).not.toMatch(/token_hash|tokenHash/);
    });

    it('signs one device out', async () => {
      const user = await createUser(db());
      const phone = await signIn(db(), user.id);
      const laptop = await signIn(db(), user.id);
      const res = await api(t.app, {
        method: 'DELETE',
        url: `/api/v1/user/sessions/${phone.id}`,
        token: laptop.token,
      });
      expect(res.statusCode).toBe(204);
      expect((await me(phone.token)).statusCode).toBe(401);
      expect((await me(laptop.token)).statusCode).toBe(200);

      const twice = await api(t.app, {
        method: 'DELETE',
        url: `/api/v1/user/sessions/${phone.id}`,
        token: laptop.token,
      });
      expect(twice.statusCode).toBe(404);
      const notAnId = await api(t.app, {
        method: 'DELETE',
        url: '/api/v1/user/sessions/abc',
        token: laptop.token,
      });
      expect(notAnId.statusCode).toBe(422);
    });

    it("answers 404 for another user's session and leaves it alone", async () => {
      const owner = await createUser(db());
      const other = await createUser(db());
      const ownerSession = await signIn(db(), owner.id);
      const otherSession = await signIn(db(), other.id);
      const res = await api(t.app, {
        method: 'DELETE',
        url: `/api/v1/user/sessions/${ownerSession.id}`,
        token: otherSession.token,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
      expect((await me(ownerSession.token)).statusCode).toBe(200);
    });

    it('signs every other device out and keeps the current one', async () => {
      const user = await createUser(db());
      const bystander = await createUser(db());
      const a = await signIn(db(), user.id);
      const b = await signIn(db(), user.id, true);
      const current = await signIn(db(), user.id);
      const theirs = await signIn(db(), bystander.id);
      const res = await api(t.app, { method: 'DELETE', url: '/api/v1/user/sessions', token: current.token });
      expect(res.statusCode).toBe(204);
      expect((await me(a.token)).statusCode).toBe(401);
      expect((await me(b.token)).statusCode).toBe(401);
      expect((await me(current.token)).statusCode).toBe(200);
      expect((await me(theirs.token)).statusCode).toBe(200);
      expect((await tokenRows(db(), user.id)).map((r) => r.id)).toEqual([current.id]);
    });

    it('needs a signed-in user', async () => {
      expect((await api(t.app, { url: '/api/v1/user/sessions' })).statusCode).toBe(401);
      expect((await api(t.app, { method: 'DELETE', url: '/api/v1/user/sessions' })).statusCode).toBe(401);
      expect((await api(t.app, { method: 'DELETE', url: '/api/v1/user/sessions/1' })).statusCode).toBe(401);
    });
  });
});
