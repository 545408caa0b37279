import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { verifyPassword } from '../../platform/auth/passwords';
import { setPasswordConfirmed, signIn, tokenRows, unique, uniqueIp, userRow } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { latestMail, mailsTo } from '../../../test/mail';
import { api, createUser } from '../../../test/session';

const PROFILE = {
  first_name: 'Karim',
  last_name: 'Bouzid',
  phone: '0661-22-33-44',
  country_code: '+33',
  birthdate: '1988-07-05',
};

/** Profile settings: names and phone, email change, password change. */
describe('profile settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Calls that change the email come from their own addresses (X-Forwarded-For): that
    // route allows 5 per 10 minutes per address.
    t = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.testDb.database.db;

  /** A signed-in user whose password was just confirmed (sensitive calls pass). */
  async function confirmedUser(overrides: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(db(), overrides);
    const session = await signIn(db(), user.id);
    await setPasswordConfirmed(db(), session.id);
    return { user, ...session };
  }

  describe('PUT /user/profile', () => {
    const update = (token: string | undefined, body: object, locale: 'ar' | 'fr' | 'en' = 'en') =>
      api(t.app, { method: 'PUT', url: '/api/v1/user/profile', token, body, locale });

    it('updates names, phone, birthdate and language', async () => {
      const user = await createUser(db());
      const { token } = await signIn(db(), user.id);
      const res = await update(token, { ...PROFILE, first_name: '  Karim  ', locale: 'fr' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user).toMatchObject({
        id: user.id,
        first_name: 'Karim',
        last_name: 'Bouzid',
        phone: '661223344',
        country_code: '+33',
        birthdate: '1988-07-05',
        locale: 'fr',
        email: user.email,
        role: 'user',
      });
      const row = await userRow(db(), user.id);
      expect(row).toMatchObject({ firstName: 'Karim', phone: '661223344', locale: 'fr', countryCode: '+33' });
      const me = await api(t.app, { url: '/api/v1/user/me', token });
      expect(me.json().user.first_name).toBe('Karim');
    });

    it('refuses a role, an email or any unknown field, and changes nothing', async () => {
      const user = await createUser(db());
      const { token } = await signIn(db(), user.id);
      for (const extra of [{ role: 'admin' }, { email: 'other@example.test' }, { email_verified_at: null }]) {
        const res = await update(token, { ...PROFILE, ...extra });
        expect(res.statusCode, JSON.stringify(extra)).toBe(422);
        expect(res.json().errors).toEqual({ [Object.keys(extra)[0]!]: ['This field is not accepted.'] });
      }
      const row = await userRow(db(), user.id);
      expect(row.role).toBe('user');
      expect(row.email).toBe(user.email);
      expect(row.firstName).toBe('Test');
    });

    it('refuses missing, too long and wrongly typed fields, in the request language', async () => {
      const user = await createUser(db());
      const { token } = await signIn(db(), user.id);

      const missing = await update(token, {}, 'ar');
      expect(missing.statusCode).toBe(422);
      expect(missing.json().message).toBe('بعض الحقول تحتاج إلى مراجعة.');
      expect(Object.keys(missing.json().errors).sort()).toEqual(
        ['birthdate', 'country_code', 'first_name', 'last_name', 'phone'].sort(),
      );
      expect(missing.json().errors.first_name).toEqual(['هذا الحقل مطلوب.']);

      const tooLong = await update(token, { ...PROFILE, first_name: 'k'.repeat(61) }, 'fr');
      expect(tooLong.json().errors).toEqual({ first_name: ['Longueur maximale : 60 caractères.'] });

      const wrong = await update(token, {
        ...PROFILE,
        last_name: 7,
        phone: '12',
        birthdate: 'yesterday',
        locale: 'de',
      });
      expect(wrong.statusCode).toBe(422);
      expect(Object.keys(wrong.json().errors).sort()).toEqual(['birthdate', 'last_name', 'locale', 'phone']);

      const young = new Date();
      young.setUTCFullYear(young.getUTCFullYear() - 15);
      const tooYoung = await update(token, { ...PROFILE, birthdate: young.toISOString().slice(0, 10) });
      expect(tooYoung.json().errors).toEqual({ birthdate: ['You must be at least 16 years old.'] });
      expect((await userRow(db(), user.id)).firstName).toBe('Test');
    });

    it('needs a signed-in user', async () => {
      expect((await update(undefined, PROFILE)).statusCode).toBe(401);
    });
  });

  describe('email change', () => {
    const changeEmail = (token: string | undefined, email: unknown, locale: 'ar' | 'fr' | 'en' = 'en') =>
      api(t.app, {
        method: 'PUT',
        url: '/api/v1/user/email',
        token,
        body: { email },
        locale,
        headers: { 'x-forwarded-for': uniqueIp() },
      });
    const confirmChange = (token: string, code: string) =>
      api(t.app, { method: 'POST', url: '/api/v1/user/email/verify', token, body: { code } });

    it('mails a code to the new address, switches on the code and tells the old address', async () => {
      const { user, token } = await confirmedUser({ locale: 'fr' });
      const newEmail = `${unique('new')}@example.test`;
      const res = await changeEmail(token, newEmail.toUpperCase());
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(
        'We have sent a verification code to your new address. It replaces the old one once verified.',
      );
      // Nothing changes until the new address is proven.
      expect((await userRow(db(), user.id)).email).toBe(user.email);
      expect(await mailsTo(db(), user.email)).toHaveLength(0);
      const mail = await latestMail(db(), newEmail);
      expect(mail).toMatchObject({ template: 'email_change_verify', locale: 'fr' });
      expect(mail!.code).toMatch(/^\d{6}$/);

      const done = await confirmChange(token, mail!.code!);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().user).toMatchObject({ email: newEmail, email_verified: true });
      expect((await userRow(db(), user.id)).email).toBe(newEmail);

      const told = await latestMail(db(), user.email);
      expect(told).toMatchObject({
        template: 'email_changed',
        locale: 'fr',
        code: undefined,
        linkToken: undefined,
      });
      // The new address is shown masked (ne•••@example.test).
      expect(told!.text).toContain('@example.test');

      // Single use.
      expect((await confirmChange(token, mail!.code!)).statusCode).toBe(422);
    });

    it('refuses an address another account uses (any case) and the current one', async () => {
      const { user, token } = await confirmedUser();
      const other = await createUser(db());
      const taken = await changeEmail(token, other.email.toUpperCase(), 'fr');
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toEqual({ email: ['Cet e-mail est déjà utilisé par un autre compte.'] });
      const same = await changeEmail(token, user.email);
      expect(same.statusCode).toBe(422);
      expect(same.json().errors).toEqual({ email: ['This is already your email address.'] });
      const invalid = await changeEmail(token, 'not-an-email');
      expect(invalid.json().errors).toEqual({ email: ['Enter a valid email address.'] });
      expect(await mailsTo(db(), other.email)).toHaveLength(0);
    });

    it('refuses the code when the address was taken meanwhile, and keeps the old one', async () => {
      const { user, token } = await confirmedUser();
      const newEmail = `${unique('race')}@example.test`;
      expect((await changeEmail(token, newEmail)).statusCode).toBe(200);
      const { code } = (await latestMail(db(), newEmail))!;
      await createUser(db(), { email: newEmail });
      const res = await confirmChange(token, code!);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ code: ['This email is already used by another account.'] });
      expect((await userRow(db(), user.id)).email).toBe(user.email);
    });

    it('refuses a wrong code, and burns it after 5 tries', async () => {
      const { user, token } = await confirmedUser();
      const newEmail = `${unique('new')}@example.test`;
      expect((await changeEmail(token, newEmail)).statusCode).toBe(200);
      const { code } = (await latestMail(db(), newEmail))!;
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      for (let i = 0; i < 5; i += 1) {
        const res = await confirmChange(token, wrong);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ code: ['This code is not valid or has expired.'] });
      }
      expect((await confirmChange(token, code!)).statusCode).toBe(422);
      expect((await userRow(db(), user.id)).email).toBe(user.email);
    });

    it('validates the code and needs a signed-in user', async () => {
      const { token } = await confirmedUser();
      for (const code of ['12345', 'abcdef', 123456]) {
        const res = await api(t.app, {
          method: 'POST',
          url: '/api/v1/user/email/verify',
          token,
          body: { code },
        });
        expect(res.statusCode, String(code)).toBe(422);
        expect(Object.keys(res.json().errors)).toEqual(['code']);
      }
      const noPending = await confirmChange(token, '123456');
      expect(noPending.statusCode).toBe(422);
      const anonymous = await api(t.app, {
        method: 'POST',
        url: '/api/v1/user/email/verify',
        body: { code: '123456' },
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await changeEmail(undefined, 'a@example.test')).statusCode).toBe(401);
    });

    it("cannot be finished with another account's code", async () => {
      const a = await confirmedUser();
      const b = await confirmedUser();
      const newEmail = `${unique('new')}@example.test`;
      expect((await changeEmail(a.token, newEmail)).statusCode).toBe(200);
      const { code } = (await latestMail(db(), newEmail))!;
      expect((await confirmChange(b.token, code!)).statusCode).toBe(422);
      expect((await userRow(db(), b.user.id)).email).toBe(b.user.email);
    });
  });

  describe('password change', () => {
    const NEW = 'Couscous-du-vendredi-7';
    const changePassword = (token: string, body: object, locale: 'ar' | 'fr' | 'en' = 'en') =>
      api(t.app, { method: 'PUT', url: '/api/v1/user/password', token, body, locale });

    it('signs the other sessions out, keeps the current one and tells the owner', async () => {
      const { user, token, id } = await confirmedUser({ locale: 'ar' });
      const other = await signIn(db(), user.id, true);
      const res = await changePassword(token, {
        current_password: user.password,
        new_password: NEW,
        new_password_confirmation: NEW,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: 'Your password has been changed.' });

      const row = await userRow(db(), user.id);
      expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(row.passwordHash, NEW)).toBe(true);
      expect((await api(t.app, { url: '/api/v1/user/me', token: other.token })).statusCode).toBe(401);
      expect((await api(t.app, { url: '/api/v1/user/me', token })).statusCode).toBe(200);
      expect((await tokenRows(db(), user.id)).map((r) => r.id)).toEqual([id]);

      const mail = await latestMail(db(), user.email);
      expect(mail).toMatchObject({
        template: 'password_changed',
        locale: 'ar',
        code: undefined,
        linkToken: undefined,
      });
      expect(mail!.text).not.toContain(NEW);
    });

    it('refuses a wrong current password, a weak new one and a mismatch, changing nothing', async () => {
      const { user, token } = await confirmedUser();
      const other = await signIn(db(), user.id);

      const wrong = await changePassword(
        token,
        { current_password: 'Not-the-password-42', new_password: NEW, new_password_confirmation: NEW },
        'fr',
      );
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({
        current_password: ["Le mot de passe actuel n'est pas correct."],
      });

      const common = await changePassword(token, {
        current_password: user.password,
        new_password: 'password1234',
        new_password_confirmation: 'password1234',
      });
      expect(common.json().errors).toEqual({
        new_password: ['This password is too common. Choose another one.'],
      });

      const likeName = await changePassword(token, {
        current_password: user.password,
        new_password: user.username,
        new_password_confirmation: user.username,
      });
      expect(likeName.json().errors).toEqual({
        new_password: ['The password must not be your email or username.'],
      });

      const mismatch = await changePassword(token, {
        current_password: user.password,
        new_password: NEW,
        new_password_confirmation: `${NEW}!`,
      });
      expect(mismatch.json().errors).toEqual({ new_password_confirmation: ['The passwords do not match.'] });

      const extra = await changePassword(token, {
        current_password: user.password,
        new_password: NEW,
        new_password_confirmation: NEW,
        user_id: 1,
      });
      expect(extra.json().errors).toEqual({ user_id: ['This field is not accepted.'] });

      expect(await verifyPassword((await userRow(db(), user.id)).passwordHash, user.password)).toBe(true);
      expect((await api(t.app, { url: '/api/v1/user/me', token: other.token })).statusCode).toBe(200);
      expect(await mailsTo(db(), user.email)).toHaveLength(0);
    });
  });

  it('never exposes the password hash', async () => {
    const { token } = await confirmedUser();
    const me = await api(t.app, { url: '/api/v1/user/me', token });
    expect(Object.keys(me.json().user)).not.toContain('password_hash');
    expect(me.body).not.toMatch(/argon2/);
    expect(users.passwordHash.name).toBe('password_hash');
  });
});
