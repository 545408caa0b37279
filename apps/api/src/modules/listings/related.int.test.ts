import type { ListingCard } from '@portal/contract/listings';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { api, createUser } from '../../../test/session';
import { categories, listings } from '../../db/schema/index';
import type { ListingsDeps } from './deps';
import { publicListingsVersion } from './home-listings';
import { listSimilarListings, type RankListings } from './list-similar-listings';
import { createSearchIndex } from './search-index';
import { insertListing } from './testing';

/**
 * Similar ads and ads from the same user beside a public listing (detail page):
 * ranking (filter, sub-category, category; region; text), exclusions, cap, 404s, language, cache.
 */
describe('related listings', () => {
  let t: TestApp;
  const db = () => t.testDb.database.db;
  let owner: number;
  let other: number;
  /** A sales category with a sub-category holding two filters, plus a second sub-category. */
  let tree: { category: number; sub: number; filter: number; otherFilter: number; otherSub: number };
  let otherCategory: number;

  /** A listing in the tree's filter unless told otherwise; answers its id. */
  async function insert(values: {
    title: string;
    user?: number;
    platform?: string;
    category?: number;
    sub?: number | null;
    filter?: number | null;
    region?: number;
    status?: string;
    ageDays?: number;
    expired?: boolean;
  }): Promise<number> {
    const row = await insertListing(db(), {
      title: values.title,
      userId: values.user ?? other,
      categoryId: values.category ?? tree.category,
      subCategoryId: values.sub === undefined ? tree.sub : values.sub,
      filterId: values.filter === undefined ? tree.filter : values.filter,
      ...(values.platform ? { platform: values.platform } : {}),
      ...(values.region ? { regionId: values.region } : {}),
      ...(values.status ? { status: values.status } : {}),
      ...(values.ageDays !== undefined ? { ageDays: values.ageDays } : {}),
      ...(values.expired ? { expired: true } : {}),
    });
    return row.id;
  }

  async function related(id: number | string, kind: 'similar' | 'from-owner', locale = 'fr') {
    return api(t.app, {
      method: 'GET',
      url: `/api/v1/listings/${id}/${kind}`,
      headers: { 'x-localization': locale },
    });
  }
  const ids = (res: { json(): unknown }) => (res.json() as { data: ListingCard[] }).data.map((c) => c.id);

  beforeAll(async () => {
    t = await buildTestApp();
    owner = (await createUser(db())).id;
    other = (await createUser(db())).id;
    const roots = await db()
      .select()
      .from(categories)
      .where(and(eq(categories.platform, 'sales'), isNull(categories.parentId)))
      .orderBy(categories.id);
    const all = await db().select().from(categories).where(eq(categories.platform, 'sales'));
    const childrenOf = (id: number) => all.filter((c) => c.parentId === id);
    const root = roots.find((r) =>
      childrenOf(r.id).some((s) => childrenOf(s.id).length >= 2 && childrenOf(r.id).length >= 2),
    )!;
    const sub = childrenOf(root.id).find((s) => childrenOf(s.id).length >= 2)!;
    const [filter, otherFilter] = childrenOf(sub.id);
    tree = {
      category: root.id,
      sub: sub.id,
      filter: filter!.id,
      otherFilter: otherFilter!.id,
      otherSub: childrenOf(root.id).find((s) => s.id !== sub.id)!.id,
    };
    otherCategory = roots.find((r) => r.id !== root.id)!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  describe('similar', () => {
    let source: number;
    const expected: number[] = [];
    const excluded: number[] = [];

    beforeAll(async () => {
      source = await insert({ title: 'Renault Clio 4 diesel', user: owner });
      // Expected order: same filter (same region by text, then the other region), sub-category, category.
      const filterRegionText = await insert({ title: 'Renault Clio 4 essence', ageDays: 9 });
      const filterRegion = await insert({ title: 'Peugeot 208 rouge', ageDays: 2 });
      const filterOtherRegion = await insert({ title: 'Renault Clio 4 diesel', region: 31, ageDays: 1 });
      const subCategory = await insert({ title: 'Renault Clio 4 diesel', filter: tree.otherFilter });
      const subOtherRegion = await insert({
        title: 'Renault Clio 4 diesel',
        filter: tree.otherFilter,
        region: 31,
        ageDays: 0,
      });
      const category = await insert({ title: 'Renault Clio 4 diesel', sub: tree.otherSub, filter: null });
      expected.push(filterRegionText, filterRegion, filterOtherRegion, subCategory, subOtherRegion, category);
      excluded.push(
        await insert({ title: 'Renault Clio 4 diesel', category: otherCategory, sub: null, filter: null }),
        await insert({ title: 'Renault Clio 4 diesel', platform: 'announcements' }),
        await insert({ title: 'Renault Clio 4 diesel', status: 'pending' }),
        await insert({ title: 'Renault Clio 4 diesel', status: 'rejected' }),
        await insert({ title: 'Renault Clio 4 diesel', expired: true }),
      );
    });

    it('ranks by catalog level, then region, then text, never the listing itself', async () => {
      const res = await related(source, 'similar');
      expect(res.statusCode, res.body).toBe(200);
      expect(ids(res)).toEqual(expected);
      expect(ids(res)).not.toContain(source);
      for (const id of excluded) expect(ids(res)).not.toContain(id);
    });

    it('answers cards in the request language, cacheable by anyone', async () => {
      const [root] = await db().select().from(categories).where(eq(categories.id, tree.category));
      const fr = await related(source, 'similar', 'fr');
      const ar = await related(source, 'similar', 'ar');
      expect(fr.json().data[0].category.name).toBe(root!.nameFr);
      expect(ar.json().data[0].category.name).toBe(root!.nameAr);
      expect(fr.headers['cache-control']).toBe('public, max-age=60');
      expect(String(fr.headers.vary)).toMatch(/x-localization/i);
      expect(fr.headers.etag).not.toBe(ar.headers.etag);
      const again = await api(t.app, {
        method: 'GET',
        url: `/api/v1/listings/${source}/similar`,
        headers: { 'x-localization': 'fr', 'if-none-match': String(fr.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    });

    it('answers at most 8 cards', async () => {
      for (let i = 0; i < 6; i += 1) await insert({ title: `Moto Yamaha ${i}`, region: 31 });
      const res = await related(source, 'similar');
      expect(ids(res)).toHaveLength(8);
      expect(ids(res).slice(0, 3)).toEqual(expected.slice(0, 3));
    });
  });

  it('orders the same with text ranks from the search index as in the database', async () => {
    const words = ['Renault', 'Clio', 'diesel', 'rouge', 'essence', 'Peugeot', 'رونو', 'كليو', 'Clio 4'];
    const source = await insert({ title: 'Renault Clio 4 diesel rouge', region: 16 });
    for (let i = 0; i < 40; i += 1) {
      const title = words.filter((_, w) => (i * 7 + w * 3) % 5 < 2).join(' ') || 'Moto';
      await insert({
        title,
        region: i % 3 === 0 ? 16 : 31,
        filter: i % 4 === 0 ? tree.otherFilter : tree.filter,
        ageDays: i % 6,
      });
    }
    const deps = { db: db() } as ListingsDeps;
    const index = createSearchIndex(db(), { wait: true });
    const answered: boolean[] = [];
    const rank: RankListings = async (query, ids) => {
      const ranks = await index.rankListings(await publicListingsVersion(deps), query, ids);
      answered.push(ranks !== undefined);
      return ranks;
    };
    const inDatabase = await listSimilarListings(deps, source, 'fr');
    const fromIndex = await listSimilarListings(deps, source, 'fr', undefined, rank);
    expect(answered).toEqual([true]);
    expect(fromIndex.map((c) => c.id)).toEqual(inDatabase.map((c) => c.id));
    expect(fromIndex).toEqual(inDatabase);
    // The text ranks decide part of that order: without them it differs.
    const unranked = await listSimilarListings(
      deps,
      source,
      'fr',
      undefined,
      async (_, ids) => new Float64Array(ids.length),
    );
    expect(unranked.map((c) => c.id)).not.toEqual(inDatabase.map((c) => c.id));
    index.close();
  });

  describe('from the same user', () => {
    let source: number;
    let newer: number;
    let olderOtherPlatform: number;
    const hidden: number[] = [];

    beforeAll(async () => {
      const seller = (await createUser(db())).id;
      source = await insert({ title: 'Table en bois massif', user: seller, ageDays: 5 });
      newer = await insert({ title: 'Chaises de jardin', user: seller, ageDays: 1, category: otherCategory });
      olderOtherPlatform = await insert({
        title: 'Cours de dessin',
        user: seller,
        ageDays: 10,
        platform: 'announcements',
      });
      hidden.push(
        await insert({ title: 'Armoire ancienne', user: seller, status: 'pending', ageDays: 0 }),
        await insert({ title: 'Buffet ancien', user: seller, expired: true, ageDays: 0 }),
        await insert({ title: 'Table en bois massif', ageDays: 0 }),
      );
    });

    it("lists the owner's other public listings, newest first", async () => {
      const res = await related(source, 'from-owner');
      expect(res.statusCode, res.body).toBe(200);
      expect(ids(res)).toEqual([newer, olderOtherPlatform]);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
    });

    it('answers at most 8 cards', async () => {
      for (let i = 0; i < 9; i += 1) await insert({ title: `Lampe ${i}`, user: owner, ageDays: 4 });
      const [first] = await db().select().from(listings).where(eq(listings.userId, owner)).limit(1);
      const res = await related(first!.id, 'from-owner');
      expect(ids(res)).toHaveLength(8);
      expect(ids(res)).not.toContain(first!.id);
    });
  });

  it('answers 404 for a listing that is not public, or unknown, and 422 for a bad id', async () => {
    const pending = await insert({ title: 'Vélo en attente', user: owner, status: 'pending' });
    const expired = await insert({ title: 'Vélo expiré', user: owner, expired: true });
    for (const kind of ['similar', 'from-owner'] as const) {
      for (const id of [pending, expired, 987654321]) {
        const res = await related(id, kind, 'en');
        expect(res.statusCode, `${kind} ${id}`).toBe(404);
        expect(res.json()).toMatchObject({ code: 'not_found' });
      }
      expect((await related('abc', kind)).statusCode).toBe(422);
    }
  });
});
