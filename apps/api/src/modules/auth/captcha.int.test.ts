import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBody, uniqueIp } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { api, createUser } from '../../../test/session';

/** A stand-in for Google's siteverify: `{"success":true}` for the token "good" only. */
function startFakeRecaptcha(): Promise<{ server: Server; url: string; seen: URLSearchParams[] }> {
  const seen: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: form.get('response') === 'good' }));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`, seen });
    });
  });
}

describe('captcha (reCAPTCHA configured)', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeRecaptcha>>;
  beforeAll(async () => {
    fake = await startFakeRecaptcha();
    t = await buildTestApp({
      env: {
        TRUST_PROXY: 'true',
        RECAPTCHA_SITE_KEY: 'site-key',
        RECAPTCHA_SECRET_KEY: 'secret-key',
        RECAPTCHA_VERIFY_URL: fake.url,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    if (fake.server.listening) await new Promise((resolve) => fake.server.close(resolve));
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
    await new Promise((resolve) => fake.server.close(resolve));
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
