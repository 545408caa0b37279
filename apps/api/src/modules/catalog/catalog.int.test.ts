import {
  categoryResponseSchema,
  categoryTreeResponseSchema,
  currenciesResponseSchema,
  PLATFORMS,
  regionResponseSchema,
  regionSummariesResponseSchema,
  regionsResponseSchema,
  type CategoryNode,
  type Platform,
} from '@portal/contract/catalog';
import type { Locale } from '@portal/contract/locale';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { api } from '../../../test/session';
import { testDatabaseKind } from '../../../test/test-database';
import { categories, cities, currencies, regions } from '../../db/schema/index';
import { seedDatabase } from '../../db/seed/index';
import type { CategorySeed } from './seed-data/types';
import { etagOf } from '../../platform/http-cache';
import { CATEGORY_SEEDS } from './seed-catalog';

const ARABIC_LETTER = /[\u0621-\u064A]/;
const treeUrl = (platform: string) => `/api/v1/catalog/${platform}/categories`;
const nodeUrl = (platform: string, id: number | string) => `/api/v1/catalog/${platform}/categories/${id}`;

function flatten(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}
function countSeeds(nodes: CategorySeed[]): number {
  return nodes.reduce((sum, n) => sum + 1 + countSeeds(n.children), 0);
}

describe(`catalog (${testDatabaseKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const getTree = async (platform: Platform, locale: Locale = 'en') => {
    const res = await api(t.app, { url: treeUrl(platform), locale });
    expect(res.statusCode).toBe(200);
    return categoryTreeResponseSchema.parse(res.json()).categories;
  };
  const findBySlug = async (platform: Platform, slug: string) => {
    const node = flatten(await getTree(platform)).find((n) => n.slug === slug);
    if (!node) throw new Error(`no ${platform} category ${slug}`);
    return node;
  };

  describe('category trees', () => {
    it.each(PLATFORMS)(
      '%s: ?depth= cuts the tree at that level, the same nodes above it',
      async (platform) => {
        const whole = await getTree(platform);
        const cut = (nodes: CategoryNode[], depth: number): CategoryNode[] =>
          nodes.map(({ children, ...node }) =>
            node.depth < depth ? { ...node, children: cut(children ?? [], depth) } : node,
          );
        for (const depth of [0, 1, 2]) {
          const res = await api(t.app, { url: `${treeUrl(platform)}?depth=${depth}`, locale: 'en' });
          expect(res.statusCode).toBe(200);
          expect(categoryTreeResponseSchema.parse(res.json()).categories).toEqual(cut(whole, depth));
        }
        // The top categories alone: no node below them travels.
        const top = (await api(t.app, { url: `${treeUrl(platform)}?depth=0` })).json<{
          categories: Record<string, unknown>[];
        }>().categories;
        expect(top.map((n) => n.id)).toEqual(whole.map((n) => n.id));
        for (const node of top) expect(node).not.toHaveProperty('children');
      },
    );

    it.each(['3', '-1', 'x', '1.0'])('?depth=%s answers 422 with a field error', async (depth) => {
      const res = await api(t.app, { url: `${treeUrl('sales')}?depth=${depth}` });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ errors: Record<string, string[]> }>().errors.depth).toHaveLength(1);
    });

    it.each(PLATFORMS)('%s: categories → sub-categories → filters, nested and ordered', async (platform) => {
      const tree = await getTree(platform);
      expect(tree.length).toBeGreaterThanOrEqual(8);
      const all = flatten(tree);
      // Every seeded node is served, once.
      expect(all).toHaveLength(countSeeds(CATEGORY_SEEDS[platform]));
      expect(new Set(all.map((n) => n.id)).size).toBe(all.length);

      let filters = 0;
      const checkLevel = (nodes: CategoryNode[], depth: number, parentId: number | null) => {
        const orders = nodes.map((n) => n.sort_order);
        expect(orders).toEqual([...orders].sort((a, b) => a - b));
        for (const node of nodes) {
          expect(node).toMatchObject({ platform, depth, parent_id: parentId });
          expect(node.children).toBeInstanceOf(Array);
          if (depth === 2) {
            filters += 1;
            expect(node.children).toEqual([]);
          }
          if (depth < 2) expect(node.icon).toMatch(/^[a-z0-9-]+$/);
          checkLevel(node.children ?? [], depth + 1, node.id);
        }
      };
      checkLevel(tree, 0, null);
      for (const category of tree) expect(category.children!.length).toBeGreaterThanOrEqual(3);
      expect(filters).toBeGreaterThanOrEqual(20);
    });

    it.each([
      ['ar', 'المركبات', 'السيارات'],
      ['fr', 'Véhicules', 'Voitures'],
      ['en', 'Vehicles', 'Cars'],
    ] as const)('answers names in %s, with all three in `names`', async (locale, vehicles, cars) => {
      const res = await api(t.app, { url: treeUrl('sales'), locale });
      expect(res.headers['content-language']).toBe(locale);
      const tree = categoryTreeResponseSchema.parse(res.json()).categories;
      const vehicleNode = tree.find((n) => n.slug === 'vehicles')!;
      expect(vehicleNode.name).toBe(vehicles);
      expect(vehicleNode.names).toEqual({ ar: 'المركبات', fr: 'Véhicules', en: 'Vehicles' });
      expect(vehicleNode.children![0]).toMatchObject({ slug: 'cars', name: cars });
      for (const node of flatten(tree)) {
        expect(node.name).toBe(node.names[locale]);
        expect(node.names.ar).toMatch(ARABIC_LETTER);
        expect(node.names.fr).not.toMatch(ARABIC_LETTER);
        expect(node.names.en).not.toMatch(ARABIC_LETTER);
      }
    });

    it('answers in Arabic when the request names no language', async () => {
      const res = await t.app.inject({ method: 'GET', url: treeUrl('announcements') });
      const tree = categoryTreeResponseSchema.parse(res.json()).categories;
      expect(tree[0]!.name).toBe(tree[0]!.names.ar);
      expect(tree[0]!.name).toMatch(ARABIC_LETTER);
    });

    it('keeps the platforms apart: slugs and ids of one are not in the other', async () => {
      const services = flatten(await getTree('announcements'));
      const sales = flatten(await getTree('sales'));
      const saleIds = new Set(sales.map((n) => n.id));
      expect(services.some((n) => saleIds.has(n.id))).toBe(false);
      expect(services.map((n) => n.slug)).toContain('plumbing');
      expect(sales.map((n) => n.slug)).not.toContain('plumbing');
    });
  });

  describe('one category', () => {
    it('answers a filter with its ancestors as breadcrumbs, top first', async () => {
      const f3 = await findBySlug('sales', 'apartment-f3');
      const res = await api(t.app, { url: nodeUrl('sales', f3.id), locale: 'fr' });
      expect(res.statusCode).toBe(200);
      const body = categoryResponseSchema.parse(res.json());
      expect(body.category).toMatchObject({ id: f3.id, depth: 2, name: 'F3', children: [] });
      expect(body.breadcrumbs.map((b) => [b.slug, b.depth, b.name])).toEqual([
        ['real-estate', 0, 'Immobilier'],
        ['apartments', 1, 'Appartements'],
      ]);
      expect(body.breadcrumbs[1]!.parent_id).toBe(body.breadcrumbs[0]!.id);
      expect(body.category.parent_id).toBe(body.breadcrumbs[1]!.id);
      for (const crumb of body.breadcrumbs) expect(crumb).not.toHaveProperty('children');
    });

    it('answers a category with its sub-categories and their filters, and no breadcrumbs', async () => {
      const construction = await findBySlug('announcements', 'construction-renovation');
      const res = await api(t.app, { url: nodeUrl('announcements', construction.id), locale: 'ar' });
      expect(res.statusCode).toBe(200);
      const body = categoryResponseSchema.parse(res.json());
      expect(body.breadcrumbs).toEqual([]);
      expect(body.category.name).toBe('البناء والترميم');
      expect(body.category.children!.map((c) => c.slug)).toContain('plumbing');
      const plumbing = body.category.children!.find((c) => c.slug === 'plumbing')!;
      expect(plumbing.name).toBe('الترصيص الصحي');
      expect(plumbing.children!.length).toBeGreaterThanOrEqual(2);
      // The whole branch, as in the tree.
      expect(flatten([body.category]).map((n) => n.id)).toEqual(flatten([construction]).map((n) => n.id));
    });

    it.each([
      ['an unknown id', 'sales', 2_000_000_000],
      ['an id of the other platform', 'announcements', 'cars'],
    ] as const)('answers 404 for %s', async (_what, platform, id) => {
      const numericId = typeof id === 'number' ? id : (await findBySlug('sales', id)).id;
      for (const locale of ['ar', 'en'] as const) {
        const res = await api(t.app, { url: nodeUrl(platform, numericId), locale });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'not_found', message: expect.any(String) });
        expect(res.headers['cache-control']).not.toBe('public, no-cache');
        expect(res.headers.etag).toBeUndefined();
      }
    });

    it('leaves out an inactive node with its branch: 404, and gone from the tree', async () => {
      const db = t.testDb.database.db;
      const plumbing = await findBySlug('announcements', 'plumbing');
      const leakRepair = plumbing.children!.find((c) => c.slug === 'leak-repair')!;
      await db.update(categories).set({ isActive: false }).where(eq(categories.id, plumbing.id));
      try {
        for (const id of [plumbing.id, leakRepair.id]) {
          expect((await api(t.app, { url: nodeUrl('announcements', id) })).statusCode).toBe(404);
        }
        const slugs = flatten(await getTree('announcements')).map((n) => n.slug);
        expect(slugs).not.toContain('plumbing');
        expect(slugs).not.toContain('leak-repair');
        expect(slugs).toContain('construction-renovation');
      } finally {
        await db.update(categories).set({ isActive: true }).where(eq(categories.id, plumbing.id));
      }
      expect((await api(t.app, { url: nodeUrl('announcements', leakRepair.id) })).statusCode).toBe(200);
    });
  });

  describe('bad input', () => {
    it.each([treeUrl('jobs'), nodeUrl('jobs', 1), treeUrl('Sales')])(
      '%s: a bad platform answers 422 with a field error',
      async (url) => {
        for (const locale of ['ar', 'fr', 'en'] as const) {
          const res = await api(t.app, { url, locale });
          expect(res.statusCode).toBe(422);
          const body = res.json<{ code: string; errors: Record<string, string[]> }>();
          expect(body.code).toBe('validation_failed');
          expect(body.errors.platform?.[0]).toEqual(expect.any(String));
          if (locale === 'ar') expect(body.errors.platform![0]).toMatch(ARABIC_LETTER);
        }
      },
    );

    it.each(['abc', '0', '-3', '1.5', '1e3', '99999999999', '2147483648'])(
      'an id of %j answers 422 with a field error',
      async (id) => {
        const res = await api(t.app, { url: nodeUrl('sales', id) });
        expect(res.statusCode).toBe(422);
        expect(res.json<{ errors: Record<string, string[]> }>().errors.id).toHaveLength(1);
      },
    );
  });

  describe('regions and cities', () => {
    it('answers the 58 wilayas by code, each with at least its capital', async () => {
      const res = await api(t.app, { url: '/api/v1/regions', locale: 'fr' });
      expect(res.statusCode).toBe(200);
      const { regions: list } = regionsResponseSchema.parse(res.json());
      expect(list.map((r) => r.id)).toEqual(Array.from({ length: 58 }, (_, i) => i + 1));
      for (const region of list) {
        expect(region.name).toBe(region.names.fr);
        expect(region.names.ar).toMatch(ARABIC_LETTER);
        expect(region.cities.length).toBeGreaterThanOrEqual(1);
        for (const city of region.cities) expect(city.region_id).toBe(region.id);
        // The capital bears the wilaya's name.
        expect(region.cities.map((c) => c.slug)).toContain(region.slug);
      }
      const alger = list.find((r) => r.id === 16)!;
      expect(alger.names).toEqual({ ar: 'الجزائر', fr: 'Alger', en: 'Algiers' });
      expect(list.find((r) => r.id === 31)!.name).toBe('Oran');
      expect(list.find((r) => r.id === 58)!.names.fr).toBe('El Meniaa');
    });

    it('answers the wilayas without their cities with cities=false, and one wilaya by its code', async () => {
      const whole = regionsResponseSchema.parse(
        (await api(t.app, { url: '/api/v1/regions', locale: 'ar' })).json(),
      );
      const res = await api(t.app, { url: '/api/v1/regions?cities=false', locale: 'ar' });
      expect(res.statusCode).toBe(200);
      const { regions: summaries } = regionSummariesResponseSchema.parse(res.json());
      expect(summaries).toEqual(whole.regions.map(({ cities: _cities, ...summary }) => summary));
      for (const region of res.json<{ regions: object[] }>().regions)
        expect(region).not.toHaveProperty('cities');

      const one = await api(t.app, { url: '/api/v1/regions/16', locale: 'ar' });
      expect(one.statusCode).toBe(200);
      expect(one.headers['cache-control']).toBe('public, no-cache');
      expect(regionResponseSchema.parse(one.json()).region).toEqual(whole.regions.find((r) => r.id === 16));
      expect(one.json<{ region: { name: string } }>().region.name).toBe('الجزائر');
    });

    it('answers 404 for a code no wilaya has, 422 for one that is not a number, and for cities=maybe', async () => {
      expect((await api(t.app, { url: '/api/v1/regions/59' })).statusCode).toBe(404);
      for (const url of ['/api/v1/regions/1e1', '/api/v1/regions/0', '/api/v1/regions?cities=maybe']) {
        const res = await api(t.app, { url, locale: 'fr' });
        expect(res.statusCode, url).toBe(422);
      }
    });

    it('lists cities in the alphabetical order of the language, and answers names in it', async () => {
      for (const locale of ['ar', 'fr', 'en'] as const) {
        const res = await api(t.app, { url: '/api/v1/regions', locale });
        const alger = regionsResponseSchema.parse(res.json()).regions.find((r) => r.id === 16)!;
        const names = alger.cities.map((c) => c.name);
        expect(names).toEqual(alger.cities.map((c) => c.names[locale]));
        const collator = new Intl.Collator(locale === 'ar' ? 'ar-DZ' : locale === 'fr' ? 'fr-DZ' : 'en', {
          sensitivity: 'base',
        });
        expect(names).toEqual([...names].sort(collator.compare));
      }
    });

    it('leaves out an inactive city; a city an admin adds appears', async () => {
      const db = t.testDb.database.db;
      const [added] = await db
        .insert(cities)
        .values({
          regionId: 31,
          nameAr: 'مسرغين',
          nameFr: 'Misserghin',
          nameEn: 'Misserghin',
          slug: 'misserghin',
        })
        .returning({ id: cities.id });
      await db
        .update(cities)
        .set({ isActive: false })
        .where(and(eq(cities.regionId, 31), eq(cities.slug, 'arzew')));
      try {
        const res = await api(t.app, { url: '/api/v1/regions', locale: 'en' });
        const oran = regionsResponseSchema.parse(res.json()).regions.find((r) => r.id === 31)!;
        const slugs = oran.cities.map((c) => c.slug);
        expect(slugs).toContain('misserghin');
        expect(slugs).not.toContain('arzew');
      } finally {
        await db.delete(cities).where(eq(cities.id, added!.id));
        await db
          .update(cities)
          .set({ isActive: true })
          .where(and(eq(cities.regionId, 31), eq(cities.slug, 'arzew')));
      }
    });
  });

  describe('currencies', () => {
    it('answers DZD as the one default, then EUR and USD, in the language asked', async () => {
      const res = await api(t.app, { url: '/api/v1/currencies', locale: 'fr' });
      expect(res.statusCode).toBe(200);
      const { currencies: list } = currenciesResponseSchema.parse(res.json());
      expect(list.map((c) => c.code)).toEqual(['DZD', 'EUR', 'USD']);
      expect(list.filter((c) => c.is_default).map((c) => c.code)).toEqual(['DZD']);
      expect(list[0]).toMatchObject({ name: 'Dinar algérien', symbol: 'DA', minor_units: 2 });
      for (const c of list) expect(c.names.ar).toMatch(ARABIC_LETTER);
    });
  });

  describe('HTTP caching', () => {
    const urls = [
      '/api/v1/catalog/sales/categories',
      '/api/v1/catalog/sales/categories?depth=0',
      '/api/v1/regions',
      '/api/v1/regions?cities=false',
      '/api/v1/regions/16',
      '/api/v1/currencies',
    ];

    it.each(urls)('%s: a strong ETag of the body, public cache, Vary on the language', async (url) => {
      const res = await api(t.app, { url, locale: 'en' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, no-cache');
      const etag = String(res.headers.etag);
      expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(etag).toBe(etagOf(res.body));
      const vary = String(res.headers.vary)
        .split(',')
        .map((v) => v.trim().toLowerCase());
      expect(vary).toContain('x-localization');
      // Another language is another representation, with another tag.
      const fr = await api(t.app, { url, locale: 'fr' });
      expect(fr.headers.etag).not.toBe(etag);
      // Asked again, the same bytes and the same tag.
      const again = await api(t.app, { url, locale: 'en' });
      expect(again.body).toBe(res.body);
      expect(again.headers.etag).toBe(etag);
    });

    it.each(urls)('%s: 304 without a body to a matching If-None-Match', async (url) => {
      const first = await api(t.app, { url, locale: 'ar' });
      const etag = String(first.headers.etag);
      for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`, '*']) {
        const res = await api(t.app, { url, locale: 'ar', headers: { 'if-none-match': ifNoneMatch } });
        expect(res.statusCode, ifNoneMatch).toBe(304);
        expect(res.body).toBe('');
        expect(res.headers.etag).toBe(etag);
        expect(res.headers['cache-control']).toBe('public, no-cache');
      }
      // A tag of another language, or a stale one, gets the whole answer.
      for (const locale of ['fr', 'en'] as const) {
        const res = await api(t.app, { url, locale, headers: { 'if-none-match': etag } });
        expect(res.statusCode).toBe(200);
        expect(res.body.length).toBeGreaterThan(0);
      }
    });

    it('answers 304 for one category too, and its ETag follows an edit', async () => {
      const db = t.testDb.database.db;
      const cars = await findBySlug('sales', 'cars');
      const url = nodeUrl('sales', cars.id);
      const first = await api(t.app, { url });
      const etag = String(first.headers.etag);
      expect((await api(t.app, { url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
      await db.update(categories).set({ nameEn: 'Passenger cars' }).where(eq(categories.id, cars.id));
      try {
        const edited = await api(t.app, { url, headers: { 'if-none-match': etag } });
        expect(edited.statusCode).toBe(200);
        expect(edited.json()).toMatchObject({ category: { name: 'Passenger cars' } });
      } finally {
        await db.update(categories).set({ nameEn: 'Cars' }).where(eq(categories.id, cars.id));
      }
    });

    it('compressed answers keep the tag of the JSON body', async () => {
      const url = '/api/v1/catalog/announcements/categories';
      const plain = await api(t.app, { url });
      const br = await api(t.app, { url, headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.etag).toBe(plain.headers.etag);
    });
  });

  describe('seeds', () => {
    const counts = async () => {
      const db = t.testDb.database.db;
      const n = async (table: typeof categories | typeof regions | typeof cities | typeof currencies) =>
        (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
      return {
        categories: await n(categories),
        regions: await n(regions),
        cities: await n(cities),
        currencies: await n(currencies),
      };
    };

    it('seed again without adding or changing anything, and keep an admin edit', async () => {
      const db = t.testDb.database.db;
      const before = await counts();
      expect(before.categories).toBe(
        countSeeds(CATEGORY_SEEDS.announcements) + countSeeds(CATEGORY_SEEDS.sales),
      );
      expect(before.regions).toBe(58);
      expect(before.cities).toBeGreaterThanOrEqual(58);
      expect(before.currencies).toBe(3);
      const answers = async () =>
        Promise.all(
          [
            '/api/v1/catalog/announcements/categories',
            '/api/v1/catalog/sales/categories',
            '/api/v1/regions',
          ].map(async (url) => (await api(t.app, { url })).body),
        );
      const bodiesBefore = await answers();

      await seedDatabase(db, { demoContent: false });
      // A start finding every reference row in place drops nothing kept under the versions.
      const versions = async () =>
        (
          (await db.execute(
            sql`select (select version from search_version)::text || ':' || (select string_agg(area || '=' || version, ',' order by area) from data_versions) as v`,
          )) as unknown as { rows: { v: string }[] }
        ).rows[0]!.v;
      const versionsBefore = await versions();
      await seedDatabase(db, { demoContent: false });
      expect(await versions()).toBe(versionsBefore);
      expect(await counts()).toEqual(before);
      expect(await answers()).toEqual(bodiesBefore);

      // An admin renames and deactivates: a later start keeps both.
      const tyres = await findBySlug('sales', 'tyres-rims');
      await db
        .update(categories)
        .set({ nameFr: 'Pneumatiques', isActive: false })
        .where(eq(categories.id, tyres.id));
      try {
        await seedDatabase(db, { demoContent: false });
        const [row] = await db.select().from(categories).where(eq(categories.id, tyres.id));
        expect(row).toMatchObject({ nameFr: 'Pneumatiques', isActive: false });
        expect(await counts()).toEqual(before);
      } finally {
        await db
          .update(categories)
          .set({ nameFr: tyres.names.fr, isActive: true })
          .where(eq(categories.id, tyres.id));
      }
    });

    it('puts a missing seeded row back under its parent', async () => {
      const db = t.testDb.database.db;
      const honey = await findBySlug('sales', 'honey');
      await db.delete(categories).where(eq(categories.id, honey.id));
      await seedDatabase(db, { demoContent: false });
      const back = await findBySlug('sales', 'honey');
      expect(back).toMatchObject({ parent_id: honey.parent_id, depth: 2, sort_order: honey.sort_order });
      expect(back.id).not.toBe(honey.id);
    });

    it('refuses a parent from the other platform, a depth that does not fit, an unknown platform', async () => {
      const db = t.testDb.database.db;
      const cars = await findBySlug('sales', 'cars');
      const row = { nameAr: 'تجربة', nameFr: 'Essai', nameEn: 'Test', sortOrder: 0 };
      /** The constraint a refused insert broke (PGlite and node-postgres both name it). */
      const brokenConstraint = async (values: typeof categories.$inferInsert) => {
        try {
          await db.insert(categories).values(values);
        } catch (err) {
          return (err as { cause?: { constraint?: string } }).cause?.constraint;
        }
        return 'accepted';
      };
      expect(
        await brokenConstraint({
          ...row,
          platform: 'announcements',
          parentId: cars.id,
          depth: 2,
          slug: 'x1',
        }),
      ).toBe('categories_parent_fk');
      expect(
        await brokenConstraint({ ...row, platform: 'sales', parentId: null, depth: 1, slug: 'x2' }),
      ).toBe('categories_depth_check');
      expect(
        await brokenConstraint({ ...row, platform: 'sales', parentId: cars.id, depth: 0, slug: 'x3' }),
      ).toBe('categories_depth_check');
      expect(
        await brokenConstraint({ ...row, platform: 'rentals', parentId: null, depth: 0, slug: 'x4' }),
      ).toBe('categories_platform_check');
      expect(
        await brokenConstraint({ ...row, platform: 'sales', parentId: null, depth: 0, slug: 'cars' }),
      ).toBe('categories_platform_slug_key');
    });
  });

  it('documents the endpoints in OpenAPI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const doc = res.json<{ paths: Record<string, { get?: { responses?: Record<string, unknown> } }> }>();
    for (const path of [
      '/api/v1/catalog/{platform}/categories',
      '/api/v1/catalog/{platform}/categories/{id}',
      '/api/v1/regions',
      '/api/v1/currencies',
    ]) {
      expect(doc.paths[path]?.get?.responses?.['200'], path).toBeDefined();
      expect(doc.paths[path]?.get?.responses?.['304'], path).toBeDefined();
    }
    expect(doc.paths['/api/v1/catalog/{platform}/categories/{id}']?.get?.responses?.['404']).toBeDefined();
  });
});
