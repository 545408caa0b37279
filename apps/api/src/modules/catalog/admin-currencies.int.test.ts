import { adminCurrenciesResponseSchema, adminCurrencyResponseSchema } from '@portal/contract/catalog-admin';
import { currenciesResponseSchema } from '@portal/contract/catalog';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { api, createUser } from '../../../test/session';
import { testDatabaseKind } from '../../../test/test-database';
import type { Db } from '../../db/client';
import { currencies, settings } from '../../db/schema/index';
import { firstBranch, listingBody, postListing, type Branch } from '../listings/testing';
import { auditEntries, publishedListing } from '../trust/testing';
import { catalogCallers, names, statusesByCaller, type Callers } from './testing';

const ARABIC_LETTER = /[\u0621-\u064A]/;

/** A code no other test of this file uses: three capitals from a counter. */
let codeCounter = 0;
function freshCode(): string {
  codeCounter += 1;
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return `Q${letters[Math.floor(codeCounter / 26) % 26]}${letters[codeCounter % 26]}`;
}

/** Currencies in the back office. */
describe(`catalog management: currencies (${testDatabaseKind()})`, () => {
  let t: TestApp;
  let db: Db;
  let callers: Callers;
  let sellerId: number;
  let branch: Branch;

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.testDb.database.db;
    callers = await catalogCallers(t);
    sellerId = (await createUser(db)).id;
    branch = await firstBranch(db, 'announcements');
  });
  afterAll(async () => {
    await t.close();
  });

  const adminList = async () => {
    const res = await api(t.app, { url: '/api/v1/admin/catalog/currencies', token: callers.admin });
    expect(res.statusCode).toBe(200);
    return adminCurrenciesResponseSchema.parse(res.json()).currencies;
  };
  const publicList = async (locale: 'ar' | 'fr' | 'en' = 'en', headers = {}) => {
    const res = await api(t.app, { url: '/api/v1/currencies', locale, headers });
    return { res, list: res.statusCode === 200 ? currenciesResponseSchema.parse(res.json()).currencies : [] };
  };
  const call = (
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    locale: 'ar' | 'fr' | 'en' = 'en',
  ) =>
    api(t.app, {
      method,
      url: `/api/v1/admin/catalog/currencies${url}`,
      token: callers.admin,
      locale,
      ...(body === undefined ? {} : { body }),
    });
  const add = async (overrides: Record<string, unknown> = {}) => {
    const code = freshCode();
    const res = await call('POST', '', {
      code,
      names: names(code),
      symbol: code,
      minor_units: 2,
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(201);
    return adminCurrencyResponseSchema.parse(res.json()).currency;
  };

  it('lets moderators read and refuses them, users and visitors every change', async () => {
    const calls = [
      {
        method: 'POST' as const,
        url: '/api/v1/admin/catalog/currencies',
        body: { code: 'QQQ', names: names('q'), symbol: 'q', minor_units: 2 },
      },
      { method: 'PATCH' as const, url: '/api/v1/admin/catalog/currencies/EUR', body: { symbol: 'E' } },
      { method: 'POST' as const, url: '/api/v1/admin/catalog/currencies/EUR/default' },
      { method: 'DELETE' as const, url: '/api/v1/admin/catalog/currencies/USD' },
    ];
    for (const c of calls) {
      expect(await statusesByCaller(t, callers, c), `${c.method} ${c.url}`).toEqual({
        visitor: 401,
        user: 403,
        moderator: 403,
      });
    }
    expect(await statusesByCaller(t, callers, { url: '/api/v1/admin/catalog/currencies' })).toEqual({
      visitor: 401,
      user: 403,
      moderator: 200,
    });
    expect((await adminList()).map((c) => c.code).slice(0, 3)).toEqual(['DZD', 'EUR', 'USD']);
  });

  it('lists every currency with its state and the listings priced in it', async () => {
    await publishedListing(db, branch, sellerId, { currency_id: 'EUR' });
    const list = await adminList();
    expect(list.find((c) => c.code === 'DZD')).toMatchObject({
      is_default: true,
      is_active: true,
      minor_units: 2,
    });
    expect(list.find((c) => c.code === 'EUR')!.listings_count).toBeGreaterThanOrEqual(1);
    expect(list.filter((c) => c.is_default)).toHaveLength(1);
  });

  it('adds a currency after the others (audited); it is offered publicly at once with a new ETag', async () => {
    const { res: before } = await publicList('fr');
    const etag = String(before.headers.etag);
    const code = freshCode();
    const res = await call('POST', '', {
      code,
      names: { ar: 'درهم مغربي', fr: 'Dirham marocain', en: 'Moroccan dirham' },
      symbol: 'DH',
      minor_units: 2,
    });
    expect(res.statusCode, res.body).toBe(201);
    const currency = adminCurrencyResponseSchema.parse(res.json()).currency;
    expect(currency).toMatchObject({ code, is_default: false, is_active: true, listings_count: 0 });
    expect(currency.sort_order).toBeGreaterThan(30);
    const [row] = await db.select().from(currencies).where(eq(currencies.code, code));
    expect((await auditEntries(db, 'currency.create', row!.id))[0]).toMatchObject({
      actorId: callers.adminId,
      subjectType: 'currency',
      after: { code, symbol: 'DH', is_default: false },
    });
    const { res: after, list } = await publicList('fr', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.headers['cache-control']).toBe('public, no-cache');
    expect(list.at(-1)).toMatchObject({ code, name: 'Dirham marocain', symbol: 'DH' });
  });

  it.each([
    ['a lowercase code', { code: 'mad' }, 'code'],
    ['a code of four letters', { code: 'MADX' }, 'code'],
    ['minor units above 4', { minor_units: 5 }, 'minor_units'],
    ['minor units that are not whole', { minor_units: 1.5 }, 'minor_units'],
    ['an empty symbol', { symbol: ' ' }, 'symbol'],
    ['a symbol too long', { symbol: 'ABCDEFGHI' }, 'symbol'],
    ['an empty name', { names: { ar: 'درهم', fr: '', en: 'Dirham' } }, 'names.fr'],
    ['is_default sent', { is_default: true }, 'is_default'],
  ])('answers 422 for %s', async (_what, override, field) => {
    const body = { code: 'MAD', names: names('m'), symbol: 'DH', minor_units: 2, ...override };
    for (const locale of ['ar', 'fr', 'en'] as const) {
      const res = await call('POST', '', body, locale);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field], JSON.stringify(res.json())).toHaveLength(1);
      if (locale === 'ar') expect(res.json().errors[field][0]).toMatch(ARABIC_LETTER);
    }
  });

  it('refuses a code already in the list (422 on the code)', async () => {
    const res = await call('POST', '', { code: 'EUR', names: names('e'), symbol: '€', minor_units: 2 }, 'fr');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.code).toEqual(['Cette devise figure déjà dans la liste.']);
  });

  it('edits names and symbol (audited, shown publicly at once); minor units are locked while listings use it', async () => {
    const currency = await add();
    const renamed = names(`${currency.code} 2`);
    const edited = await call('PATCH', `/${currency.code}`, { names: renamed, symbol: 'Q$', minor_units: 3 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().currency).toMatchObject({ names: renamed, symbol: 'Q$', minor_units: 3 });
    const [row] = await db.select().from(currencies).where(eq(currencies.code, currency.code));
    expect((await auditEntries(db, 'currency.update', row!.id))[0]).toMatchObject({
      before: { code: currency.code, symbol: currency.code, minor_units: 2 },
      after: { code: currency.code, symbol: 'Q$', minor_units: 3 },
    });
    expect((await publicList()).list.find((c) => c.code === currency.code)).toMatchObject({
      name: renamed.en,
      symbol: 'Q$',
    });

    await publishedListing(db, branch, sellerId, { currency_id: currency.code });
    const locked = await call('PATCH', `/${currency.code}`, { minor_units: 0 }, 'fr');
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({
      code: 'currency_minor_units_in_use',
      message: expect.stringContaining('(annonces : 1)'),
    });
    // Other fields still change.
    expect((await call('PATCH', `/${currency.code}`, { symbol: 'QQ' })).statusCode).toBe(200);
    expect((await call('PATCH', '/ZZZ', { symbol: 'Z' })).statusCode).toBe(404);
    expect((await call('PATCH', '/eur', { symbol: 'E' })).statusCode).toBe(422);
  });

  it('deactivates a currency: no longer offered for new prices, listings priced in it keep it', async () => {
    const currency = await add();
    const listing = await publishedListing(db, branch, sellerId, { currency_id: currency.code });
    const res = await call('PATCH', `/${currency.code}`, { is_active: false });
    expect(res.statusCode).toBe(200);
    const [row] = await db.select().from(currencies).where(eq(currencies.code, currency.code));
    expect(await auditEntries(db, 'currency.deactivate', row!.id)).toHaveLength(1);
    expect((await publicList()).list.map((c) => c.code)).not.toContain(currency.code);

    const token = (await signIn(db, sellerId)).token;
    const posted = await postListing(t.app, token, listingBody(branch, { currency_id: currency.code }));
    expect(posted.statusCode).toBe(422);
    expect(Object.keys(posted.json().errors)).toEqual(['currency_id']);
    const detail = await api(t.app, { url: `/api/v1/listings/${encodeURIComponent(listing.slug)}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().listing.currency_id).toBe(currency.code);
  });

  it('makes another currency the default (audited); the default can be neither deactivated nor deleted', async () => {
    const currency = await add();
    const [row] = await db.select().from(currencies).where(eq(currencies.code, currency.code));
    try {
      const res = await call('POST', `/${currency.code}/default`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().currency).toMatchObject({ code: currency.code, is_default: true });
      const list = await adminList();
      expect(list.filter((c) => c.is_default).map((c) => c.code)).toEqual([currency.code]);
      expect((await publicList()).list.find((c) => c.is_default)!.code).toBe(currency.code);
      expect((await auditEntries(db, 'currency.default', row!.id))[0]).toMatchObject({
        before: { default: 'DZD' },
        after: { default: currency.code },
      });

      for (const [method, url, body] of [
        ['PATCH', `/${currency.code}`, { is_active: false }],
        ['DELETE', `/${currency.code}`, undefined],
      ] as const) {
        const refused = await call(method, url, body, 'ar');
        expect(refused.statusCode, method).toBe(409);
        expect(refused.json().code).toBe('currency_is_default');
        expect(refused.json().message).toMatch(ARABIC_LETTER);
      }
      // Again: nothing to do, nothing audited.
      expect((await call('POST', `/${currency.code}/default`)).statusCode).toBe(200);
      expect(await auditEntries(db, 'currency.default', row!.id)).toHaveLength(1);
    } finally {
      expect((await call('POST', '/DZD/default')).statusCode).toBe(200);
    }
    expect((await adminList()).filter((c) => c.is_default).map((c) => c.code)).toEqual(['DZD']);
  });

  it('refuses to make an inactive currency the default (409)', async () => {
    const currency = await add({ is_active: false });
    const res = await call('POST', `/${currency.code}/default`, undefined, 'fr');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'currency_inactive',
      message: 'Activez cette devise avant d’en faire la devise par défaut.',
    });
    expect((await call('POST', '/ZZZ/default')).statusCode).toBe(404);
  });

  it('deletes an unused currency (audited) and refuses one in use or the listing fee’s, naming why', async () => {
    const unused = await add();
    const [row] = await db.select().from(currencies).where(eq(currencies.code, unused.code));
    expect((await call('DELETE', `/${unused.code}`)).statusCode).toBe(204);
    expect((await auditEntries(db, 'currency.delete', row!.id))[0]!.before).toMatchObject({
      code: unused.code,
    });
    expect((await call('DELETE', `/${unused.code}`)).statusCode).toBe(404);

    const used = await add();
    await publishedListing(db, branch, sellerId, { currency_id: used.code });
    const inUse = await call('DELETE', `/${used.code}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({
      code: 'currency_in_use',
      message:
        'This currency cannot be deleted: listings are priced in it (listings: 1). Deactivate it instead.',
    });

    const feeCurrency = await add();
    const [announcements] = await db.select().from(settings).where(eq(settings.key, 'announcements'));
    const stored = announcements!.value as Record<string, unknown>;
    await db
      .update(settings)
      .set({ value: { ...stored, listing_fee: { amount: 50_000, currency_code: feeCurrency.code } } })
      .where(eq(settings.key, 'announcements'));
    try {
      const fee = await call('DELETE', `/${feeCurrency.code}`);
      expect(fee.statusCode).toBe(409);
      expect(fee.json().code).toBe('currency_in_settings');
    } finally {
      await db.update(settings).set({ value: stored }).where(eq(settings.key, 'announcements'));
    }
    expect((await call('DELETE', `/${feeCurrency.code}`)).statusCode).toBe(204);
  });
});
