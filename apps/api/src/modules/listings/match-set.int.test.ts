import { listingSearchQuerySchema } from '@portal/contract/listings';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/session';
import { createVersionedMemo } from '../../platform/http-cache';
import { categories, cities, listings } from '../../db/schema/index';
import type { MatchSet } from './match-set';
import { dataVersion } from '../../db/data-versions';
import { searchDocument, type TextGroup, type TextQuery } from './search-document';
import { createSearchIndex } from './search-index';
import { searchListings } from './search-listings';
import { insertCover } from './testing';

/**
 * A search whose words' matches are kept in memory (match-set.ts) answers exactly what the
 * database answers: the same page in the same order, the same total and the same facets, for
 * every kind of filter, sort and page, on listings made to disagree wherever they can (equal
 * publication times, equal prices, missing cities and sub-categories, expired and pending ones).
 */
describe('search over a match set equals the search in the database', () => {
  let t: TestApp;
  const db = () => t.testDb.database.db;
  // The search reads only the database.
  const deps = () => ({ db: db(), storage: undefined as never });
  const WORDS = ['voiture', 'سيارة', 'appartement', 'شقة', 'phone', 'هاتف', 'frigo', 'cours'];
  let catalog: { id: number; platform: string; depth: number; parentId: number | null }[];
  let cityRows: { id: number; regionId: number }[];
  // Categories listings were put in, at each level: the searches choose among them.
  const used: { id: number; platform: string }[] = [];

  // A deterministic generator: the same data and queries on every run.
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

  beforeAll(async () => {
    t = await buildTestApp();
    const user = await createUser(db());
    catalog = await db()
      .select({
        id: categories.id,
        platform: categories.platform,
        depth: categories.depth,
        parentId: categories.parentId,
      })
      .from(categories);
    cityRows = await db()
      .select({ id: cities.id, regionId: cities.regionId })
      .from(cities)
      .where(isNotNull(cities.regionId));
    const sameInstant = new Date(Date.now() - 3_600_000);
    for (let i = 0; i < 160; i++) {
      const platform = random() < 0.6 ? 'sales' : 'announcements';
      const leaf = pick(catalog.filter((c) => c.platform === platform && c.depth > 0));
      const parent = catalog.find((c) => c.id === leaf.parentId)!;
      const [top, sub, filter] =
        leaf.depth === 2
          ? [catalog.find((c) => c.id === parent.parentId)!.id, parent.id, leaf.id]
          : [parent.id, leaf.id, null];
      const city =
        random() < 0.5 ? pick(cityRows.filter((c) => [16, 31, 9].includes(c.regionId))) : undefined;
      const regionId = city?.regionId ?? pick([16, 31, 9, 25]);
      const title = `${pick(WORDS)} ${pick(WORDS)} ${random() < 0.3 ? 'neuf' : 'occasion'}`;
      const price = pick([0, 50_000, 50_000, 1_200_000, 9_900_000]);
      const sale = platform === 'sales';
      const [row] = await db()
        .insert(listings)
        .values({
          platform,
          userId: user.id,
          status: random() < 0.9 ? 'approved' : 'pending',
          title,
          description: 'Annonce de test pour comparer deux chemins de recherche.',
          categoryId: top,
          subCategoryId: sub,
          filterId: filter,
          priceType: pick(['fixed', 'negotiable', 'free'] as const),
          price,
          sortPrice: price,
          currencyCode: pick(['DZD', 'DZD', 'EUR']),
          regionId,
          cityId: city?.id ?? null,
          advertiserCharacteristic: pick(['individual', 'company', 'store'] as const),
          durationDays: 30,
          paymentMethod: sale ? pick(['cash', 'cheque', null]) : null,
          hasDelivery: sale ? pick([true, false, null]) : null,
          salesQuality: sale ? pick(['original', 'imitative', null]) : null,
          mobility: sale ? pick([true, null]) : null,
          searchText: searchDocument([title]),
          slug: `match-set-${i}-${Date.now().toString(36)}`,
          // A third share one instant: only the id orders them, in both paths.
          publishedAt: random() < 0.3 ? sameInstant : new Date(Date.now() - Math.floor(random() * 1e9)),
          expiresAt: new Date(Date.now() + (random() < 0.1 ? -1 : 1) * 86_400_000),
        })
        .returning({ id: listings.id });
      if (random() < 0.5) await insertCover(db(), row!.id, user.id);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const queries = (): Record<string, string>[] => {
    const out: Record<string, string>[] = [];
    for (let i = 0; i < 120; i++) {
      const platform = pick([undefined, 'sales', 'announcements']);
      const category =
        random() < 0.4 ? pick(used.filter((c) => !platform || c.platform === platform)) : undefined;
      const region = random() < 0.4 ? pick([16, 31, 9, 25]) : undefined;
      const city = region && random() < 0.5 ? cityRows.find((c) => c.regionId === region)?.id : undefined;
      const q = {
        q: random() < 0.8 ? pick(WORDS) : `${pick(WORDS)} ${pick(WORDS)}`,
        platform,
        category_id: category?.id,
        region_id: region,
        city_id: city,
        price_min: random() < 0.2 ? 50_000 : undefined,
        price_max: random() < 0.2 ? 1_200_000 : undefined,
        currency: random() < 0.15 ? 'EUR' : undefined,
        advertiser: random() < 0.15 ? 'company' : undefined,
        price_type: random() < 0.1 ? 'free' : undefined,
        has_photos: random() < 0.15 ? pick(['true', 'false']) : undefined,
        payment_method: random() < 0.1 ? 'cash' : undefined,
        has_delivery: random() < 0.1 ? pick(['true', 'false']) : undefined,
        mobility: random() < 0.05 ? 'true' : undefined,
        sort: pick([undefined, 'relevance', 'newest', 'price_asc', 'price_desc']),
        page: pick(['1', '1', '2']),
        per_page: pick(['5', '20']),
      };
      out.push(
        Object.fromEntries(
          Object.entries(q)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => [k, String(v)]),
        ),
      );
    }
    // A category id that is no category, and a page past the end.
    out.push({ q: 'voiture', category_id: '999999' }, { q: 'phone', page: '40', per_page: '50' });
    return out;
  };

  it('gives the same page, total and facets for 120 varied searches', async () => {
    const memo = createVersionedMemo<MatchSet | null>(60_000, 24);
    const matchSets = (key: string, build: () => Promise<MatchSet | null>) => memo(key, 'v', build);
    let nonEmpty = 0;
    let withFacets = 0;
    for (const params of queries()) {
      const query = listingSearchQuerySchema.parse(params);
      const fromDatabase = await searchListings(deps(), query, 'fr');
      const fromSet = await searchListings(deps(), query, 'fr', { matchSets });
      expect(fromSet, JSON.stringify(params)).toEqual(fromDatabase);
      if (fromDatabase.total > 0) nonEmpty += 1;
      if (fromDatabase.facets.children.length + fromDatabase.facets.cities.length > 0) withFacets += 1;
    }
    // The comparison means something only if many searches found listings.
    expect(nonEmpty).toBeGreaterThan(50);
    expect(withFacets).toBeGreaterThan(10);
  });

  it('gives the same answers from the in-memory index (search-index.ts)', async () => {
    const index = createSearchIndex(db(), { wait: true });
    const version = await dataVersion(db(), 'listings');
    const textIndex = (text: TextQuery, groups: TextGroup[], ranked: boolean) =>
      index.matchSet(version, text, groups, ranked);
    let nonEmpty = 0;
    for (const params of queries()) {
      const query = listingSearchQuerySchema.parse(params);
      const fromDatabase = await searchListings(deps(), query, 'fr');
      const fromIndex = await searchListings(deps(), query, 'fr', { textIndex });
      expect(fromIndex, JSON.stringify(params)).toEqual(fromDatabase);
      if (fromDatabase.total > 0) nonEmpty += 1;
    }
    expect(nonEmpty).toBeGreaterThan(50);
    index.close();
  });

  it('answers from the database when a set is too large to keep', async () => {
    const query = listingSearchQuerySchema.parse({ q: 'occasion', sort: 'newest' });
    const fromDatabase = await searchListings(deps(), query, 'fr');
    const tooLarge = () => Promise.resolve(null);
    expect(await searchListings(deps(), query, 'fr', { matchSets: tooLarge })).toEqual(fromDatabase);
    expect(fromDatabase.total).toBeGreaterThan(0);
  });
});
