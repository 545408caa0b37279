import {
  adminCityResponseSchema,
  adminRegionsResponseSchema,
  type AdminRegion,
} from '@portal/contract/catalog-admin';
import { regionsResponseSchema } from '@portal/contract/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { api, createUser } from '../../../test/session';
import { testDatabaseKind } from '../../../test/test-database';
import type { Db } from '../../db/client';
import { firstBranch, type Branch } from '../listings/testing';
import { auditEntries, publishedListing } from '../trust/testing';
import { catalogCallers, names, statusesByCaller, type Callers } from './testing';

const ARABIC_LETTER = /[\u0621-\u064A]/;

/** Wilayas and their cities in the back office. */
describe(`catalog management: regions and cities (${testDatabaseKind()})`, () => {
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

  const adminRegions = async (token = callers.admin) => {
    const res = await api(t.app, { url: '/api/v1/admin/catalog/regions', token });
    expect(res.statusCode).toBe(200);
    return adminRegionsResponseSchema.parse(res.json()).regions;
  };
  const publicRegion = async (id: number, locale: 'ar' | 'fr' | 'en' = 'en', headers = {}) => {
    const res = await api(t.app, { url: '/api/v1/regions', locale, headers });
    return {
      res,
      region:
        res.statusCode === 200
          ? regionsResponseSchema.parse(res.json()).regions.find((r) => r.id === id)
          : undefined,
    };
  };
  const addCity = (regionId: number, body: Record<string, unknown>, locale: 'ar' | 'fr' | 'en' = 'en') =>
    api(t.app, {
      method: 'POST',
      url: `/api/v1/admin/catalog/regions/${regionId}/cities`,
      token: callers.admin,
      body,
      locale,
    });
  const patchCity = (id: number, body: Record<string, unknown>, locale: 'ar' | 'fr' | 'en' = 'en') =>
    api(t.app, {
      method: 'PATCH',
      url: `/api/v1/admin/catalog/cities/${id}`,
      token: callers.admin,
      body,
      locale,
    });
  const newCity = async (regionId: number, tag = unique('c')) => {
    const res = await addCity(regionId, { names: names(tag), slug: `city-${tag}` });
    expect(res.statusCode, res.body).toBe(201);
    return adminCityResponseSchema.parse(res.json()).city;
  };

  it('lets moderators read and refuses them, users and visitors every change', async () => {
    const city = await newCity(2);
    const calls = [
      { method: 'PATCH' as const, url: '/api/v1/admin/catalog/regions/16', body: { names: names('r') } },
      {
        method: 'POST' as const,
        url: '/api/v1/admin/catalog/regions/16/cities',
        body: { names: names('c'), slug: unique('c') },
      },
      {
        method: 'PATCH' as const,
        url: `/api/v1/admin/catalog/cities/${city.id}`,
        body: { is_active: false },
      },
      { method: 'DELETE' as const, url: `/api/v1/admin/catalog/cities/${city.id}` },
      {
        method: 'PUT' as const,
        url: '/api/v1/admin/catalog/regions/2/cities/order',
        body: { ids: [city.id] },
      },
    ];
    for (const call of calls) {
      expect(await statusesByCaller(t, callers, call), `${call.method} ${call.url}`).toEqual({
        visitor: 401,
        user: 403,
        moderator: 403,
      });
    }
    expect(await statusesByCaller(t, callers, { url: '/api/v1/admin/catalog/regions' })).toEqual({
      visitor: 401,
      user: 403,
      moderator: 200,
    });
    expect(
      (await adminRegions(callers.moderator)).find((r) => r.id === 2)!.cities.map((c) => c.id),
    ).toContain(city.id);
  });

  it('lists the 58 wilayas by code with every city, inactive ones too, and the listings of each', async () => {
    const [oran] = (await adminRegions()).filter((r) => r.id === 31);
    const arzew = oran!.cities.find((c) => c.slug === 'arzew')!;
    await publishedListing(db, branch, sellerId, { region_id: 31, city_id: arzew.id });
    await patchCity(arzew.id, { is_active: false });
    try {
      const regions = await adminRegions();
      expect(regions.map((r) => r.id)).toEqual(Array.from({ length: 58 }, (_, i) => i + 1));
      const city = regions.find((r) => r.id === 31)!.cities.find((c) => c.id === arzew.id);
      expect(city).toMatchObject({ is_active: false, listings_count: 1, region_id: 31 });
      expect((await publicRegion(31)).region!.cities.map((c) => c.id)).not.toContain(arzew.id);
    } finally {
      await patchCity(arzew.id, { is_active: true });
    }
  });

  describe('wilayas', () => {
    it('renames a wilaya: the public list answers the new name and a new ETag at once; audited', async () => {
      const { res: first } = await publicRegion(47, 'fr');
      const etag = String(first.headers.etag);
      const region = (await adminRegions()).find((r) => r.id === 47)!;
      const renamed = { ...region.names, fr: 'Ghardaïa (M’zab)' };
      const res = await api(t.app, {
        method: 'PATCH',
        url: '/api/v1/admin/catalog/regions/47',
        token: callers.admin,
        body: { names: renamed },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ region: { id: 47, names: renamed, slug: region.slug } });
      try {
        const { res: after, region: shown } = await publicRegion(47, 'fr', { 'if-none-match': etag });
        expect(after.statusCode).toBe(200);
        expect(after.headers.etag).not.toBe(etag);
        expect(shown!.name).toBe('Ghardaïa (M’zab)');
        const [entry] = await auditEntries(db, 'region.update', 47);
        expect(entry).toMatchObject({
          actorId: callers.adminId,
          subjectType: 'region',
          before: { names: region.names },
          after: { names: renamed },
        });
      } finally {
        await api(t.app, {
          method: 'PATCH',
          url: '/api/v1/admin/catalog/regions/47',
          token: callers.admin,
          body: { names: region.names },
        });
      }
    });

    it('refuses empty names (422) and answers 404 for a code that is not a wilaya', async () => {
      const bad = await api(t.app, {
        method: 'PATCH',
        url: '/api/v1/admin/catalog/regions/16',
        token: callers.admin,
        body: { names: { ar: '', fr: 'Alger', en: 'Algiers' } },
        locale: 'ar',
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors['names.ar'][0]).toMatch(ARABIC_LETTER);
      const unknown = await api(t.app, {
        method: 'PATCH',
        url: '/api/v1/admin/catalog/regions/59',
        token: callers.admin,
        body: { names: names('x') },
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('has no route to add or delete a wilaya', async () => {
      for (const call of [
        { method: 'POST' as const, url: '/api/v1/admin/catalog/regions', body: { names: names('w') } },
        { method: 'DELETE' as const, url: '/api/v1/admin/catalog/regions/16' },
      ]) {
        expect((await api(t.app, { ...call, token: callers.admin })).statusCode).toBe(404);
      }
    });
  });

  describe('cities', () => {
    it('adds a city after the others, audited, offered publicly at once in each language', async () => {
      const tag = unique('m');
      const res = await addCity(31, {
        names: { ar: `مسرغين ${tag}`, fr: `Misserghin ${tag}`, en: `Misserghin ${tag}` },
        slug: `misserghin-${tag}`,
      });
      expect(res.statusCode, res.body).toBe(201);
      const city = adminCityResponseSchema.parse(res.json()).city;
      expect(city).toMatchObject({ region_id: 31, is_active: true, listings_count: 0, sort_order: 10 });
      expect((await auditEntries(db, 'city.create', city.id))[0]).toMatchObject({
        actorId: callers.adminId,
        subjectType: 'city',
        after: { slug: `misserghin-${tag}`, region_id: 31 },
      });
      const { region: ar } = await publicRegion(31, 'ar');
      // Seeded cities (order 0) alphabetically first, then the new one.
      expect(ar!.cities.at(-1)).toMatchObject({ id: city.id, name: `مسرغين ${tag}` });
      const { region: fr } = await publicRegion(31, 'fr');
      expect(fr!.cities.find((c) => c.id === city.id)!.name).toBe(`Misserghin ${tag}`);
    });

    it('keeps slugs unique within a wilaya (422), and answers 404 for an unknown wilaya', async () => {
      const taken = await addCity(31, { names: names('o'), slug: 'oran' }, 'fr');
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors.slug).toEqual(['Ce slug est déjà utilisé ici. Choisissez-en un autre.']);
      expect((await addCity(16, { names: names('o'), slug: `oran-${unique('o')}` })).statusCode).toBe(201);
      expect((await addCity(59, { names: names('z'), slug: unique('z') })).statusCode).toBe(404);
      for (const body of [
        { names: names('b'), slug: 'Bad Slug' },
        { names: names('b') },
        { names: names('b'), slug: unique('b'), region_id: 2 },
      ]) {
        expect((await addCity(16, body)).statusCode, JSON.stringify(body)).toBe(422);
      }
    });

    it('edits names and order, deactivates (gone from the public list) and activates; each audited', async () => {
      const city = await newCity(9);
      const renamed = names(unique('r'));
      const edited = await patchCity(city.id, { names: renamed, sort_order: 1 });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().city).toMatchObject({ names: renamed, sort_order: 1 });
      expect((await auditEntries(db, 'city.update', city.id))[0]).toMatchObject({
        before: { names: city.names, sort_order: city.sort_order },
        after: { names: renamed, sort_order: 1 },
      });
      // Order 1 puts it after the seeded cities (order 0) and before none.
      expect((await publicRegion(9)).region!.cities.at(-1)!.id).toBe(city.id);

      expect((await patchCity(city.id, { is_active: false })).statusCode).toBe(200);
      expect(await auditEntries(db, 'city.deactivate', city.id)).toHaveLength(1);
      expect((await publicRegion(9)).region!.cities.map((c) => c.id)).not.toContain(city.id);
      expect((await patchCity(city.id, { is_active: true })).statusCode).toBe(200);
      expect((await publicRegion(9)).region!.cities.map((c) => c.id)).toContain(city.id);
      expect((await patchCity(2_000_000_000, { is_active: true })).statusCode).toBe(404);
    });

    it("orders a wilaya's cities: the public list follows; a stale list is refused (409)", async () => {
      const region = (await adminRegions()).find((r) => r.id === 5)!;
      const added = await newCity(5);
      const ids = [added.id, ...region.cities.map((c) => c.id)];
      const order = (list: number[], locale: 'ar' | 'fr' | 'en' = 'en') =>
        api(t.app, {
          method: 'PUT',
          url: '/api/v1/admin/catalog/regions/5/cities/order',
          token: callers.admin,
          body: { ids: list },
          locale,
        });
      expect((await order(ids)).statusCode).toBe(204);
      for (const locale of ['ar', 'fr'] as const) {
        expect((await publicRegion(5, locale)).region!.cities.map((c) => c.id)).toEqual(ids);
      }
      // The new city was already numbered 10; the seeded ones (0) move after it.
      expect(await auditEntries(db, 'city.reorder', added.id)).toEqual([]);
      expect((await auditEntries(db, 'city.reorder', region.cities[0]!.id))[0]).toMatchObject({
        before: { sort_order: 0 },
        after: { sort_order: 20 },
      });
      const stale = await order(ids.slice(1), 'ar');
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('catalog_order_changed');
      expect(stale.json().message).toMatch(ARABIC_LETTER);
    });

    it('deletes an unused city (audited) and refuses one that listings use, naming the count', async () => {
      const unused = await newCity(12);
      const del = (id: number, locale: 'ar' | 'fr' | 'en' = 'en') =>
        api(t.app, {
          method: 'DELETE',
          url: `/api/v1/admin/catalog/cities/${id}`,
          token: callers.admin,
          locale,
        });
      expect((await del(unused.id)).statusCode).toBe(204);
      expect((await auditEntries(db, 'city.delete', unused.id))[0]!.before).toMatchObject({
        slug: unused.slug,
      });
      expect((await del(unused.id)).statusCode).toBe(404);

      const used = await newCity(12);
      await publishedListing(db, branch, sellerId, { region_id: 12, city_id: used.id });
      const expected = {
        en: 'This city cannot be deleted: listings use it (listings: 1). Deactivate it instead: it is no longer offered and those listings keep working.',
        fr: 'Impossible de supprimer cette ville : des annonces l’utilisent (annonces : 1). Désactivez-la plutôt : elle n’est plus proposée et ces annonces restent en ligne.',
        ar: 'لا يمكن حذف هذه المدينة: توجد إعلانات تستعملها (عدد الإعلانات: 1). عطّلها بدلاً من ذلك: لن تُعرض بعد الآن وتبقى تلك الإعلانات منشورة.',
      };
      for (const locale of ['ar', 'fr', 'en'] as const) {
        const res = await del(used.id, locale);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ code: 'city_in_use', message: expected[locale] });
      }
      expect(await auditEntries(db, 'city.delete', used.id)).toEqual([]);
      const region: AdminRegion = (await adminRegions()).find((r) => r.id === 12)!;
      expect(region.cities.find((c) => c.id === used.id)).toMatchObject({ listings_count: 1 });
    });
  });
});
