import { errorResponseSchema } from '@portal/contract/errors';
import type { Locale } from '@portal/contract/locale';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { csrfToken } from '../../test/session';
import { AppError } from './errors';

/** Routes that exist only in this test, to drive every branch of the error handler. */
const signupBody = z.strictObject({
  name: z.string().min(1),
  password: z.string().min(8),
  email: z.email(),
});

function registerTestRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/v1/test/signup', { schema: { body: signupBody } }, async (request) => ({
    name: request.body.name,
  }));
  r.get(
    '/api/v1/test/items',
    { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
    async (request) => ({ page: request.query.page }),
  );
  r.get('/api/v1/test/boom', async () => {
    throw new Error('kaboom: the secret internals');
  });
  r.get('/api/v1/test/conflict', async () => {
    throw new AppError('conflict');
  });
  r.get('/api/v1/test/slow-down', async () => {
    throw new AppError('too_many_requests', {
      params: { seconds: 1500 },
      headers: { 'Retry-After': '1500' },
    });
  });
  r.get('/api/v1/test/database-down', async () => {
    // What Drizzle throws when the server is restarting: its query error, pg's as the cause.
    const cause = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    throw new Error('Failed query: select 1', { cause });
  });
  r.get('/api/v1/test/teapot', async () => {
    // A library's client error that is not ours: mapped by status, its own words never shown.
    throw Object.assign(new Error('some library detail'), { statusCode: 409 });
  });
}

const MESSAGES = {
  en: {
    failed: 'Some fields need your attention.',
    required: 'This field is required.',
    tooShort: 'Minimum length: 8 characters.',
    email: 'Enter a valid email address.',
    unknownKey: 'This field is not accepted.',
    minValue: 'Minimum value: 1.',
  },
  fr: {
    failed: 'Certains champs demandent votre attention.',
    required: 'Ce champ est obligatoire.',
    tooShort: 'Longueur minimale : 8 caractères.',
    email: 'Saisissez une adresse e-mail valide.',
    unknownKey: "Ce champ n'est pas accepté.",
    minValue: 'Valeur minimale : 1.',
  },
  ar: {
    failed: 'بعض الحقول تحتاج إلى مراجعة.',
    required: 'هذا الحقل مطلوب.',
    tooShort: 'الحد الأدنى لعدد الأحرف: 8.',
    email: 'أدخل بريداً إلكترونياً صالحاً.',
    unknownKey: 'هذا الحقل غير مقبول.',
    minValue: 'أصغر قيمة مسموحة: 1.',
  },
} satisfies Record<Locale, Record<string, string>>;

/** The one error shape: `{ message, errors?, code? }` (plus `reference` on server faults), nothing else. */
function expectErrorShape(res: LightMyRequestResponse): z.infer<typeof errorResponseSchema> {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body: unknown = res.json();
  const parsed = errorResponseSchema.strict().parse(body);
  expect(typeof parsed.message).toBe('string');
  expect(parsed.message.length).toBeGreaterThan(0);
  return parsed;
}

describe('error model', () => {
  let t: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp({
      register: registerTestRoutes,
      logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A state-changing call as the SPA makes it: with the CSRF pair, and only the headers given. */
  const post = async (body: string, headers: Record<string, string>) => {
    const csrf = await csrfToken(t.app);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/test/signup',
      headers: { 'x-xsrf-token': csrf, ...headers },
      cookies: { 'XSRF-TOKEN': csrf },
      payload: body,
    });
  };
  const signup = (body: string, headers: Record<string, string> = {}) =>
    post(body, { 'content-type': 'application/json', ...headers });

  it('accepts a valid body', async () => {
    const res = await signup(JSON.stringify({ name: 'Amina', password: 'long enough', email: 'a@b.dz' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Amina' });
  });

  describe.each(['en', 'fr', 'ar'] as const)('validation in %s (X-localization)', (locale) => {
    const m = MESSAGES[locale];

    it('answers 422 with a localized message per failing field', async () => {
      const res = await signup(JSON.stringify({ password: 'short', email: 'not-an-email', role: 'admin' }), {
        'x-localization': locale,
      });
      expect(res.statusCode).toBe(422);
      expect(res.headers['content-language']).toBe(locale);
      const body = expectErrorShape(res);
      expect(body).toEqual({
        message: m.failed,
        code: 'validation_failed',
        errors: {
          name: [m.required],
          password: [m.tooShort],
          email: [m.email],
          role: [m.unknownKey],
        },
      });
    });

    it('validates the query string too', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/test/items?page=0',
        headers: { 'x-localization': locale },
      });
      expect(res.statusCode).toBe(422);
      expect(expectErrorShape(res).errors).toEqual({ page: [m.minValue] });
    });
  });

  it('calls an empty string in a required field "required"', async () => {
    const res = await signup(JSON.stringify({ name: '', password: 'long enough', email: 'a@b.dz' }), {
      'x-localization': 'en',
    });
    expect(res.statusCode).toBe(422);
    expect(expectErrorShape(res).errors).toEqual({ name: [MESSAGES.en.required] });
  });

  it('names the body when the body itself has the wrong type', async () => {
    const res = await signup('[1, 2]', { 'x-localization': 'en' });
    expect(res.statusCode).toBe(422);
    expect(expectErrorShape(res).errors).toEqual({ body: ['This value has the wrong type.'] });
  });

  describe('language of the messages', () => {
    const languageOf = async (headers: Record<string, string>) => {
      const res = await signup('{}', headers);
      expect(res.statusCode).toBe(422);
      return { message: expectErrorShape(res).message, contentLanguage: res.headers['content-language'] };
    };

    it('falls back to Accept-Language, then to Arabic', async () => {
      expect(await languageOf({ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' })).toEqual({
        message: MESSAGES.fr.failed,
        contentLanguage: 'fr',
      });
      expect(await languageOf({ 'accept-language': 'de-DE, en-GB;q=0.8' })).toEqual({
        message: MESSAGES.en.failed,
        contentLanguage: 'en',
      });
      expect(await languageOf({})).toEqual({ message: MESSAGES.ar.failed, contentLanguage: 'ar' });
      expect(await languageOf({ 'accept-language': 'de, es' })).toEqual({
        message: MESSAGES.ar.failed,
        contentLanguage: 'ar',
      });
    });

    it('prefers X-localization over Accept-Language and ignores an unknown one', async () => {
      expect(await languageOf({ 'x-localization': 'EN', 'accept-language': 'fr' })).toMatchObject({
        contentLanguage: 'en',
      });
      expect(await languageOf({ 'x-localization': 'de', 'accept-language': 'fr' })).toMatchObject({
        contentLanguage: 'fr',
      });
    });
  });

  it('logs refused access with the client address and the route, never the token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/me',
      headers: { authorization: 'Bearer not-a-real-token-000000000000000000000' },
    });
    expect(res.statusCode).toBe(401);
    const line = logLines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.msg === 'access refused');
    expect(line).toMatchObject({ code: 'unauthenticated', ip: '127.0.0.1', route: '/api/v1/user/me' });
    expect(logLines.join('\n')).not.toContain('not-a-real-token');
  });

  it('answers 415 for a content type the route does not take', async () => {
    for (const contentType of ['application/xml', 'text/plain', 'application/x-www-form-urlencoded']) {
      const res = await post('name=Amina', { 'content-type': contentType, 'x-localization': 'en' });
      expect(res.statusCode, contentType).toBe(415);
      expect(expectErrorShape(res)).toEqual({
        message: 'This content type is not accepted.',
        code: 'unsupported_media_type',
      });
    }
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await signup('{"name": "Amina",', { 'x-localization': 'fr' });
    expect(res.statusCode).toBe(400);
    expect(expectErrorShape(res)).toEqual({
      message: "Le corps de la requête n'est pas un JSON valide.",
      code: 'bad_request',
    });
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await signup(JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }), {
      'x-localization': 'en',
    });
    expect(res.statusCode).toBe(413);
    expect(expectErrorShape(res)).toEqual({
      message: 'The request is too large.',
      code: 'payload_too_large',
    });
  });

  it('maps an AppError to its status, code, localized message and headers', async () => {
    const conflict = await t.app.inject({
      url: '/api/v1/test/conflict',
      headers: { 'x-localization': 'en' },
    });
    expect(conflict.statusCode).toBe(409);
    expect(expectErrorShape(conflict)).toEqual({
      message: 'This conflicts with the current state. Reload and try again.',
      code: 'conflict',
    });

    const slow = await t.app.inject({ url: '/api/v1/test/slow-down', headers: { 'x-localization': 'en' } });
    expect(slow.statusCode).toBe(429);
    expect(slow.headers['retry-after']).toBe('1500');
    expect(expectErrorShape(slow).message).toBe(
      'Too many attempts. Please wait 1,500 seconds and try again.',
    );
  });

  it('answers 503 with Retry-After when the database is down or restarting, in the visitor’s language', async () => {
    const res = await t.app.inject({
      url: '/api/v1/test/database-down',
      headers: { 'x-localization': 'ar' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      message: 'الخدمة غير متاحة مؤقتاً. حاول مجدداً بعد قليل.',
      code: 'service_unavailable',
    });
  });

  it("words another library's client error by its status, without its own text", async () => {
    const res = await t.app.inject({ url: '/api/v1/test/teapot', headers: { 'x-localization': 'en' } });
    expect(res.statusCode).toBe(409);
    const body = expectErrorShape(res);
    expect(body.code).toBe('conflict');
    expect(res.body).not.toContain('some library detail');
  });

  describe('a fault of ours (500)', () => {
    it.each([
      ['en', 'Something went wrong on our side. Please try again later. Reference: '],
      ['fr', 'Une erreur est survenue de notre côté. Veuillez réessayer plus tard. Référence : '],
      ['ar', 'حدث خطأ من جهتنا. يرجى المحاولة لاحقاً. المرجع: '],
    ] as const)('answers a generic %s message quoting the request id', async (locale, prefix) => {
      const res = await t.app.inject({ url: '/api/v1/test/boom', headers: { 'x-localization': locale } });
      expect(res.statusCode).toBe(500);
      const requestId = res.headers['x-request-id'];
      expect(typeof requestId).toBe('string');
      const body = expectErrorShape(res);
      expect(body).toEqual({
        message: `${prefix}${requestId}`,
        code: 'internal_error',
        reference: requestId,
      });
      expect(res.body).not.toContain('kaboom');
      expect(res.body).not.toMatch(/\bat .*\.ts:\d+/);
      expect(res.body).not.toContain('stack');
    });

    it('logs the error whole with the request id', async () => {
      const requestId = 'trace-500-log-check';
      const res = await t.app.inject({ url: '/api/v1/test/boom', headers: { 'x-request-id': requestId } });
      expect(res.statusCode).toBe(500);
      expect(res.headers['x-request-id']).toBe(requestId);

      const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const failure = entries.find((e) => e.reqId === requestId && e.level === 50);
      expect(failure).toBeDefined();
      const err = failure?.err as { message?: string; stack?: string } | undefined;
      expect(err?.message).toBe('kaboom: the secret internals');
      expect(err?.stack).toContain('errors.int.test.ts');
    });
  });
});
