import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../../db/schema/index';
import { setPasswordConfirmed, signIn, tokenRows, userRow } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { latestMail } from '../../../test/mail';
import { api, createUser } from '../../../test/session';

/** Account deletion (anonymised in place) and "download my data" (issue 4). */
describe('delete account and export data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.testDb.database.db;
  const deleteAccount = (token: string, body: unknown = { confirm: true }) =>
    api(t.app, { method: 'DELETE', url: '/api/v1/user', token, body: body as object, locale: 'fr' });

  it('needs a recent password confirmation and an explicit confirm: true', async () => {
    const user = await createUser(db());
    const session = await signIn(db(), user.id);
    expect((await deleteAccount(session.token)).statusCode).toBe(423);

    await setPasswordConfirmed(db(), session.id);
    for (const body of [{}, { confirm: false }, { confirm: 'yes' }, { confirm: true, keep_data: true }]) {
      expect((await deleteAccount(session.token, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    const row = await userRow(db(), user.id);
    expect(row.deletedAt).toBeNull();
    expect(row.email).toBe(user.email);
  });

  it('erases the personal fields, ends every session and tells the old address', async () => {
    const user = await createUser(db(), { locale: 'ar' });
    const session = await signIn(db(), user.id);
    const otherDevice = await signIn(db(), user.id, true);
    await setPasswordConfirmed(db(), session.id);

    // An avatar and a pending code, to see both go.
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#27ae60' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('avatar', new Blob([png], { type: 'image/png' }), 'me.png');
    const response = new Response(form);
    const uploaded = await api(t.app, {
      method: 'POST',
      url: '/api/v1/user/avatar',
      token: session.token,
      body: Buffer.from(await response.arrayBuffer()),
      headers: { 'content-type': response.headers.get('content-type')! },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const avatarFile = path.join(t.config.uploadsDir, (await userRow(db(), user.id)).avatarKey!);
    expect(
      (await api(t.app, { method: 'POST', url: '/api/v1/forgot-password', body: { email: user.email } }))
        .statusCode,
    ).toBe(200);

    const res = await deleteAccount(session.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Votre compte a été supprimé.' });

    const row = await userRow(db(), user.id);
    expect(row.deletedAt).not.toBeNull();
    expect(row).toMatchObject({
      firstName: '',
      lastName: '',
      phone: null,
      countryCode: null,
      birthdate: null,
      avatarKey: null,
    });
    expect(row.email).not.toBe(user.email);
    expect(row.email.toLowerCase()).not.toContain(user.email.split('@')[0]!.toLowerCase());
    expect(row.username.toLowerCase()).not.toContain(user.username.toLowerCase());
    expect(row.passwordHash).not.toMatch(/^\$argon2/);
    expect(existsSync(avatarFile)).toBe(false);

    expect(await tokenRows(db(), user.id)).toHaveLength(0);
    expect(
      await db().select().from(verificationCodes).where(eq(verificationCodes.userId, user.id)),
    ).toHaveLength(0);
    for (const token of [session.token, otherDevice.token]) {
      expect((await api(t.app, { url: '/api/v1/user/me', token })).statusCode).toBe(401);
    }

    const mail = await latestMail(db(), user.email);
    expect(mail).toMatchObject({
      template: 'account_deleted',
      locale: 'ar',
      code: undefined,
      linkToken: undefined,
    });

    // Signing in fails, by email and by username, with the generic answer.
    for (const login of [user.email, user.username]) {
      const attempt = await api(t.app, {
        method: 'POST',
        url: '/api/v1/login',
        body: { login, password: user.password },
      });
      expect(attempt.statusCode, login).toBe(422);
      expect(attempt.json().message).toBe('These credentials do not match our records.');
    }
  });

  it('frees the email and username for a new registration', async () => {
    const user = await createUser(db());
    const session = await signIn(db(), user.id);
    await setPasswordConfirmed(db(), session.id);
    expect((await deleteAccount(session.token)).statusCode).toBe(200);
    const again = await createUser(db(), { email: user.email, username: user.username });
    expect(again.id).not.toBe(user.id);
  });

  it('exports the account as a JSON attachment without any secret', async () => {
    const user = await createUser(db());
    const session = await signIn(db(), user.id);
    await signIn(db(), user.id, true);
    const res = await api(t.app, { url: '/api/v1/user/export', token: session.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');

    const data = JSON.parse(res.body);
    expect(data.account).toMatchObject({
      id: user.id,
      email: user.email,
      username: user.username,
      first_name: 'Test',
      phone: '555000111',
    });
    expect(data.sessions).toHaveLength(2);
    expect(res.body).not.toMatch(/argon2|password|token_hash|tokenHash/i);
    expect(res.body).not.toContain(session.token);
    const row = await userRow(db(), user.id);
    expect(res.body).not.toContain(row.passwordHash);

    expect((await api(t.app, { url: '/api/v1/user/export' })).statusCode).toBe(401);
  });
});
