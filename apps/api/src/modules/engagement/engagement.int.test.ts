import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingReports, listings } from '../../db/schema/index';
import { signIn, uniqueIp } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { api, createUser } from '../../../test/session';
import { approve, firstBranch, listingBody, postListing, setStatus, type Branch } from '../listings/testing';
import { PHONE_LIMIT, REPORT_LIMIT } from './routes';

interface Account {
  id: number;
  token: string;
}

describe('engagement: favorites, likes, reports, phone reveal', () => {
  let t: TestApp;
  let owner: Account;
  let reader: Account;
  let other: Account;
  let branch: Branch;
  const db = () => t.testDb.database.db;

  async function account(overrides: Parameters<typeof createUser>[1] = {}): Promise<Account> {
    const user = await createUser(db(), overrides);
    return { id: user.id, token: (await signIn(db(), user.id)).token };
  }

  /** A listing of `owner`'s, approved unless told otherwise. */
  async function listing(status: 'approved' | 'pending' = 'approved', by: Account = owner) {
    const res = await postListing(t.app, by.token, listingBody(branch));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().listing as { id: number; slug: string };
    if (status === 'approved') await approve(db(), created.id);
    return created;
  }

  const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, who?: Account, body?: unknown) =>
    api(t.app, { method, url, ...(who ? { token: who.token } : {}), ...(body ? { body } : {}) });

  beforeAll(async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    owner = await account();
    reader = await account();
    other = await account();
    branch = await firstBranch(db(), 'announcements');
  });
  afterAll(async () => {
    await t.close();
  });

  describe('favorites', () => {
    it('saves a public listing once (idempotent), counts it publicly and removes it', async () => {
      const l = await listing();
      const first = await call('PUT', `/api/v1/listings/${l.id}/favorite`, reader);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ favorited: true, favorites: 1 });
      const again = await call('PUT', `/api/v1/listings/${l.id}/favorite`, reader);
      expect(again.json()).toEqual({ favorited: true, favorites: 1 });
      expect((await call('PUT', `/api/v1/listings/${l.id}/favorite`, other)).json().favorites).toBe(2);

      const detail = await call('GET', `/api/v1/listings/${l.slug}`);
      expect(detail.json().listing).toMatchObject({ favorites: 2, likes: 0 });

      const removed = await call('DELETE', `/api/v1/listings/${l.id}/favorite`, reader);
      expect(removed.json()).toEqual({ favorited: false, favorites: 1 });
      const twice = await call('DELETE', `/api/v1/listings/${l.id}/favorite`, reader);
      expect(twice.json()).toEqual({ favorited: false, favorites: 1 });
    });

    it('refuses a listing that is not public or does not exist (404), and a malformed id (422)', async () => {
      const pending = await listing('pending');
      expect((await call('PUT', `/api/v1/listings/${pending.id}/favorite`, reader)).statusCode).toBe(404);
      const expired = await listing();
      await setStatus(db(), expired.id, 'expired');
      expect((await call('PUT', `/api/v1/listings/${expired.id}/favorite`, reader)).statusCode).toBe(404);
      // Approved but past its end date: not public either.
      const past = await listing();
      await db()
        .update(listings)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(listings.id, past.id));
      expect((await call('PUT', `/api/v1/listings/${past.id}/favorite`, reader)).statusCode).toBe(404);
      expect((await call('PUT', '/api/v1/listings/999999999/favorite', reader)).statusCode).toBe(404);
      expect((await call('PUT', '/api/v1/listings/abc/favorite', reader)).statusCode).toBe(422);
      expect((await call('DELETE', '/api/v1/listings/999999999/favorite', reader)).statusCode).toBe(404);
    });

    it('lists my favorites newest first, paged, marks those no longer public, and keeps users apart', async () => {
      const me = await account();
      const [a, b, c] = [await listing(), await listing(), await listing()];
      for (const l of [a, b, c]) {
        expect((await call('PUT', `/api/v1/listings/${l.id}/favorite`, me)).statusCode).toBe(200);
      }
      await call('PUT', `/api/v1/listings/${a.id}/favorite`, other);
      await setStatus(db(), b.id, 'expired');

      const all = await call('GET', '/api/v1/favorites', me);
      expect(all.statusCode, all.body).toBe(200);
      expect(all.headers['cache-control']).toBe('no-store');
      const body = all.json();
      expect(body).toMatchObject({ total: 3, page: 1, per_page: 20 });
      expect(body.data.map((d: { id: number }) => d.id)).toEqual([c.id, b.id, a.id]);
      expect(body.data.map((d: { available: boolean }) => d.available)).toEqual([true, false, true]);
      expect(body.data[1].status).toBe('expired');

      const page2 = await call('GET', '/api/v1/favorites?per_page=2&page=2', me);
      expect(page2.json()).toMatchObject({ total: 3, page: 2, per_page: 2 });
      expect(page2.json().data.map((d: { id: number }) => d.id)).toEqual([a.id]);

      const ids = await call('GET', '/api/v1/favorites/ids', me);
      expect(ids.json()).toEqual({ ids: [c.id, b.id, a.id] });

      // The unavailable one can still be removed.
      expect((await call('DELETE', `/api/v1/listings/${b.id}/favorite`, me)).statusCode).toBe(200);
      expect((await call('GET', '/api/v1/favorites/ids', me)).json()).toEqual({ ids: [c.id, a.id] });
      // Another user's favorites are theirs only.
      const theirs = (await call('GET', '/api/v1/favorites/ids', other)).json().ids as number[];
      expect(theirs).toContain(a.id);
      expect(theirs).not.toContain(c.id);
    });

    it.each(['per_page=0', 'per_page=51', 'page=0', 'page=x'])('answers 422 for %s', async (query) => {
      const res = await call('GET', `/api/v1/favorites?${query}`, reader);
      expect(res.statusCode).toBe(422);
    });

    it('needs the CSRF header', async () => {
      const l = await listing();
      const res = await api(t.app, {
        method: 'PUT',
        url: `/api/v1/listings/${l.id}/favorite`,
        token: reader.token,
        withoutCsrf: true,
      });
      expect(res.statusCode).toBe(419);
    });
  });

  describe('likes', () => {
    it('counts one like per user, takes it back, and refuses the owner', async () => {
      const l = await listing();
      expect((await call('PUT', `/api/v1/listings/${l.id}/like`, reader)).json()).toEqual({
        liked: true,
        likes: 1,
      });
      expect((await call('PUT', `/api/v1/listings/${l.id}/like`, reader)).json()).toEqual({
        liked: true,
        likes: 1,
      });
      expect((await call('PUT', `/api/v1/listings/${l.id}/like`, other)).json()).toEqual({
        liked: true,
        likes: 2,
      });

      const own = await api(t.app, {
        method: 'PUT',
        url: `/api/v1/listings/${l.id}/like`,
        token: owner.token,
        locale: 'fr',
      });
      expect(own.statusCode).toBe(403);
      expect(own.json().message).toBe('Vous ne pouvez pas faire cela sur votre propre annonce.');

      expect((await call('GET', `/api/v1/listings/${l.slug}`)).json().listing.likes).toBe(2);
      expect((await call('DELETE', `/api/v1/listings/${l.id}/like`, reader)).json()).toEqual({
        liked: false,
        likes: 1,
      });
      expect((await call('DELETE', `/api/v1/listings/${l.id}/like`, reader)).json()).toEqual({
        liked: false,
        likes: 1,
      });
    });

    it('refuses a listing that is not public (404) and a malformed id (422)', async () => {
      const pending = await listing('pending');
      expect((await call('PUT', `/api/v1/listings/${pending.id}/like`, reader)).statusCode).toBe(404);
      expect((await call('PUT', '/api/v1/listings/0/like', reader)).statusCode).toBe(422);
      expect((await call('DELETE', '/api/v1/listings/999999999/like', reader)).statusCode).toBe(404);
    });
  });

  describe('reports', () => {
    it('files one open report per user and listing; a second answers 409 in the reader’s language', async () => {
      const l = await listing();
      const res = await call('POST', `/api/v1/listings/${l.id}/report`, reader, {
        reason: 'fraud',
        details: 'Asks for payment before any visit.',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().message).toBe('Thank you. Our team will review your report.');
      const rows = await db().select().from(listingReports).where(eq(listingReports.listingId, l.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ userId: reader.id, reason: 'fraud', status: 'open' });

      const second = await api(t.app, {
        method: 'POST',
        url: `/api/v1/listings/${l.id}/report`,
        token: reader.token,
        body: { reason: 'spam' },
        locale: 'ar',
      });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({
        code: 'already_reported',
        message: 'لقد أبلغت عن هذا الإعلان من قبل. سيراجعه فريقنا.',
      });
      // Another user may still report it.
      expect(
        (await call('POST', `/api/v1/listings/${l.id}/report`, other, { reason: 'spam' })).statusCode,
      ).toBe(201);
    });

    it.each([
      ['reason', { reason: 'boring' }],
      ['reason', {}],
      ['details', { reason: 'other' }],
      ['details', { reason: 'other', details: '   ' }],
      ['details', { reason: 'spam', details: 'x'.repeat(1001) }],
      ['extra', { reason: 'spam', extra: 1 }],
    ])('refuses a bad body with a field error on %s (422)', async (field, body) => {
      const l = await listing();
      const res = await call('POST', `/api/v1/listings/${l.id}/report`, reader, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors ?? {})).toContain(field);
    });

    it('refuses my own listing (403) and one that is not public (404)', async () => {
      const l = await listing();
      expect(
        (await call('POST', `/api/v1/listings/${l.id}/report`, owner, { reason: 'spam' })).statusCode,
      ).toBe(403);
      const pending = await listing('pending');
      expect(
        (await call('POST', `/api/v1/listings/${pending.id}/report`, reader, { reason: 'spam' })).statusCode,
      ).toBe(404);
    });

    it(`limits reports to ${REPORT_LIMIT.max} an hour per account (429 with Retry-After)`, async () => {
      const busy = await account();
      for (let i = 0; i < REPORT_LIMIT.max; i += 1) {
        const res = await call('POST', `/api/v1/listings/${999_000_000 + i}/report`, busy, {
          reason: 'spam',
        });
        expect(res.statusCode).toBe(404);
      }
      const l = await listing();
      const over = await call('POST', `/api/v1/listings/${l.id}/report`, busy, { reason: 'spam' });
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      // The limit is per account: another one still reports.
      expect(
        (await call('POST', `/api/v1/listings/${l.id}/report`, reader, { reason: 'spam' })).statusCode,
      ).toBe(201);
    });
  });

  describe('viewer state', () => {
    it('tells me what I did, and nothing of what others did', async () => {
      const l = await listing();
      const empty = await call('GET', `/api/v1/listings/${l.id}/viewer-state`, reader);
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({ liked: false, favorited: false, reported: false });
      await call('PUT', `/api/v1/listings/${l.id}/like`, reader);
      await call('PUT', `/api/v1/listings/${l.id}/favorite`, reader);
      const reported = await call('POST', `/api/v1/listings/${l.id}/report`, reader, { reason: 'duplicate' });
      expect(reported.statusCode, reported.body).toBe(201);
      expect((await call('GET', `/api/v1/listings/${l.id}/viewer-state`, reader)).json()).toEqual({
        liked: true,
        favorited: true,
        reported: true,
      });
      expect((await call('GET', `/api/v1/listings/${l.id}/viewer-state`, other)).json()).toEqual({
        liked: false,
        favorited: false,
        reported: false,
      });
      expect((await call('GET', '/api/v1/listings/999999999/viewer-state', reader)).statusCode).toBe(404);
    });

    it('answers 404 for another author’s listing its detail hides, as the detail does', async () => {
      const pending = await listing('pending');
      const rejected = await listing();
      await setStatus(db(), rejected.id, 'rejected');
      for (const l of [pending, rejected]) {
        const state = await call('GET', `/api/v1/listings/${l.id}/viewer-state`, reader);
        expect(state.statusCode, state.body).toBe(404);
        expect(state.json()).toEqual({ message: 'Not found.', code: 'not_found' });
        expect((await call('GET', `/api/v1/listings/${l.slug}`, reader)).statusCode).toBe(404);
        // Its author sees both.
        expect((await call('GET', `/api/v1/listings/${l.id}/viewer-state`, owner)).statusCode).toBe(200);
      }
      expect((await call('GET', '/api/v1/listings/x/viewer-state', reader)).statusCode).toBe(422);
    });
  });

  describe('phone reveal', () => {
    const reveal = (id: number, who?: Account, ip = uniqueIp()) =>
      api(t.app, {
        method: 'POST',
        url: `/api/v1/listings/${id}/phone`,
        ...(who ? { token: who.token } : {}),
        headers: { 'x-forwarded-for': ip },
      });
    const revealsOf = async (id: number) =>
      (await db().select({ n: listings.phoneReveals }).from(listings).where(eq(listings.id, id)))[0]!.n;

    it('gives a visitor the number of a public listing and counts it; the detail only says one exists', async () => {
      const l = await listing();
      const detail = await call('GET', `/api/v1/listings/${l.slug}`);
      expect(detail.json().listing.has_phone).toBe(true);
      expect(detail.body).not.toContain('555000111');

      const res = await reveal(l.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ phone: '555000111', country_code: '+213', tel: '+213555000111' });
      expect(res.headers['cache-control']).toBe('no-store');
      await reveal(l.id, reader);
      expect(await revealsOf(l.id)).toBe(2);
      // The owner's own look is not counted.
      expect((await reveal(l.id, owner)).statusCode).toBe(200);
      expect(await revealsOf(l.id)).toBe(2);
    });

    it('hides a listing that is not public from all but its owner and moderators', async () => {
      const pending = await listing('pending');
      expect((await reveal(pending.id)).statusCode).toBe(404);
      expect((await reveal(pending.id, reader)).statusCode).toBe(404);
      expect((await reveal(pending.id, owner)).statusCode).toBe(200);
      const moderator = await account({ role: 'moderator' });
      expect((await reveal(pending.id, moderator)).statusCode).toBe(200);
      expect((await reveal(999_999_999)).statusCode).toBe(404);
      expect((await reveal(0)).statusCode).toBe(422);
    });

    it('answers 404 when the advertiser has no phone, and the detail says so', async () => {
      const silent = await account({ phone: null, countryCode: null });
      const l = await listing('approved', silent);
      expect((await call('GET', `/api/v1/listings/${l.slug}`)).json().listing.has_phone).toBe(false);
      expect((await reveal(l.id)).statusCode).toBe(404);
    });

    it(`limits reveals to ${PHONE_LIMIT.max} per address in 10 minutes (429), whoever asks`, async () => {
      const l = await listing();
      const ip = uniqueIp();
      for (let i = 0; i < PHONE_LIMIT.max; i += 1) {
        expect((await reveal(l.id, i % 2 ? reader : undefined, ip)).statusCode).toBe(200);
      }
      const over = await reveal(l.id, undefined, ip);
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe('too_many_requests');
      expect((await reveal(l.id, undefined, uniqueIp())).statusCode).toBe(200);
    });
  });

  describe("the owner's lists", () => {
    it('carry the likes and favorites of each listing', async () => {
      const seller = await account();
      const l = await listing('approved', seller);
      await call('PUT', `/api/v1/listings/${l.id}/like`, reader);
      await call('PUT', `/api/v1/listings/${l.id}/like`, other);
      await call('PUT', `/api/v1/listings/${l.id}/favorite`, reader);
      const mine = await call('GET', '/api/v1/listings/mine', seller);
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data).toEqual([expect.objectContaining({ id: l.id, likes: 2, favorites: 1 })]);
    });
  });
});
