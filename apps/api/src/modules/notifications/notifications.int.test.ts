import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pushSubscriptions } from '../../db/schema/index';
import { signIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { latestMail, mailsTo } from '../../../test/mail';
import { api, createUser } from '../../../test/session';
import {
  createListing,
  expireListings,
  firstBranch,
  insertListing,
  listingBody,
  type Branch,
} from '../listings/testing';
import { fileReport, publishedListing } from '../trust/testing';
import { listingBodySchema } from '@portal/contract/listings';
import os from 'node:os';
import { createLocalStorage } from '../../platform/storage';
import { notify } from './service';
import { sendPushes } from './send-pushes';

type Locale = 'ar' | 'fr' | 'en';

/** The notification center's endpoints, the decisions that feed it, and web push. */
describe('notifications', () => {
  let t: TestApp;
  let branch: Branch;
  let moderatorToken: string;
  const vapid = webPush.generateVAPIDKeys();
  const db = () => t.testDb.database.db;

  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:ops@portal.example',
      },
    });
    branch = await firstBranch(db(), 'announcements');
    const moderator = await createUser(db(), { role: 'moderator' });
    moderatorToken = (await signIn(db(), moderator.id)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const member = async (overrides: { locale?: Locale; firstName?: string } = {}) => {
    const user = await createUser(db(), overrides);
    return { ...user, token: (await signIn(db(), user.id)).token };
  };
  const call = (token: string, url: string, method: 'GET' | 'POST' | 'PUT' = 'GET', body?: unknown) =>
    api(t.app, { url: `/api/v1${url}`, method, token, ...(body !== undefined ? { body } : {}) });
  const feed = async (token: string, query = '') => {
    const res = await call(token, `/notifications${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      data: { id: number; kind: string; params: Record<string, unknown>; link: string; read: boolean }[];
      meta: { total: number; last_page: number };
      unread: number;
    };
  };
  const pendingListing = async (userId: number, title: string) => {
    const input = listingBodySchema.parse(listingBody(branch, { title }));
    return createListing({ db: db(), storage: createLocalStorage(os.tmpdir()) }, userId, input);
  };

  describe('the center', () => {
    it('lists the member’s notifications newest first, in pages, with the unread count', async () => {
      const me = await member();
      for (const n of [1, 2, 3]) {
        await notify(db(), {
          userId: me.id,
          kind: 'alert_match',
          params: { search: 'golf', count: n },
          link: '/search',
        });
      }
      const first = await feed(me.token, '?per_page=2');
      expect(first.data.map((n) => n.params.count)).toEqual([3, 2]);
      expect(first.meta).toMatchObject({ total: 3, last_page: 2 });
      expect(first.unread).toBe(3);
      const second = await feed(me.token, '?per_page=2&page=2');
      expect(second.data.map((n) => n.params.count)).toEqual([1]);
      expect((await call(me.token, '/notifications/unread')).json()).toEqual({ unread: 3 });
    });

    it('marks one read, then all, and the count follows', async () => {
      const me = await member();
      const ids: (number | null)[] = [];
      for (const title of ['A', 'B']) {
        ids.push(
          await notify(db(), {
            userId: me.id,
            kind: 'listing_expired',
            params: { title },
            link: '/profile/products',
          }),
        );
      }
      const one = await call(me.token, `/notifications/${ids[0]}/read`, 'POST');
      expect(one.statusCode, one.body).toBe(200);
      expect(one.json()).toEqual({ unread: 1 });
      // Again is harmless.
      expect((await call(me.token, `/notifications/${ids[0]}/read`, 'POST')).json()).toEqual({ unread: 1 });
      const listed = await feed(me.token);
      expect(listed.data.find((n) => n.id === ids[0])?.read).toBe(true);
      expect((await call(me.token, '/notifications/read-all', 'POST')).json()).toEqual({ unread: 0 });
    });

    it('shows and marks only the owner’s notifications', async () => {
      const owner = await member();
      const other = await member();
      const id = await notify(db(), {
        userId: owner.id,
        kind: 'message',
        params: { sender: 'A', title: 'B' },
        link: '/profile/messages',
      });
      expect((await feed(other.token)).data).toEqual([]);
      const res = await call(other.token, `/notifications/${id}/read`, 'POST');
      expect(res.statusCode).toBe(404);
      await call(other.token, '/notifications/read-all', 'POST');
      expect((await feed(owner.token)).unread).toBe(1);
      // Visitors get nothing.
      expect((await api(t.app, { url: '/api/v1/notifications' })).statusCode).toBe(401);
      expect((await api(t.app, { url: '/api/v1/notifications/unread' })).statusCode).toBe(401);
    });

    it('answers a bad page or id with a localized 4xx', async () => {
      const me = await member();
      const page = await api(t.app, {
        url: '/api/v1/notifications?page=zero',
        token: me.token,
        locale: 'fr',
      });
      expect(page.statusCode).toBe(422);
      expect((await call(me.token, '/notifications/abc/read', 'POST')).statusCode).toBe(422);
    });
  });

  describe('preferences', () => {
    it('gives every kind with its default, saves a choice, and refuses unknown kinds and channels', async () => {
      const me = await member();
      const initial = (await call(me.token, '/notifications/preferences')).json().preferences;
      expect(initial).toHaveLength(8);
      expect(initial).toContainEqual({ kind: 'listing_approved', channel: 'mail' });
      const saved = await call(me.token, '/notifications/preferences', 'PUT', {
        preferences: [{ kind: 'listing_approved', channel: 'off' }],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().preferences).toContainEqual({ kind: 'listing_approved', channel: 'off' });
      expect((await call(me.token, '/notifications/preferences')).json().preferences).toContainEqual({
        kind: 'listing_approved',
        channel: 'off',
      });
      for (const preferences of [
        [{ kind: 'birthday', channel: 'mail' }],
        [{ kind: 'message', channel: 'sms' }],
        [
          { kind: 'message', channel: 'mail' },
          { kind: 'message', channel: 'off' },
        ],
        [],
      ]) {
        const res = await call(me.token, '/notifications/preferences', 'PUT', { preferences });
        expect(res.statusCode, JSON.stringify(preferences)).toBe(422);
      }
    });
  });

  describe('listing decisions and reports', () => {
    it('an approval and a rejection reach the author’s feed; the mail follows the preference', async () => {
      const author = await member({ locale: 'fr', firstName: 'Nadia' });
      const approved = await pendingListing(author.id, 'Vélo de course');
      const res = await call(moderatorToken, `/admin/listings/${approved.id}/approve`, 'POST');
      expect(res.statusCode, res.body).toBe(200);
      const rejected = await pendingListing(author.id, 'Vélo cassé');
      const rej = await call(moderatorToken, `/admin/listings/${rejected.id}/reject`, 'POST', {
        reason_text: 'Les photos sont floues.',
      });
      expect(rej.statusCode, rej.body).toBe(200);
      const { data, unread } = await feed(author.token);
      expect(unread).toBe(2);
      expect(data[0]).toMatchObject({
        kind: 'listing_rejected',
        params: { title: 'Vélo cassé', reason: 'Les photos sont floues.' },
        link: '/profile/announcements',
        read: false,
      });
      expect(data[1]).toMatchObject({
        kind: 'listing_approved',
        params: { title: 'Vélo de course' },
        link: `/announcements/show/${approved.slug}`,
      });
      expect((await mailsTo(db(), author.email)).map((m) => m.template)).toEqual([
        'listing_approved',
        'listing_rejected',
      ]);
    });

    it('a kind turned off records nothing and sends no mail; in-app only keeps the mail back', async () => {
      const author = await member();
      await call(author.token, '/notifications/preferences', 'PUT', {
        preferences: [
          { kind: 'listing_approved', channel: 'off' },
          { kind: 'listing_rejected', channel: 'in_app' },
        ],
      });
      const a = await pendingListing(author.id, 'Table en chêne');
      await call(moderatorToken, `/admin/listings/${a.id}/approve`, 'POST');
      const b = await pendingListing(author.id, 'Chaise bancale');
      await call(moderatorToken, `/admin/listings/${b.id}/reject`, 'POST', {
        reason_text: 'Hors sujet ici.',
      });
      const { data } = await feed(author.token);
      expect(data.map((n) => n.kind)).toEqual(['listing_rejected']);
      expect(await mailsTo(db(), author.email)).toEqual([]);
    });

    it('the expiry job notifies the owner', async () => {
      const owner = await member();
      await insertListing(db(), {
        userId: owner.id,
        title: 'Appartement F2',
        categoryId: branch.category,
        expired: true,
      });
      await expireListings({ db: db(), enqueueMail: t.app.mail.enqueue, notifyMail: t.app.mail.notify });
      const { data } = await feed(owner.token);
      expect(data[0]).toMatchObject({
        kind: 'listing_expired',
        params: { title: 'Appartement F2' },
        link: '/profile/products',
      });
    });

    it('the reporters learn the outcome of their report, by mail too when they chose it', async () => {
      const author = await member();
      const listing = await publishedListing(db(), branch, author.id, { title: 'Téléphone douteux' });
      const reporter = await member({ locale: 'ar' });
      const mailing = await member();
      await call(mailing.token, '/notifications/preferences', 'PUT', {
        preferences: [{ kind: 'report_outcome', channel: 'mail' }],
      });
      await fileReport(db(), listing.id, reporter.id);
      await fileReport(db(), listing.id, mailing.id);
      const res = await call(moderatorToken, `/admin/reports/${listing.id}/dismiss`, 'POST');
      expect(res.statusCode, res.body).toBe(200);
      for (const who of [reporter, mailing]) {
        expect((await feed(who.token)).data[0]).toMatchObject({
          kind: 'report_outcome',
          params: { title: 'Téléphone douteux', outcome: 'dismissed' },
        });
      }
      expect(await mailsTo(db(), reporter.email)).toEqual([]);
      const mail = await latestMail(db(), mailing.email, 'notification');
      expect(mail?.text).toContain('Téléphone douteux');
      expect(mail?.text).toContain(`/announcements/show/${listing.slug}`);
    });
  });

  describe('web push', () => {
    /** A push service on this machine: it records what it receives and answers `status`. */
    let pushService: Server;
    let pushUrl: string;
    let status = 201;
    const received: { url: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
    beforeAll(async () => {
      pushService = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          received.push({ url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
          res.writeHead(status).end();
        });
      });
      await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
      pushUrl = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise((resolve) => pushService.close(resolve));
    });

    /** A browser's keys: the push is encrypted for them (RFC 8291). */
    const browserKeys = () => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return { ecdh, p256dh: ecdh.getPublicKey('base64url'), authSecret: randomBytes(16) };
    };
    /** Decrypts an aes128gcm body (RFC 8188) as the browser would. */
    const decrypt = (body: Buffer, keys: ReturnType<typeof browserKeys>) => {
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const serverKey = body.subarray(21, 21 + idLength);
      const cipher = body.subarray(21 + idLength);
      const shared = keys.ecdh.computeSecret(serverKey);
      const info = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverKey]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, keys.authSecret, info, 32));
      const cek = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
      );
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(cipher.subarray(cipher.length - 16));
      const plain = Buffer.concat([
        decipher.update(cipher.subarray(0, cipher.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 2 and its padding.
      return JSON.parse(plain.subarray(0, plain.lastIndexOf(2)).toString('utf8')) as Record<string, string>;
    };

    it('gives the public key and keeps a browser’s subscription (https push services only)', async () => {
      const me = await member();
      expect((await api(t.app, { url: '/api/v1/notifications/push' })).json()).toEqual({
        public_key: vapid.publicKey,
      });
      const keys = browserKeys();
      const body = {
        endpoint: 'https://push.example.test/send/abc',
        expirationTime: null,
        keys: { p256dh: keys.p256dh, auth: keys.authSecret.toString('base64url') },
      };
      expect((await call(me.token, '/notifications/push/subscriptions', 'POST', body)).statusCode).toBe(204);
      const rows = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, me.id));
      expect(rows.map((r) => r.endpoint)).toEqual([body.endpoint]);
      const plain = { ...body, endpoint: 'http://push.example.test/send/abc' };
      expect((await call(me.token, '/notifications/push/subscriptions', 'POST', plain)).statusCode).toBe(422);
      const removed = await call(me.token, '/notifications/push/unsubscribe', 'POST', {
        endpoint: body.endpoint,
      });
      expect(removed.statusCode).toBe(204);
      expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, me.id))).toEqual(
        [],
      );
    });

    it('delivers the sentence, encrypted and signed, in the member’s language; a 410 removes the subscription', async () => {
      const me = await member({ locale: 'fr' });
      const keys = browserKeys();
      await db()
        .insert(pushSubscriptions)
        .values({
          userId: me.id,
          endpoint: `${pushUrl}/send/${me.id}`,
          p256dh: keys.p256dh,
          auth: keys.authSecret.toString('base64url'),
        });
      const id = await notify(db(), {
        userId: me.id,
        kind: 'listing_approved',
        params: { title: 'Golf 7' },
        link: '/sales/show/golf-7',
      });
      status = 201;
      const deps = { db: db(), push: t.config.push! };
      expect(await sendPushes(deps)).toEqual({ sent: 1, removed: 0 });
      const push = received.find((r) => r.url === `/send/${me.id}`)!;
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(push.headers.authorization).toMatch(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
      );
      expect(push.body.toString('utf8')).not.toContain('Golf');
      expect(decrypt(push.body, keys)).toEqual({
        title: 'Nouvelle notification',
        body: 'Votre annonce « \u2068Golf 7\u2069 » est approuvée et publiée.',
        link: '/sales/show/golf-7',
        tag: `notification-${id}`,
        lang: 'fr',
        dir: 'ltr',
      });
      // Sent once: the queue is empty now.
      expect(await sendPushes(deps)).toEqual({ sent: 0, removed: 0 });
      const [row] = await db().select().from(notifications).where(eq(notifications.id, id!));
      expect(row?.pushPending).toBe(false);

      // The browser unsubscribed: the push service answers 410 Gone.
      status = 410;
      await notify(db(), {
        userId: me.id,
        kind: 'listing_expired',
        params: { title: 'Golf 7' },
        link: '/profile/products',
      });
      expect(await sendPushes(deps)).toEqual({ sent: 0, removed: 1 });
      expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, me.id))).toEqual(
        [],
      );
    });
  });
});
