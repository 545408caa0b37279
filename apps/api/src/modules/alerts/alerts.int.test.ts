import type { PGlite } from '@electric-sql/pglite';
import { and, eq } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setPasswordConfirmed, signIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { mailsTo } from '../../../test/mail';
import { api, createUser, type TestUser } from '../../../test/session';
import { testDatabaseKind } from '../../../test/test-database';
import { openDatabase, type Database } from '../../db/client';
import * as schema from '../../db/schema/index';
import { notifications, savedSearches } from '../../db/schema/index';
import { getOrCreateSecret } from '../../platform/app-secrets';
import { databaseJobStore, startJobRunner } from '../../platform/jobs/runner';
import { enqueueMail } from '../../platform/mail/enqueue-mail';
import { approve, firstBranch, listingBody, postListing, type Branch } from '../listings/testing';
import type { AlertsDeps } from './deps';
import { alertJobs } from './jobs';
import { matchAlerts, matchNewListings } from './match-alerts';
import { sendDigests } from './digests';

const silent = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const never = new AbortController().signal;

interface Account extends TestUser {
  token: string;
}

/**
 * Saved searches and their alerts on both databases: only the owner sees and changes theirs;
 * new listings are matched with the site's own search (Arabic, French and Arabizi spellings of
 * one word); immediate alerts, digests sent once by two job runners, never a listing twice;
 * the unsubscribe link without login; price history and drops told to the listing's watchers.
 */
describe('alerts: saved searches, alerts, price history', () => {
  let t: TestApp;
  let branch: Branch;
  let secret: string;
  let poster: Account;
  let moderator: Account;
  const db = () => t.testDb.database.db;

  const depsOn = (database: Database): AlertsDeps => ({
    db: database.db,
    enqueueMail: (tx, mail) => enqueueMail(tx, mail, { publicUrl: t.config.publicUrl }),
    notifyMail: () => undefined,
    unsubscribeSecret: secret,
  });
  const deps = () => depsOn(t.testDb.database);

  async function account(overrides: Parameters<typeof createUser>[1] = {}): Promise<Account> {
    const user = await createUser(db(), overrides);
    return { ...user, token: (await signIn(db(), user.id)).token };
  }

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    who?: Account,
    body?: unknown,
  ) => api(t.app, { method, url, ...(who ? { token: who.token } : {}), ...(body ? { body } : {}) });

  async function save(who: Account, query: Record<string, string>, frequency = 'immediately') {
    const res = await call('POST', '/api/v1/saved-searches', who, { query, frequency });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; name: string; new_count: number };
  }

  /** A listing posted by `poster` and approved now. */
  async function listing(title: string, overrides: Record<string, unknown> = {}) {
    const res = await postListing(t.app, poster.token, listingBody(branch, { title, ...overrides }));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().listing as { id: number; slug: string };
    await approve(db(), created.id);
    return created;
  }

  const alertMails = async (who: Account) =>
    (await mailsTo(db(), who.email)).filter((m) => m.template === 'alert_matches');

  const listOf = async (who: Account) => {
    const res = await call('GET', '/api/v1/saved-searches', who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; new_count: number; frequency: string; name: string }[];
  };

  beforeAll(async () => {
    t = await buildTestApp();
    branch = await firstBranch(db(), 'announcements');
    secret = await getOrCreateSecret(db(), 'alerts-unsubscribe');
    poster = await account();
    moderator = await account({ role: 'moderator' });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('saved searches belong to their owner', () => {
    it('saves the words and filters, lists them with names, renames, changes alerts and deletes', async () => {
      const owner = await account({ locale: 'fr' });
      const saved = await save(owner, { platform: 'announcements', q: 'Cours', region_id: '16' }, 'daily');
      expect(saved.name).toBe('Cours');
      const [listed] = await listOf(owner);
      expect(listed).toMatchObject({
        id: saved.id,
        frequency: 'daily',
        new_count: 0,
        query: { platform: 'announcements', q: 'Cours', region_id: '16' },
      });
      expect((listed as unknown as { names: { region: string | null } }).names.region).toBeTruthy();

      const renamed = await call('PATCH', `/api/v1/saved-searches/${saved.id}`, owner, {
        name: 'Maths',
        frequency: 'weekly',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({ name: 'Maths', frequency: 'weekly' });
      // The owner's data export holds them.
      const exported = JSON.parse((await call('GET', '/api/v1/user/export', owner)).body);
      expect(exported.saved_searches).toMatchObject([
        { name: 'Maths', frequency: 'weekly', query: { q: 'Cours' } },
      ]);
      expect((await call('DELETE', `/api/v1/saved-searches/${saved.id}`, owner)).statusCode).toBe(204);
      expect(await listOf(owner)).toEqual([]);
    });

    it("answers 404 for another member's saved search, 401 without a session", async () => {
      const owner = await account();
      const stranger = await account();
      const saved = await save(owner, { q: 'velo' });
      expect(await listOf(stranger)).toEqual([]);
      const paths = [
        ['PATCH', `/api/v1/saved-searches/${saved.id}`, { name: 'Mine now' }],
        ['DELETE', `/api/v1/saved-searches/${saved.id}`, undefined],
        ['POST', `/api/v1/saved-searches/${saved.id}/open`, undefined],
      ] as const;
      for (const [method, url, body] of paths) {
        expect((await call(method, url, stranger, body)).statusCode, `${method} ${url}`).toBe(404);
        expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      }
      expect((await call('GET', '/api/v1/saved-searches')).statusCode).toBe(401);
      expect((await call('POST', '/api/v1/saved-searches', undefined, { query: {} })).statusCode).toBe(401);
      const [still] = await listOf(owner);
      expect(still).toMatchObject({ id: saved.id, name: 'velo' });
    });

    it('deletes them with the account', async () => {
      const user = await createUser(db());
      const session = await signIn(db(), user.id);
      await setPasswordConfirmed(db(), session.id);
      const member = { ...user, token: session.token };
      await save(member, { q: 'moto' });
      const res = await call('DELETE', '/api/v1/user', member, { confirm: true });
      expect(res.statusCode, res.body).toBe(200);
      expect(await db().select().from(savedSearches).where(eq(savedSearches.userId, user.id))).toEqual([]);
    });

    it("refuses filters the search does not know, with the search's own rules (422)", async () => {
      const owner = await account();
      for (const query of [{ colour: 'red' }, { category_id: 'abc' }, { platform: 'boats' }, { page: '2' }]) {
        const res = await call('POST', '/api/v1/saved-searches', owner, { query });
        expect(res.statusCode, JSON.stringify(query)).toBe(422);
      }
      const badFrequency = await call('POST', '/api/v1/saved-searches', owner, {
        query: { q: 'x' },
        frequency: 'hourly',
      });
      expect(badFrequency.statusCode).toBe(422);
    });
  });

  describe('matching new listings with the site search', () => {
    it('alerts "sayara", "سيارة" and "voiture" on one Arabic listing, once, and counts it as new', async () => {
      const arabizi = await account({ locale: 'ar' });
      const arabic = await account({ locale: 'fr' });
      const french = await account({ locale: 'fr' });
      const otherPlatform = await account();
      const sayara = await save(arabizi, { q: 'sayara' });
      await save(arabic, { q: 'سيارة' });
      await save(french, { q: 'voiture', platform: 'announcements' });
      await save(otherPlatform, { q: 'sayara', platform: 'sales' });
      // The poster's own search never alerts them of their own listing.
      await save(poster, { q: 'سيارة' });

      const car = await listing('سيارة رونو كليو للبيع');
      await listing('Téléphone Samsung Galaxy');
      const first = await matchAlerts(deps(), { signal: never });
      expect(first.sent).toBeGreaterThanOrEqual(3);

      for (const who of [arabizi, arabic, french]) {
        const mails = await alertMails(who);
        expect(mails, who.email).toHaveLength(1);
        expect(mails[0]!.text).toContain('سيارة رونو كليو للبيع');
        expect(mails[0]!.text).not.toContain('Samsung');
        // The card's photo and link are absolute addresses of this site.
        expect(mails[0]!.html).toContain(`${t.config.publicUrl.replace(/\/$/, '')}/announcements/show/`);
        expect(mails[0]!.text).toContain('/alerts/unsubscribe?token=');
      }
      expect((await alertMails(arabizi))[0]!.locale).toBe('ar');
      expect((await alertMails(french))[0]!.subject).toMatch(/annonce/);
      expect(await alertMails(otherPlatform)).toHaveLength(0);
      expect(await alertMails(poster)).toHaveLength(0);

      // In-app too: the notification names the saved search and leads to the listing.
      const [note] = await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, arabizi.id), eq(notifications.kind, 'alert_match')));
      expect(note).toMatchObject({ params: { search: 'sayara', count: 1 } });
      expect(note!.link).toBe(`/announcements/show/${encodeURIComponent(car.slug)}`);

      // Run again, and again with the same listing approved anew: nothing is sent twice.
      await matchAlerts(deps(), { signal: never });
      await approve(db(), car.id);
      await matchAlerts(deps(), { signal: never });
      for (const who of [arabizi, arabic, french]) expect(await alertMails(who)).toHaveLength(1);

      expect((await listOf(arabizi))[0]!.new_count).toBe(1);
      const opened = await call('POST', `/api/v1/saved-searches/${sayara.id}/open`, arabizi);
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json().new_count).toBe(0);
      expect((await listOf(arabizi))[0]!.new_count).toBe(0);
    });

    it('counts but never mails a saved search whose alerts are off, nor listings older than it', async () => {
      const quiet = await account();
      await listing('Tapis berbère ancien');
      const saved = await save(quiet, { q: 'tapis' }, 'off');
      await listing('Tapis berbère fait main');
      await matchAlerts(deps(), { signal: never });
      expect(await alertMails(quiet)).toHaveLength(0);
      expect((await listOf(quiet)).find((s) => s.id === saved.id)!.new_count).toBe(1);
    });
  });

  describe('matching each distinct search once', () => {
    /** The app's database as a counting Db: every statement sent through it is counted. */
    function countingDb(): { db: Database['db']; statements: () => number } {
      let statements = 0;
      const logger = { logQuery: () => void (statements += 1) };
      const client = (db() as unknown as { $client: never }).$client;
      const counted =
        testDatabaseKind() === 'postgres'
          ? drizzleNodePg(client as pg.Pool, { schema, logger })
          : drizzlePglite(client as PGlite, { schema, logger });
      return { db: counted as unknown as Database['db'], statements: () => statements };
    }

    it('runs a search saved by many members once per batch of listings, and alerts every one of them', async () => {
      // Nothing else waits to be matched: each pass below has one new listing.
      await matchAlerts(deps(), { signal: never });
      const first = await account();
      await save(first, { q: 'Samovar', platform: 'announcements' });
      await listing('Samovar en cuivre');
      const one = countingDb();
      expect((await matchNewListings({ db: one.db }, never)).matched).toBe(1);

      // Eleven more members save the same words and filters (spelled their own way).
      const others: Account[] = [];
      for (let i = 0; i < 11; i += 1) {
        const member = await account();
        await save(member, { platform: 'announcements', q: i % 2 ? ' samovar ' : 'SAMOVAR' });
        others.push(member);
      }
      await listing('Samovar ancien de Tlemcen');
      const twelve = countingDb();
      expect((await matchNewListings({ db: twelve.db }, never)).matched).toBe(12);
      // The same statements as for one member: the search ran once, the twelve matches were
      // recorded together.
      expect(twelve.statements()).toBe(one.statements());

      await matchAlerts(deps(), { signal: never });
      for (const member of others) {
        const mails = await alertMails(member);
        expect(mails, member.email).toHaveLength(1);
        expect(mails[0]!.text).toContain('Samovar ancien de Tlemcen');
      }
      const firstMails = (await alertMails(first)).map((m) => m.text).join('\n');
      expect(firstMails).toContain('Samovar en cuivre');
      expect(firstMails).toContain('Samovar ancien de Tlemcen');
      // Exactly once: another pass sends nothing more.
      await matchAlerts(deps(), { signal: never });
      for (const member of others) expect(await alertMails(member)).toHaveLength(1);
    });
  });

  describe('digests', () => {
    it('two job runners (two API processes) send one daily digest with every new match, once', async () => {
      const reader = await account({ locale: 'fr' });
      const saved = await save(reader, { q: 'guitare' }, 'daily');
      // Saved two days ago: the last digest time (today's or yesterday's hour) came after it.
      await db()
        .update(savedSearches)
        .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
        .where(eq(savedSearches.id, saved.id));
      await listing('Guitare acoustique Yamaha');
      await listing('Guitare électrique Fender');
      await matchAlerts(deps(), { signal: never });
      expect(await alertMails(reader)).toHaveLength(0);

      const second: Database =
        testDatabaseKind() === 'postgres'
          ? await openDatabase({ kind: 'postgres', url: t.testDb.url as string })
          : t.testDb.database;
      try {
        const runners = [t.testDb.database, second].map((database) =>
          startJobRunner({
            store: databaseJobStore(database.db),
            jobs: alertJobs(depsOn(database), { matchIntervalMs: t.config.matchAlertsIntervalMs }),
            log: silent,
            poll: false,
          }),
        );
        await Promise.all(runners.map((r) => r.runDue()));
        await Promise.all(runners.map((r) => r.stop()));
        // Past the runners' claim, the digest's own claim holds too: a direct run sends nothing more.
        await Promise.all([
          sendDigests(deps(), { signal: never }),
          sendDigests(depsOn(second), { signal: never }),
        ]);
      } finally {
        if (second !== t.testDb.database) await second.close();
      }
      const mails = await alertMails(reader);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toMatch(/récapitulatif du jour/);
      expect(mails[0]!.text).toContain('Guitare acoustique Yamaha');
      expect(mails[0]!.text).toContain('Guitare électrique Fender');
    });
  });

  describe('unsubscribe link', () => {
    it("turns the saved search's alerts off without login; a forged token is refused", async () => {
      const reader = await account({ locale: 'ar' });
      const saved = await save(reader, { q: 'bicyclette' });
      await listing('Bicyclette pour enfant');
      await matchAlerts(deps(), { signal: never });
      const [mail] = await alertMails(reader);
      const token = /\/alerts\/unsubscribe\?token=([A-Za-z0-9_.-]+)/.exec(mail!.text)![1]!;

      const forged = await call('POST', '/api/v1/saved-searches/unsubscribe', undefined, {
        token: `${saved.id}.${'A'.repeat(43)}`,
      });
      expect(forged.statusCode).toBe(422);
      const res = await api(t.app, {
        method: 'POST',
        url: '/api/v1/saved-searches/unsubscribe',
        body: { token },
        headers: { 'x-localization': 'ar' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ name: 'bicyclette' });
      expect((await listOf(reader))[0]!.frequency).toBe('off');

      await listing('Bicyclette de course');
      await matchAlerts(deps(), { signal: never });
      expect(await alertMails(reader)).toHaveLength(1);
      expect((await listOf(reader))[0]!.new_count).toBe(2);
    });
  });

  describe('price history and drops', () => {
    it('records an approved edit’s price change, shows it to everyone and tells the watchers of a drop', async () => {
      const watcher = await account();
      const item = await listing('Réfrigérateur Condor', { price: 9_000_000 });
      expect((await call('PUT', `/api/v1/listings/${item.id}/favorite`, watcher)).statusCode).toBe(200);
      expect((await call('GET', `/api/v1/listings/${item.id}/price-history`)).json()).toEqual({ data: [] });

      const edit = async (price: number) => {
        const body = listingBody(branch, { title: 'Réfrigérateur Condor', price });
        const res = await api(t.app, {
          method: 'PUT',
          url: `/api/v1/listings/${item.id}`,
          token: poster.token,
          body,
        });
        expect(res.statusCode, res.body).toBe(200);
        const decided = await call('POST', `/api/v1/admin/listings/${item.id}/approve`, moderator);
        expect(decided.statusCode, decided.body).toBe(200);
      };
      const drops = () =>
        db()
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, watcher.id), eq(notifications.kind, 'price_drop')));

      await edit(7_500_000);
      const history = await call('GET', `/api/v1/listings/${item.id}/price-history`);
      expect(history.statusCode, history.body).toBe(200);
      expect(history.json().data).toMatchObject([
        { price: 9_000_000, currency: 'DZD' },
        { price: 7_500_000, currency: 'DZD' },
      ]);
      const [drop] = await drops();
      expect(drop).toMatchObject({
        params: {
          title: 'Réfrigérateur Condor',
          price: 7_500_000,
          old_price: 9_000_000,
          currency: 'DZD',
        },
        link: `/announcements/show/${encodeURIComponent(item.slug)}`,
      });
      // The owner is never told of their own drop.
      const ownerNotes = await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, poster.id), eq(notifications.kind, 'price_drop')));
      expect(ownerNotes).toHaveLength(0);

      // A rise is history too, but no drop.
      await edit(8_000_000);
      expect((await call('GET', `/api/v1/listings/${item.id}/price-history`)).json().data).toHaveLength(3);
      expect(await drops()).toHaveLength(1);

      expect((await call('GET', '/api/v1/listings/999999999/price-history')).statusCode).toBe(404);
    });
  });
});
