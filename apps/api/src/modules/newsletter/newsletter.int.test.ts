import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail';
import { newsletterSubscribers } from '../../db/schema/newsletter';
import { uniqueIp } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { mailsTo } from '../../../test/mail';
import { api, createUser, login } from '../../../test/session';
import { SUBSCRIBE_LIMIT_PER_ADDRESS } from './routes';

type Locale = 'ar' | 'fr' | 'en';
let counter = 0;
const address = (prefix = 'reader') => `${prefix}.${Date.now().toString(36)}${(counter += 1)}@example.test`;

/** Subscribing (double opt-in), confirming, unsubscribing and sending issues. */
describe('newsletter', () => {
  let t: TestApp;
  let adminToken: string;
  let moderatorToken: string;
  beforeAll(async () => {
    // Each subscription comes from its own client address, so only the per-address limit counts.
    t = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    const admin = await createUser(db(), { role: 'admin' });
    const moderator = await createUser(db(), { role: 'moderator' });
    adminToken = await login(t.app, admin);
    moderatorToken = await login(t.app, moderator);
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.testDb.database.db;

  const subscribe = (email: string, locale: Locale = 'en', ip = uniqueIp()) =>
    api(t.app, {
      method: 'POST',
      url: '/api/v1/newsletter/subscribe',
      body: { email },
      locale,
      headers: { 'x-forwarded-for': ip },
    });
  const confirm = (token: string, locale: Locale = 'en') =>
    api(t.app, { method: 'POST', url: '/api/v1/newsletter/confirm', body: { token }, locale });
  const unsubscribe = (token: string) =>
    api(t.app, { method: 'POST', url: '/api/v1/newsletter/unsubscribe', body: { token } });
  const stateOf = async (email: string) =>
    (await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]?.state;
  const confirmToken = (text: string) => /[?&]confirm=([A-Za-z0-9_-]{20,})/.exec(text)?.[1];
  const unsubscribeToken = (text: string) => /[?&]unsubscribe=([A-Za-z0-9_.-]{20,})/.exec(text)?.[1];

  /** Subscribes and confirms; returns the address. */
  async function activeSubscriber(locale: Locale) {
    const email = address(locale);
    expect((await subscribe(email, locale)).statusCode).toBe(200);
    const [mail] = await mailsTo(db(), email);
    expect((await confirm(confirmToken(mail!.text)!)).statusCode).toBe(200);
    return email;
  }

  async function createIssue(token = adminToken) {
    return api(t.app, {
      method: 'POST',
      url: '/api/v1/admin/newsletter/issues',
      token,
      body: {
        translations: {
          ar: {
            subject: 'جديد الشهر',
            body: '<p>مرحباً <strong>بالجميع</strong></p><script>alert(1)</script>',
          },
          fr: {
            subject: 'Les nouveautés du mois',
            body: '<p onclick="x()">Bonjour <a href="javascript:x()">à</a> tous</p>',
          },
        },
      },
    });
  }
  const send = (id: number) =>
    api(t.app, { method: 'POST', url: `/api/v1/admin/newsletter/issues/${id}/send`, token: adminToken });

  it('subscribe → confirmation mail in the visitor’s language → confirm → active', async () => {
    const email = address();
    const res = await subscribe(email, 'fr');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain('Merci');
    expect(await stateOf(email)).toBe('pending');

    const mails = await mailsTo(db(), email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.template).toBe('newsletter_confirm');
    expect(mails[0]!.locale).toBe('fr');
    expect(mails[0]!.subject).toBe('Confirmez votre inscription à la lettre d’information');
    const token = confirmToken(mails[0]!.text)!;
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/subscriptions?confirm=${token}`);

    // Only the token's hash is stored.
    const [row] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.confirmTokenHash).toMatch(/^[a-f0-9]{64}$/);

    const confirmed = await confirm(token, 'ar');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe('تم تأكيد اشتراكك. أهلاً بك!');
    expect(await stateOf(email)).toBe('active');
    // Once only.
    const again = await confirm(token);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual(['This code is not valid or has expired.']);
  });

  it('answers the same whether or not the address is subscribed, and mails an active one nothing', async () => {
    const email = await activeSubscriber('en');
    const fresh = await subscribe(address());
    const known = await subscribe(email);
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.json()).toEqual(fresh.json());
    expect((await mailsTo(db(), email)).filter((m) => m.template === 'newsletter_confirm')).toHaveLength(1);
    expect(await stateOf(email)).toBe('active');
  });

  it('refuses an expired confirmation link', async () => {
    const email = address();
    await subscribe(email);
    const [mail] = await mailsTo(db(), email);
    await db()
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscribers.email, email));
    expect((await confirm(confirmToken(mail!.text)!)).statusCode).toBe(422);
    expect(await stateOf(email)).toBe('pending');
  });

  it('limits subscriptions per address, answering 429 with Retry-After', async () => {
    const email = address('limited');
    for (let i = 0; i < SUBSCRIBE_LIMIT_PER_ADDRESS.max; i += 1) {
      expect((await subscribe(email)).statusCode).toBe(200);
    }
    const limited = await subscribe(email);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a malformed address with a 422 field error', async () => {
    const res = await subscribe('not-an-address', 'fr');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['email']);
  });

  it('sends one mail per active subscriber in their language, with the unsubscribe headers; none to pending ones', async () => {
    const ar = await activeSubscriber('ar');
    const fr = await activeSubscriber('fr');
    // English is not written: the English reader gets the first written language (Arabic).
    const en = await activeSubscriber('en');
    const pending = address('pending');
    await subscribe(pending);

    const created = await createIssue();
    expect(created.statusCode, created.body).toBe(201);
    const issue = created.json().issue;
    expect(issue.state).toBe('draft');
    // Sanitized on the server.
    expect(issue.translations.ar.body).toBe('<p>مرحباً <strong>بالجميع</strong></p>');
    expect(issue.translations.fr.body).not.toMatch(/onclick|javascript/);

    const sent = await send(issue.id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().issue.state).toBe('sent');

    const issueMails = async (email: string) =>
      (await mailsTo(db(), email)).filter((m) => m.template === 'newsletter_issue');
    const [arMail] = await issueMails(ar);
    const [frMail] = await issueMails(fr);
    const [enMail] = await issueMails(en);
    expect(arMail!.subject).toBe('جديد الشهر');
    expect(arMail!.locale).toBe('ar');
    expect(frMail!.subject).toBe('Les nouveautés du mois');
    expect(enMail!.subject).toBe('جديد الشهر');
    expect(await issueMails(pending)).toHaveLength(0);
    expect(frMail!.html).toContain('Bonjour');
    expect(frMail!.html).not.toMatch(/onclick|javascript:/);

    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, frMail!.id));
    expect(row!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(row!.headers?.['List-Unsubscribe'] ?? '')?.[1];
    expect(oneClick).toMatch(new RegExp(`^${t.config.publicUrl}/newsletter/one-click-unsubscribe\\?token=`));

    // Idempotent: sending again queues nothing more.
    const again = await send(issue.id);
    expect(again.statusCode).toBe(200);
    expect(await issueMails(fr)).toHaveLength(1);
    expect(again.json().issue.recipients).toBe(sent.json().issue.recipients);

    // The one-click unsubscribe (RFC 8058): a form POST without cookies or CSRF token. A GET
    // (a person, or a link scanner) only leads to the page that asks first.
    const url = new URL(oneClick!);
    const opened = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(
      `/subscriptions?unsubscribe=${encodeURIComponent(url.searchParams.get('token')!)}`,
    );
    expect(await stateOf(fr)).toBe('active');
    const click = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode, click.body).toBe(200);
    expect(await stateOf(fr)).toBe('unsubscribed');

    // A second issue reaches the others, not the one who left.
    const second = (await createIssue()).json().issue;
    await send(second.id);
    expect(await issueMails(fr)).toHaveLength(1);
    expect(await issueMails(ar)).toHaveLength(2);

    const list = await api(t.app, { url: '/api/v1/admin/newsletter/issues', token: moderatorToken });
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .data.map((i: { id: number }) => i.id)
        .slice(0, 2),
    ).toEqual([second.id, issue.id]);
  });

  it('unsubscribes with the mailed link without an account, idempotently; a forged token is refused', async () => {
    const email = await activeSubscriber('ar');
    const issue = (await createIssue()).json().issue;
    await send(issue.id);
    const mail = (await mailsTo(db(), email)).find((m) => m.template === 'newsletter_issue')!;
    const token = unsubscribeToken(mail.text)!;
    expect(mail.text).toContain(`${t.config.publicUrl}/subscriptions?unsubscribe=${token}`);

    const res = await unsubscribe(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stateOf(email)).toBe('unsubscribed');
    expect((await unsubscribe(token)).statusCode).toBe(200);

    const [id] = token.split('.');
    expect((await unsubscribe(`${id}.${'A'.repeat(43)}`)).statusCode).toBe(422);
    // Subscribing again needs a new confirmation.
    await subscribe(email, 'ar');
    expect(await stateOf(email)).toBe('pending');
  });

  it('counts subscribers by state and language for staff; only admins write and send', async () => {
    await activeSubscriber('fr');
    const stats = await api(t.app, { url: '/api/v1/admin/newsletter/stats', token: moderatorToken });
    expect(stats.statusCode).toBe(200);
    const active = stats
      .json()
      .counts.find((c: { state: string; locale: string }) => c.state === 'active' && c.locale === 'fr');
    expect(active.count).toBeGreaterThan(0);
    expect((await createIssue(moderatorToken)).statusCode).toBe(403);
  });

  it('refuses an issue whose body is empty once sanitized, and one without any language', async () => {
    const empty = await api(t.app, {
      method: 'POST',
      url: '/api/v1/admin/newsletter/issues',
      token: adminToken,
      body: { translations: { fr: { subject: 'Sujet', body: '<script>x()</script>' } } },
    });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['translations.fr.body']);
    const none = await api(t.app, {
      method: 'POST',
      url: '/api/v1/admin/newsletter/issues',
      token: adminToken,
      body: { translations: {} },
    });
    expect(none.statusCode).toBe(422);
  });
});
