import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { uniqueIp } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startFakeRecaptcha, type FakeRecaptcha } from '../../../test/captcha';
import { mailsTo } from '../../../test/mail';
import { api, createUser, login } from '../../../test/session';
import { CONTACT_LIMIT } from './routes';
import { countOpenContactThreads } from './service';

type Locale = 'ar' | 'fr' | 'en';
let counter = 0;
const address = (prefix = 'writer') => `${prefix}.${Date.now().toString(36)}${(counter += 1)}@example.test`;
const subjectOf = (words: string) => `${words} ${Date.now().toString(36)}${(counter += 1)}`;

/** The contact form (visitors and members) and the staff's inbox. */
describe('contact', () => {
  let t: TestApp;
  let adminToken: string;
  let moderatorToken: string;
  let moderatorId: number;
  beforeAll(async () => {
    // Each message comes from its own client address unless a test says otherwise.
    t = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    const admin = await createUser(db(), { role: 'admin' });
    const moderator = await createUser(db(), { role: 'moderator', firstName: 'Samia', lastName: 'Staff' });
    moderatorId = moderator.id;
    adminToken = await login(t.app, admin);
    moderatorToken = await login(t.app, moderator);
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.testDb.database.db;

  const visitorBody = (overrides: Record<string, unknown> = {}) => ({
    name: 'Karim Benali',
    email: address(),
    phone: '0555 12 34 56',
    subject: subjectOf('Horaires du samedi'),
    message: 'Bonjour, êtes-vous ouverts le samedi matin ?\nMerci.',
    ...overrides,
  });
  const send = (body: object, options: { locale?: Locale; token?: string; ip?: string } = {}) =>
    api(t.app, {
      method: 'POST',
      url: '/api/v1/contact',
      body,
      locale: options.locale ?? 'en',
      ...(options.token ? { token: options.token } : {}),
      headers: { 'x-forwarded-for': options.ip ?? uniqueIp() },
    });
  const list = (query: string, token = moderatorToken) =>
    api(t.app, { url: `/api/v1/admin/contact/threads?${query}`, token });
  const threadOf = async (subject: string) => {
    const res = await list(`q=${encodeURIComponent(subject)}`);
    expect(res.statusCode, res.body).toBe(200);
    const [thread] = res.json().data;
    return thread as { id: number; state: string; locale: string; email: string };
  };
  const reply = (id: number, body: string, token = moderatorToken) =>
    api(t.app, { method: 'POST', url: `/api/v1/admin/contact/threads/${id}/reply`, token, body: { body } });
  const setState = (id: number, state: string, token = moderatorToken) =>
    api(t.app, { method: 'POST', url: `/api/v1/admin/contact/threads/${id}/state`, token, body: { state } });
  const auditOf = (id: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'contact_thread'), eq(auditLog.subjectId, id)));

  it('a visitor’s message opens a thread and mails them a copy in their language', async () => {
    const body = visitorBody();
    const res = await send(body, { locale: 'ar' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
    const [mail] = await mailsTo(db(), body.email);
    expect(mail?.template).toBe('contact_copy');
    expect(mail?.locale).toBe('ar');
    expect(mail?.subject).toContain(body.subject);
    expect(mail?.text).toContain('Merci.');

    const thread = await threadOf(body.subject);
    expect(thread).toMatchObject({
      state: 'open',
      locale: 'ar',
      name: 'Karim Benali',
      email: body.email,
      // Read as the sign-up form reads a phone: spaces and the national 0 dropped.
      phone: '555123456',
      user_id: null,
      messages: 1,
    });
  });

  it('a member is known by their account; what they type about themselves is not used', async () => {
    const member = await createUser(db(), { firstName: 'Nadia', lastName: 'Member' });
    const token = await login(t.app, member);
    const subject = subjectOf('Question sur mon compte');
    const res = await send(
      { subject, message: 'Comment changer mon adresse e-mail ?', email: 'someone.else@example.test' },
      { token, locale: 'fr' },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toContain('Merci');
    const thread = await threadOf(subject);
    expect(thread).toMatchObject({
      user_id: member.id,
      name: 'Nadia Member',
      email: member.email,
      phone: '+213555000111',
      locale: 'fr',
    });
    expect((await mailsTo(db(), member.email)).map((m) => m.template)).toEqual(['contact_copy']);
    expect(await mailsTo(db(), 'someone.else@example.test')).toHaveLength(0);
  });

  it.each([
    ['name', { name: undefined }, 'This field is required.'],
    ['name', { name: 'K' }, undefined],
    ['name', { name: 'x'.repeat(121) }, undefined],
    ['email', { email: undefined }, 'This field is required.'],
    ['email', { email: 'not-an-address' }, undefined],
    ['phone', { phone: '12ab' }, 'Enter a valid phone number (digits only).'],
    ['subject', { subject: undefined }, 'This field is required.'],
    ['subject', { subject: 'ab' }, undefined],
    ['subject', { subject: 'x'.repeat(151) }, undefined],
    ['message', { message: undefined }, 'This field is required.'],
    ['message', { message: 'too short' }, undefined],
    ['message', { message: 'x'.repeat(5001) }, undefined],
  ])('refuses a visitor’s bad %s with a localized 422 (case %#)', async (field, overrides, text) => {
    const body = { ...visitorBody(), ...overrides };
    for (const key of Object.keys(overrides)) {
      if ((overrides as Record<string, unknown>)[key] === undefined)
        delete (body as Record<string, unknown>)[key];
    }
    const res = await send(body);
    expect(res.statusCode, res.body).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.keys(errors)).toEqual([field]);
    if (text) expect(errors[field]).toEqual([text]);
    const french = await send(body, { locale: 'fr' });
    expect(french.json().errors[field][0]).not.toBe(errors[field]![0]);
  });

  it.each([
    ['subject', { subject: '' }],
    ['message', { message: 'x'.repeat(5001) }],
    ['extra', { extra: 'field' }],
  ])('refuses a member’s bad %s with a 422', async (field, overrides) => {
    const member = await createUser(db());
    const token = await login(t.app, member);
    const res = await send(
      { subject: subjectOf('Une question'), message: 'Une question assez longue.', ...overrides },
      { token },
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
  });

  it('counts a visitor’s messages per client address, and answers the limit with a localized 429', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < CONTACT_LIMIT.max; i += 1) {
      expect((await send(visitorBody(), { ip })).statusCode).toBe(201);
    }
    const refused = await send(visitorBody(), { ip, locale: 'fr' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/Trop de tentatives/);
    // Another address is not held back.
    expect((await send(visitorBody())).statusCode).toBe(201);
  });

  it('counts a member’s messages per account, wherever they write from', async () => {
    const member = await createUser(db());
    const token = await login(t.app, member);
    const body = () => ({ subject: subjectOf('Encore une question'), message: 'Une question assez longue.' });
    for (let i = 0; i < CONTACT_LIMIT.max; i += 1) {
      expect((await send(body(), { token })).statusCode).toBe(201);
    }
    expect((await send(body(), { token, locale: 'ar' })).statusCode).toBe(429);
  });

  it('staff reply by mail in the sender’s language, quoting them; close and reopen; all audited', async () => {
    const body = visitorBody({ message: 'Bonjour, quels documents pour un visa étudiant ?' });
    expect((await send(body, { locale: 'fr' })).statusCode).toBe(201);
    const { id } = await threadOf(body.subject);
    expect(await countOpenContactThreads(db())).toBeGreaterThan(0);

    // The moderator's page is in English; the sender wrote in French.
    const answered = await reply(id, 'Un passeport valide et une attestation d’inscription.');
    expect(answered.statusCode, answered.body).toBe(200);
    const thread = answered.json().thread;
    expect(thread.state).toBe('answered');
    expect(thread.items.map((m: { author: string }) => m.author)).toEqual(['sender', 'staff']);
    expect(thread.items[1].staff_name).toBe('Samia Staff');
    const mail = (await mailsTo(db(), body.email)).find((m) => m.template === 'contact_reply');
    expect(mail?.locale).toBe('fr');
    expect(mail?.subject).toBe(`Réponse à votre message : ${body.subject}`);
    expect(mail?.text).toContain('Un passeport valide');
    expect(mail?.text).toContain('quels documents pour un visa étudiant');

    const closed = await setState(id, 'closed', adminToken);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().thread.state).toBe('closed');
    expect((await list('state=closed')).json().data.map((x: { id: number }) => x.id)).toContain(id);
    // Closing again changes nothing.
    expect((await setState(id, 'closed')).statusCode).toBe(200);
    expect((await setState(id, 'open')).json().thread.state).toBe('open');

    const entries = await auditOf(id);
    expect(entries.map((e) => e.action).sort()).toEqual([
      'contact_thread.close',
      'contact_thread.reopen',
      'contact_thread.reply',
    ]);
    expect(entries.find((e) => e.action === 'contact_thread.reply')?.actorId).toBe(moderatorId);
  });

  it('lists by state and words; refuses bad filters, empty replies and unknown threads', async () => {
    const body = visitorBody({ subject: subjectOf('Cours de langue') });
    expect((await send(body)).statusCode).toBe(201);
    const found = await list(`state=open&q=${encodeURIComponent(body.email)}`);
    expect(found.json().data).toHaveLength(1);
    expect((await list(`state=answered&q=${encodeURIComponent(body.email)}`)).json().data).toHaveLength(0);
    // LIKE's wildcards are letters here.
    expect((await list('q=%25%25%25zz_zz')).json().data).toHaveLength(0);
    expect((await list('state=lost')).statusCode).toBe(422);
    const { id } = await threadOf(body.subject);
    const empty = await reply(id, ' ');
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['body']);
    expect((await setState(id, 'answered')).statusCode).toBe(422);
    expect((await reply(999_999_999, 'Bonjour à vous.')).statusCode).toBe(404);
    expect(
      (await api(t.app, { url: '/api/v1/admin/contact/threads/999999999', token: adminToken })).statusCode,
    ).toBe(404);
  });

  it('keeps the inbox to staff', async () => {
    const member = await createUser(db());
    const token = await login(t.app, member);
    expect((await list('', token)).statusCode).toBe(403);
    expect((await api(t.app, { url: '/api/v1/admin/contact/threads' })).statusCode).toBe(401);
    expect((await reply(1, 'Bonjour à vous.', token)).statusCode).toBe(403);
    expect((await setState(1, 'closed', token)).statusCode).toBe(403);
    expect((await list('', adminToken)).statusCode).toBe(200);
  });
});

describe('contact (reCAPTCHA configured)', () => {
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

  it('asks a visitor for the captcha, not a signed-in member', async () => {
    const body = {
      name: 'Karim Benali',
      email: address(),
      subject: subjectOf('Question'),
      message: 'Une question assez longue.',
    };
    const post = (payload: object, token?: string) =>
      api(t.app, {
        method: 'POST',
        url: '/api/v1/contact',
        body: payload,
        locale: 'fr',
        ...(token ? { token } : {}),
        headers: { 'x-forwarded-for': uniqueIp() },
      });
    for (const captcha of [{}, { captcha_token: 'bad' }]) {
      const refused = await post({ ...body, ...captcha });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        captcha_token: ["Veuillez confirmer que vous n'êtes pas un robot."],
      });
    }
    expect(await mailsTo(t.testDb.database.db, body.email)).toHaveLength(0);
    expect((await post({ ...body, captcha_token: 'good' })).statusCode).toBe(201);
    const member = await createUser(t.testDb.database.db);
    const signedIn = await api(t.app, {
      method: 'POST',
      url: '/api/v1/login',
      body: { login: member.email, password: member.password, captcha_token: 'good' },
    });
    const { token } = signedIn.json<{ token: string }>();
    expect((await post({ subject: body.subject, message: body.message }, token)).statusCode).toBe(201);
  });
});
