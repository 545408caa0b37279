import type { Locale } from '@portal/contract/locale';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, users } from '../../db/schema/index';
import { registerBody, unique, uniqueIp, userRow } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { latestMail } from '../../../test/mail';
import { api, createUser } from '../../../test/session';
import { withSettings } from '../../../test/settings';

describe('registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Each call comes from its own address (X-Forwarded-For), so the per-IP limit of
    // 5 registrations per 10 minutes does not end this file early.
    t = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const register = (body: unknown, locale: Locale = 'en') =>
    api(t.app, {
      method: 'POST',
      url: '/api/v1/register',
      body: body as object,
      locale,
      headers: { 'x-forwarded-for': uniqueIp() },
    });

  const countUsersByEmail = async (email: string) => {
    const rows = await t.testDb.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return rows[0]!.n;
  };

  it('creates the account, signs it in and mails a code in the request language', async () => {
    const body = registerBody();
    const mixedCaseEmail = body.email.replace(/^r/, 'R').replace('example', 'Example');
    const res = await register({ ...body, email: mixedCaseEmail }, 'fr');
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer).toMatchObject({
      expires_in: null,
      remember: false,
      user: {
        first_name: 'Amina',
        last_name: 'Benali',
        username: body.username,
        email: body.email,
        phone: '555123456',
        country_code: '+213',
        birthdate: '1995-04-12',
        role: 'user',
        locale: 'fr',
        avatar_url: null,
        email_verified: false,
      },
    });
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body).not.toMatch(/password|argon2/i);

    const row = await userRow(t.testDb.database.db, answer.user.id);
    expect(row.email).toBe(body.email);
    expect(row.role).toBe('user');
    expect(row.emailVerifiedAt).toBeNull();
    // argon2id at OWASP's minimum (OWASP ASVS V2.4).
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const mail = await latestMail(t.testDb.database.db, body.email);
    expect(mail).toMatchObject({ template: 'verify_email', locale: 'fr' });
    expect(mail!.code).toMatch(/^\d{6}$/);
    expect(mail!.linkToken).toBeDefined();

    const me = await api(t.app, { url: '/api/v1/user/me', token: answer.token });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(answer.user.id);
  });

  it('refuses every registration while an admin has closed it, in the request language, and creates nothing', async () => {
    const body = registerBody();
    const res = await withSettings(t.testDb.database.db, 'settings_state', { registration_open: false }, () =>
      register(body, 'ar'),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'registration_closed',
      message: 'التسجيل في الموقع مغلق حاليًا. يرجى العودة لاحقًا.',
    });
    expect(await countUsersByEmail(body.email)).toBe(0);
    expect((await register(body)).statusCode).toBe(201);
  });

  it('answers 422 with a localized message for each missing field', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(422);
    const answer = res.json();
    expect(answer.message).toBe('Some fields need your attention.');
    expect(answer.code).toBe('validation_failed');
    for (const field of [
      'first_name',
      'last_name',
      'username',
      'email',
      'password',
      'password_confirmation',
      'phone',
      'birthdate',
    ]) {
      expect(answer.errors[field], field).toEqual(['This field is required.']);
    }
    expect(answer.errors.terms).toEqual(['You must accept the terms to continue.']);
    // country_code has a default (+213).
    expect(answer.errors.country_code).toBeUndefined();

    const ar = await register({}, 'ar');
    expect(ar.statusCode).toBe(422);
    expect(ar.json().message).toBe('بعض الحقول تحتاج إلى مراجعة.');
    expect(ar.json().errors.email).toEqual(['هذا الحقل مطلوب.']);
  });

  it('refuses values that are too long', async () => {
    const res = await register(
      registerBody({
        first_name: 'x'.repeat(61),
        last_name: 'y'.repeat(61),
        username: 'a'.repeat(31),
        email: `${'a'.repeat(250)}@example.test`,
        password: 'Long-password-'.repeat(10),
        password_confirmation: 'Long-password-'.repeat(10),
        captcha_token: 'c'.repeat(5000),
      }),
    );
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.first_name).toEqual(['Maximum length: 60 characters.']);
    expect(errors.last_name).toEqual(['Maximum length: 60 characters.']);
    expect(errors.username).toEqual(['Use 3 to 30 letters, digits, dots or underscores.']);
    expect(errors.email).toEqual(['Maximum length: 254 characters.']);
    expect(errors.password).toEqual(['Maximum length: 128 characters.']);
    expect(errors.captcha_token).toEqual(['Maximum length: 4,096 characters.']);
  });

  it('refuses values of the wrong type or format, never with a 500', async () => {
    const res = await register(
      registerBody({
        first_name: 42,
        last_name: ['Benali'],
        username: 'no spaces allowed',
        email: 'not-an-email',
        phone: 'call me',
        country_code: 'DZ',
        birthdate: 19950412,
        terms: 'yes',
      }),
    );
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.first_name).toEqual(['This value has the wrong type.']);
    expect(errors.last_name).toEqual(['This value has the wrong type.']);
    expect(errors.username).toEqual(['Use 3 to 30 letters, digits, dots or underscores.']);
    expect(errors.email).toEqual(['Enter a valid email address.']);
    expect(errors.phone).toEqual(['Enter a valid phone number (digits only).']);
    expect(errors.country_code).toEqual(['Choose a country code.']);
    expect(errors.birthdate).toBeDefined();
    expect(errors.terms).toEqual(['You must accept the terms to continue.']);

    // JSON that is not an object: a field error at the root, or a 400, never a 500.
    for (const payload of ['[]', '"hello"', '42', 'null']) {
      const odd = await api(t.app, {
        method: 'POST',
        url: '/api/v1/register',
        body: payload,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() },
      });
      expect([400, 422], payload).toContain(odd.statusCode);
    }
    const notJson = await api(t.app, {
      method: 'POST',
      url: '/api/v1/register',
      body: '{"first_name":',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() },
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('refuses an age under 16, unaccepted terms and mismatched passwords', async () => {
    const tenYearsAgo = new Date();
    tenYearsAgo.setUTCFullYear(tenYearsAgo.getUTCFullYear() - 10);
    const res = await register(
      registerBody({ birthdate: tenYearsAgo.toISOString().slice(0, 10), terms: false }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      birthdate: ['You must be at least 16 years old.'],
      terms: ['You must accept the terms to continue.'],
    });

    // The confirmation is compared once every field is valid (a refinement of the whole body).
    const mismatch = await register(registerBody({ password_confirmation: 'Something-else-42' }), 'ar');
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['كلمتا المرور غير متطابقتين.'] });
  });

  it('refuses unknown fields such as a role, and creates nothing', async () => {
    const body = registerBody({ role: 'admin' });
    const res = await register(body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.role).toEqual(['This field is not accepted.']);
    expect(await countUsersByEmail(body.email)).toBe(0);

    const fr = await register(registerBody({ email_verified_at: '2020-01-01' }), 'fr');
    expect(fr.statusCode).toBe(422);
    expect(fr.json().errors.email_verified_at).toEqual(["Ce champ n'est pas accepté."]);
  });

  it('refuses an email or username already used, whatever the case, with field errors', async () => {
    const name = unique('Taken');
    const existing = await createUser(t.testDb.database.db, {
      username: name,
      email: `${name}@Example.test`,
    });

    const both = await register(
      registerBody({ username: name.toLowerCase(), email: existing.email.toUpperCase() }),
    );
    expect(both.statusCode).toBe(422);
    expect(both.json().errors).toEqual({
      email: ['This email is already used by another account.'],
      username: ['This username is already taken.'],
    });

    const fr = await register(registerBody({ email: existing.email.toLowerCase() }), 'fr');
    expect(fr.statusCode).toBe(422);
    expect(fr.json()).toEqual({
      message: 'Certains champs demandent votre attention.',
      code: 'validation_failed',
      errors: { email: ['Cet e-mail est déjà utilisé par un autre compte.'] },
    });

    const ar = await register(registerBody({ username: name.toUpperCase() }), 'ar');
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors).toEqual({ username: ['اسم المستخدم هذا محجوز.'] });
  });

  it('answers 422, never 500, when two registrations race for the same username', async () => {
    const username = unique('race');
    const results = await Promise.all(
      [0, 1, 2].map(() => register(registerBody({ username, email: `${unique('race')}@example.test` }))),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 422, 422]);
    for (const loser of results.filter((r) => r.statusCode === 422)) {
      expect(loser.json().errors).toEqual({ username: ['This username is already taken.'] });
    }
  });

  it('refuses a common password and one equal to the email or username', async () => {
    const common = await register(
      registerBody({ password: 'password1234', password_confirmation: 'password1234' }),
    );
    expect(common.statusCode).toBe(422);
    expect(common.json().errors).toEqual({ password: ['This password is too common. Choose another one.'] });

    const body = registerBody();
    const asUsername = await register({
      ...body,
      password: body.username.toUpperCase(),
      password_confirmation: body.username.toUpperCase(),
    });
    expect(asUsername.statusCode).toBe(422);
    expect(asUsername.json().errors).toEqual({
      password: ['The password must not be your email or username.'],
    });

    const asEmail = await register(
      { ...body, password: body.email, password_confirmation: body.email },
      'fr',
    );
    expect(asEmail.statusCode).toBe(422);
    expect(asEmail.json().errors).toEqual({
      password: ["Le mot de passe ne doit pas être votre e-mail ni votre nom d'utilisateur."],
    });

    const tooShort = await register({ ...body, password: 'Ab1-x', password_confirmation: 'Ab1-x' });
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.json().errors.password).toEqual(['Minimum length: 8 characters.']);
    expect(await countUsersByEmail(body.email)).toBe(0);
  });

  it('stores the session token only as its SHA-256', async () => {
    const res = await register(registerBody());
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json();
    const rows = await t.testDb.database.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[a-f0-9]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.remember).toBe(false);
  });
});
