import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { api, createUser, login } from './session';

/**
 * Who may call what (roles are checked on the server, OWASP ASVS V4.1): every API route has a rule here, so a new
 * endpoint without one fails this test. Rules:
 * - public: anyone; a visitor is never refused with 401/403;
 * - user: a signed-in user; a visitor gets 401;
 * - recent-password: a signed-in user who confirmed the password in the last 3 hours;
 *   a visitor gets 401, a user without a fresh confirmation 423;
 * - role:moderator: the back office, for moderators and admins; a visitor gets 401, a user 403;
 * - role:admin: admin-only parts of the back office; a visitor 401, a user and a moderator 403.
 * Owner-only records (another user's session, etc.) are tested with their area.
 */
type Rule = 'public' | 'user' | 'recent-password' | 'role:moderator' | 'role:admin';

const ACCESS: Record<string, Rule> = {
  'GET /api/v1/openapi.json': 'public',
  'GET /api/v1/health': 'public',
  'GET /api/v1/init': 'public',
  'GET /api/v1/ready': 'public',
  'GET /api/v1/settings': 'public',
  'GET /api/v1/catalog/:platform/categories': 'public',
  'GET /api/v1/catalog/:platform/categories/:id': 'public',
  'GET /api/v1/regions': 'public',
  'GET /api/v1/regions/:id': 'public',
  'GET /api/v1/currencies': 'public',
  'POST /api/v1/register': 'public',
  'POST /api/v1/login': 'public',
  'POST /api/v1/logout': 'user',
  'GET /api/v1/user/me': 'user',
  'POST /api/v1/user/confirm-password': 'user',
  'POST /api/v1/email/verify': 'user',
  'POST /api/v1/email/verify-link': 'public',
  'POST /api/v1/email/resend': 'user',
  'POST /api/v1/forgot-password': 'public',
  'POST /api/v1/forgot-password/code': 'public',
  'POST /api/v1/reset-password': 'public',
  'GET /api/v1/user/sessions': 'user',
  'DELETE /api/v1/user/sessions/:id': 'user',
  'DELETE /api/v1/user/sessions': 'user',
  'PUT /api/v1/user/profile': 'user',
  'PUT /api/v1/user/password': 'recent-password',
  'PUT /api/v1/user/email': 'recent-password',
  'POST /api/v1/user/email/verify': 'user',
  'POST /api/v1/user/avatar': 'user',
  'DELETE /api/v1/user/avatar': 'user',
  'DELETE /api/v1/user': 'recent-password',
  'GET /api/v1/user/export': 'user',
  'GET /api/v1/media/avatars/:file': 'public',
  // Listings: posting needs a verified email (a 403 for others, tested with the area);
  // another owner's listing answers 404 (tested in modules/listings).
  'POST /api/v1/listings/photos': 'user',
  'GET /api/v1/listings/photos/:file': 'public',
  'POST /api/v1/listings': 'user',
  'PUT /api/v1/listings/:id': 'user',
  'DELETE /api/v1/listings/:id': 'user',
  'POST /api/v1/listings/:id/renew': 'user',
  // An edit of an approved listing waiting for review: its owner's only (others get 404).
  'GET /api/v1/listings/:id/revision': 'user',
  'DELETE /api/v1/listings/:id/revision': 'user',
  'GET /api/v1/listings/mine': 'user',
  'GET /api/v1/listings': 'public',
  'GET /api/v1/listings/:slug': 'public',
  // Engagement: a listing that is not public answers 404 (tested in modules/engagement).
  'PUT /api/v1/listings/:id/favorite': 'user',
  'DELETE /api/v1/listings/:id/favorite': 'user',
  'GET /api/v1/favorites': 'user',
  'GET /api/v1/favorites/ids': 'user',
  'PUT /api/v1/listings/:id/like': 'user',
  'DELETE /api/v1/listings/:id/like': 'user',
  'GET /api/v1/listings/:id/viewer-state': 'user',
  'POST /api/v1/listings/:id/report': 'user',
  'POST /api/v1/listings/:id/phone': 'public',
  'GET /api/v1/listings/:id/similar': 'public',
  'GET /api/v1/listings/:id/from-owner': 'public',
  // The featured strip of the list pages (docs/decisions/016).
  'GET /api/v1/listings/featured': 'public',
  // Moderation: the back office.
  'GET /api/v1/admin/review-queue': 'role:moderator',
  'GET /api/v1/admin/listings/:id': 'role:moderator',
  'POST /api/v1/admin/listings/:id/claim': 'role:moderator',
  'POST /api/v1/admin/listings/:id/approve': 'role:moderator',
  'POST /api/v1/admin/listings/:id/reject': 'role:moderator',
  'POST /api/v1/admin/listings/bulk': 'role:moderator',
  'GET /api/v1/admin/rejection-reasons': 'role:moderator',
  'GET /api/v1/admin/audit-log': 'role:moderator',
  // Reports and trust, users: the banned-word list and roles are admins'.
  'GET /api/v1/admin/reports': 'role:moderator',
  'POST /api/v1/admin/reports/:id/dismiss': 'role:moderator',
  'POST /api/v1/admin/reports/:id/unpublish': 'role:moderator',
  'POST /api/v1/admin/reports/:id/warn': 'role:moderator',
  'POST /api/v1/admin/reports/:id/suspend': 'role:moderator',
  'POST /api/v1/admin/reports/conversations/:id/dismiss': 'role:moderator',
  'POST /api/v1/admin/reports/conversations/:id/warn': 'role:moderator',
  'POST /api/v1/admin/reports/conversations/:id/suspend': 'role:moderator',
  'GET /api/v1/admin/banned-words': 'role:admin',
  'POST /api/v1/admin/banned-words': 'role:admin',
  'DELETE /api/v1/admin/banned-words/:id': 'role:admin',
  'GET /api/v1/admin/users': 'role:moderator',
  'GET /api/v1/admin/users/:id': 'role:moderator',
  'POST /api/v1/admin/users/:id/suspend': 'role:moderator',
  'POST /api/v1/admin/users/:id/unsuspend': 'role:moderator',
  'PUT /api/v1/admin/users/:id/role': 'role:admin',
  'POST /api/v1/admin/users/:id/resend-verification': 'role:moderator',
  // The dashboard.
  'GET /api/v1/admin/dashboard': 'role:moderator',
  // Catalog management: moderators read, admins write.
  'GET /api/v1/admin/catalog/:platform/categories': 'role:moderator',
  'POST /api/v1/admin/catalog/:platform/categories': 'role:admin',
  'PUT /api/v1/admin/catalog/:platform/categories/order': 'role:admin',
  'PATCH /api/v1/admin/catalog/categories/:id': 'role:admin',
  'DELETE /api/v1/admin/catalog/categories/:id': 'role:admin',
  'GET /api/v1/admin/catalog/regions': 'role:moderator',
  'PATCH /api/v1/admin/catalog/regions/:id': 'role:admin',
  'POST /api/v1/admin/catalog/regions/:id/cities': 'role:admin',
  'PUT /api/v1/admin/catalog/regions/:id/cities/order': 'role:admin',
  'PATCH /api/v1/admin/catalog/cities/:id': 'role:admin',
  'DELETE /api/v1/admin/catalog/cities/:id': 'role:admin',
  'GET /api/v1/admin/catalog/currencies': 'role:moderator',
  'POST /api/v1/admin/catalog/currencies': 'role:admin',
  'PATCH /api/v1/admin/catalog/currencies/:code': 'role:admin',
  'POST /api/v1/admin/catalog/currencies/:code/default': 'role:admin',
  'DELETE /api/v1/admin/catalog/currencies/:code': 'role:admin',
  // Settings and the rejection presets: admins only; moderators read the active presets.
  'GET /api/v1/admin/settings': 'role:admin',
  'PUT /api/v1/admin/settings/terms_of_paid_advertising': 'role:admin',
  'PUT /api/v1/admin/settings/advertisements': 'role:admin',
  'PUT /api/v1/admin/settings/announcements': 'role:admin',
  'PUT /api/v1/admin/settings/appointments': 'role:admin',
  'PUT /api/v1/admin/settings/multimedia_type': 'role:admin',
  'PUT /api/v1/admin/settings/general': 'role:admin',
  'PUT /api/v1/admin/settings/search': 'role:admin',
  'PUT /api/v1/admin/settings/settings_state': 'role:admin',
  'GET /api/v1/admin/rejection-reasons/all': 'role:admin',
  'POST /api/v1/admin/rejection-reasons': 'role:admin',
  'PUT /api/v1/admin/rejection-reasons/order': 'role:admin',
  'PATCH /api/v1/admin/rejection-reasons/:id': 'role:admin',
  'DELETE /api/v1/admin/rejection-reasons/:id': 'role:admin',
  // Payments: staff read the waiting list and the ledgers; admins record payments.
  'GET /api/v1/admin/payments': 'role:moderator',
  'GET /api/v1/admin/listings/:id/payments': 'role:moderator',
  'POST /api/v1/admin/listings/:id/payments': 'role:admin',
  // The one ledger of everything sold (listings and advertisements): staff read.
  'GET /api/v1/admin/payments/ledger': 'role:moderator',
  // Advertisements' back office: staff review; only admins record a payment (as for listings).
  'GET /api/v1/admin/advertisements': 'role:moderator',
  'GET /api/v1/admin/advertisements/calendar': 'role:moderator',
  'GET /api/v1/admin/advertisements/:id': 'role:moderator',
  'POST /api/v1/admin/advertisements/:id/claim': 'role:moderator',
  'POST /api/v1/admin/advertisements/:id/approve': 'role:moderator',
  'POST /api/v1/admin/advertisements/:id/reject': 'role:moderator',
  'POST /api/v1/admin/advertisements/:id/payments': 'role:admin',
  // Newsletter: subscribing, confirming and unsubscribing need no account; counts and issues are
  // the back office's, writing and sending admins' only.
  'POST /api/v1/newsletter/subscribe': 'public',
  'POST /api/v1/newsletter/confirm': 'public',
  'POST /api/v1/newsletter/unsubscribe': 'public',
  // Saved searches: another member's answers 404 (tested in modules/alerts); the alert mails'
  // unsubscribe link works without login, its signed token being the authorisation.
  'GET /api/v1/saved-searches': 'user',
  'POST /api/v1/saved-searches': 'user',
  'PATCH /api/v1/saved-searches/:id': 'user',
  'DELETE /api/v1/saved-searches/:id': 'user',
  'POST /api/v1/saved-searches/:id/open': 'user',
  'POST /api/v1/saved-searches/unsubscribe': 'public',
  'GET /api/v1/listings/:id/price-history': 'public',
  'GET /api/v1/admin/newsletter/stats': 'role:moderator',
  'GET /api/v1/admin/newsletter/issues': 'role:moderator',
  'POST /api/v1/admin/newsletter/issues': 'role:admin',
  'POST /api/v1/admin/newsletter/issues/:id/send': 'role:admin',
  'POST /api/v1/contact': 'public',
  'GET /api/v1/admin/contact/threads': 'role:moderator',
  'GET /api/v1/admin/contact/threads/:id': 'role:moderator',
  'POST /api/v1/admin/contact/threads/:id/reply': 'role:moderator',
  'POST /api/v1/admin/contact/threads/:id/state': 'role:moderator',
  // Join requests: sending needs a verified email (a 403 for others, tested with the area); a
  // file answers its sender and staff, anyone else 404 (tested in modules/join-requests).
  'POST /api/v1/join-requests': 'user',
  'GET /api/v1/user/join-requests': 'user',
  'GET /api/v1/join-requests/:id/files/:fileId': 'user',
  'GET /api/v1/admin/join-requests': 'role:moderator',
  'GET /api/v1/admin/join-requests/:id': 'role:moderator',
  'POST /api/v1/admin/join-requests/:id/status': 'role:moderator',
  // Sellers: the seller page and a business's phone are public; the owner edits only their own
  // business (tested in modules/sellers); staff verify registry numbers.
  'GET /api/v1/sellers/:username': 'public',
  'POST /api/v1/sellers/:username/phone': 'public',
  'GET /api/v1/user/business': 'user',
  'PUT /api/v1/user/business': 'user',
  'DELETE /api/v1/user/business': 'user',
  'POST /api/v1/user/business/logo': 'user',
  'GET /api/v1/admin/businesses': 'role:moderator',
  'POST /api/v1/admin/businesses/:userId/verification': 'role:moderator',
  // Survey: answering needs no account; moderators read the results, admins export them (they
  // carry names) and manage the questions.
  'GET /api/v1/survey': 'public',
  'POST /api/v1/survey/responses': 'public',
  'GET /api/v1/admin/survey/results': 'role:moderator',
  'GET /api/v1/admin/survey/questions/:id/answers': 'role:moderator',
  'GET /api/v1/admin/survey/export': 'role:admin',
  'GET /api/v1/admin/survey/questions': 'role:moderator',
  'POST /api/v1/admin/survey/questions': 'role:admin',
  'PUT /api/v1/admin/survey/questions/order': 'role:admin',
  'PUT /api/v1/admin/survey/questions/:id': 'role:admin',
  'DELETE /api/v1/admin/survey/questions/:id': 'role:admin',
  // The CMS: public reads; in the back office moderators read and preview, admins write.
  'GET /api/v1/content/:kind': 'public',
  'GET /api/v1/content/:kind/:ref': 'public',
  'GET /api/v1/content/files/:file': 'public',
  'GET /api/v1/content/items/:id/download': 'public',
  'GET /api/v1/admin/content/:kind': 'role:moderator',
  'POST /api/v1/admin/content/:kind': 'role:admin',
  'PUT /api/v1/admin/content/:kind/order': 'role:admin',
  'GET /api/v1/admin/content/items/:id': 'role:moderator',
  'PUT /api/v1/admin/content/items/:id': 'role:admin',
  'DELETE /api/v1/admin/content/items/:id': 'role:admin',
  'POST /api/v1/admin/content/files': 'role:admin',
  'POST /api/v1/admin/content/preview': 'role:moderator',
  // Notifications: each member's own (another's is a 404, tested in modules/notifications); the
  // VAPID public key is public (a browser needs it before subscribing).
  'GET /api/v1/notifications': 'user',
  'GET /api/v1/notifications/unread': 'user',
  'POST /api/v1/notifications/:id/read': 'user',
  'POST /api/v1/notifications/read-all': 'user',
  'GET /api/v1/notifications/preferences': 'user',
  'PUT /api/v1/notifications/preferences': 'user',
  'GET /api/v1/notifications/push': 'public',
  'POST /api/v1/notifications/push/subscriptions': 'user',
  'POST /api/v1/notifications/push/unsubscribe': 'user',
  // The live stream of each member's account: notifications and conversations.
  'GET /api/v1/events': 'user',
  // The home page and the site-wide search: public.
  'GET /api/v1/home': 'public',
  'GET /api/v1/search': 'public',
  // Appointments: anyone sees the free slots; members book, list and cancel their own; the
  // agenda and its actions are staff's (moderators and admins).
  'GET /api/v1/appointments/availability': 'public',
  'POST /api/v1/appointments': 'user',
  'GET /api/v1/user/appointments': 'user',
  'POST /api/v1/appointments/:id/cancel': 'user',
  'GET /api/v1/admin/appointments': 'role:moderator',
  'POST /api/v1/admin/appointments/:id/confirm': 'role:moderator',
  'POST /api/v1/admin/appointments/:id/reschedule': 'role:moderator',
  'POST /api/v1/admin/appointments/:id/cancel': 'role:moderator',
  'POST /api/v1/admin/appointments/:id/done': 'role:moderator',
  'GET /api/v1/advertisements/served': 'public',
  'GET /api/v1/advertisements/:id': 'public',
  'POST /api/v1/advertisements/:id/impressions': 'public',
  'GET /api/v1/advertisements/:id/click': 'public',
  'GET /api/v1/user/advertisements/:id/stats': 'user',
  'GET /api/v1/admin/advertisements/stats': 'role:moderator',
  'GET /api/v1/admin/advertisements/:id/stats': 'role:moderator',
  // Advertisements, the advertiser's side: anyone sees the offer, the prices and the free days;
  // ordering and one's orders need a verified address (403 otherwise, tested with the area);
  // another member's order or document answers 404 (tested in modules/advertisements).
  'GET /api/v1/advertisements/offer': 'public',
  'GET /api/v1/advertisements/quote': 'public',
  'GET /api/v1/advertisements/availability': 'public',
  'POST /api/v1/advertisements': 'user',
  'GET /api/v1/user/advertisements': 'user',
  'GET /api/v1/user/advertisements/:id': 'user',
  'POST /api/v1/user/advertisements/:id/cancel': 'user',
  'POST /api/v1/user/advertisements/:id/payment-proofs': 'user',
  'GET /api/v1/advertisements/:id/documents/:fileId': 'user',
  'GET /api/v1/media/ads/:file': 'public',
  // Messages: writing needs a verified email; a conversation of others answers 404 (tested in
  // modules/messages); staff read a reported one only while its report is open.
  'POST /api/v1/listings/:id/conversations': 'user',
  'GET /api/v1/conversations': 'user',
  'GET /api/v1/conversations/unread': 'user',
  'GET /api/v1/conversations/:id': 'user',
  'POST /api/v1/conversations/:id/messages': 'user',
  'POST /api/v1/conversations/:id/photos': 'user',
  'GET /api/v1/conversations/:id/messages/:messageId/photo': 'user',
  'POST /api/v1/conversations/:id/read': 'user',
  'POST /api/v1/conversations/:id/block': 'user',
  'DELETE /api/v1/conversations/:id/block': 'user',
  'POST /api/v1/conversations/:id/report': 'user',
  // Staff read a reported or flagged conversation (audited); its item is in the reports queue.
  'GET /api/v1/admin/conversations/:id': 'role:moderator',
};

const ROLE_RULES: Rule[] = ['role:moderator', 'role:admin'];

/** A concrete URL for a route pattern. */
function concrete(url: string): string {
  return url
    .replace(':platform', 'sales')
    .replace(':file', `${'a'.repeat(32)}.webp`)
    .replace(/:(\w+)/g, '1');
}

describe('access matrix', () => {
  let t: TestApp;
  let token: string;
  let moderatorToken: string;
  let adminToken: string;
  let routes: { method: string; url: string }[];

  beforeAll(async () => {
    // Its own client address per run, so the per-IP limits of other files do not interfere.
    t = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/v1/'));
    const user = await createUser(t.testDb.database.db);
    token = await login(t.app, user);
    moderatorToken = await login(t.app, await createUser(t.testDb.database.db, { role: 'moderator' }));
    adminToken = await login(t.app, await createUser(t.testDb.database.db, { role: 'admin' }));
  });

  /** Calls every route of the given rules as the holder of `token`, from its own address. */
  async function callEach(rules: Rule[], callerToken: string, ip: string) {
    const calls = Object.entries(ACCESS).filter(([, rule]) => rules.includes(rule));
    const answers: [string, number][] = [];
    for (const [key] of calls) {
      const [method, url] = key.split(' ') as [string, string];
      const res = await api(t.app, {
        method: method as 'GET',
        url: concrete(url),
        token: callerToken,
        headers: { 'x-forwarded-for': ip },
      });
      answers.push([key, res.statusCode]);
    }
    return answers;
  }
  afterAll(async () => {
    await t.close();
  });

  it('has a rule for every API route, and no rule for a route that is gone', () => {
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    expect(keys.filter((k) => !(k in ACCESS))).toEqual([]);
    expect(Object.keys(ACCESS).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('refuses visitors on every signed-in route with 401, and never on public ones', async () => {
    for (const { method, url } of routes) {
      const rule = ACCESS[`${method} ${url}`];
      const res = await api(t.app, {
        method: method as 'GET',
        url: concrete(url),
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
      if (rule === 'public') expect([401, 403], `${method} ${url}`).not.toContain(res.statusCode);
      else expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lets a signed-in user through, but asks a fresh password confirmation before sensitive changes (423)', async () => {
    const me = await api(t.app, { url: '/api/v1/user/me', token });
    expect(me.statusCode).toBe(200);
    const sensitive = Object.entries(ACCESS).filter(([, rule]) => rule === 'recent-password');
    expect(sensitive.length).toBeGreaterThan(0);
    for (const [key] of sensitive) {
      const [method, url] = key.split(' ') as [string, string];
      const res = await api(t.app, {
        method: method as 'GET',
        url: concrete(url),
        token,
        headers: { 'x-forwarded-for': '198.51.100.8' },
      });
      expect(res.statusCode, key).toBe(423);
    }
  });

  it('refuses a signed-in user on every back-office route with 403', async () => {
    const answers = await callEach(ROLE_RULES, token, '198.51.100.9');
    expect(answers.length).toBeGreaterThan(0);
    for (const [key, status] of answers) expect(status, key).toBe(403);
  });

  it('lets moderators into the back office but not into its admin-only parts', async () => {
    for (const [key, status] of await callEach(['role:moderator'], moderatorToken, '198.51.100.10')) {
      expect([401, 403], key).not.toContain(status);
    }
    for (const [key, status] of await callEach(['role:admin'], moderatorToken, '198.51.100.10')) {
      expect(status, key).toBe(403);
    }
  });

  it('lets admins into every back-office route', async () => {
    for (const [key, status] of await callEach(ROLE_RULES, adminToken, '198.51.100.11')) {
      expect([401, 403], key).not.toContain(status);
    }
  });
});
