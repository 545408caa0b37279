import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBody, uniqueIp } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startFakeRecaptcha, type FakeRecaptcha } from '../../../test/captcha';
import { api, createUser } from '../../../test/session';

describe('captcha (reCAPTCHA configured)', () => {
  let t: TestApp;
  let fake: FakeRecaptcha;
  beforeAll(async () => {
    fake = await startFakeRecaptcha();
    t = await buildTestApp({ env: fake.env });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const post = (url: string, body: object, locale: 'ar' | 'fr' | 'en' = 'en') =>
    api(t.app, { method: 'POST', url, body, locale, headers: { 'x-forwarded-for': uniqueIp() } });
  const expectCaptchaRefused = (
    res: Awaited<ReturnType<typeof post>>,
    message = 'Please confirm you are not a robot.',
  ) => {
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({ captcha_token: [message] });
  };

  it('refuses a registration without a token or with a bad one, and accepts "good"', async () => {
    const body = registerBody();
    expectCaptchaRefused(await post('/api/v1/register', body));
    expectCaptchaRefused(
      await post('/api/v1/register', { ...body, captcha_token: 'bad' }, 'fr'),
      "Veuillez confirmer que vous n'êtes pas un robot.",
    );
    expectCaptchaRefused(await post('/api/v1/register', { ...body, captcha_token: '' }));
    const ok = await post('/api/v1/register', { ...body, captcha_token: 'good' });
    expect(ok.statusCode, ok.body).toBe(201);

    const last = fake.seen.at(-1)!;
    expect(last.get('secret')).toBe('secret-key');
    expect(last.get('response')).toBe('good');
    expect(last.get('remoteip')).toMatch(/^10\./);
  });

  it('refuses a sign-in without a token or with a bad one, and accepts "good"', async () => {
    const user = await createUser(t.testDb.database.db);
    const credentials = { login: user.email, password: user.password };
    expectCaptchaRefused(await post('/api/v1/login', credentials));
    expectCaptchaRefused(await post('/api/v1/login', { ...credentials, captcha_token: 'bad' }));
    const ok = await post('/api/v1/login', { ...credentials, captcha_token: 'good' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('guards forgot-password too', async () => {
    const user = await createUser(t.testDb.database.db);
    expectCaptchaRefused(await post('/api/v1/forgot-password', { email: user.email }));
    const ok = await post('/api/v1/forgot-password', { email: user.email, captcha_token: 'good' });
    expect(ok.statusCode).toBe(200);
  });

  // Last in this block: it stops the fake service.
  it('fails closed when the verification service does not answer', async () => {
    await fake.close();
    const user = await createUser(t.testDb.database.db);
    const res = await post('/api/v1/login', {
      login: user.email,
      password: user.password,
      captcha_token: 'good',
    });
    expectCaptchaRefused(res);
  });
});

describe('captcha (not configured)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('asks for no token', async () => {
    const user = await createUser(t.testDb.database.db);
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/v1/login',
      body: { login: user.username, password: user.password },
    });
    expect(res.statusCode).toBe(200);
  });
});
