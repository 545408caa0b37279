import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, users } from '../../db/schema/index';
import { signIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { api, createUser } from '../../../test/session';
import { all, publicCondition, selectSearchCounts, type SearchCountsQuery } from './queries';
import { approve, cityOf, firstBranch, listingBody, postListing, setStatus, type Branch } from './testing';

/**
 * listing_public_groups (migration 0014) holds, per platform, category levels, region and
 * city, the number of approved listings of authors in good standing; browsing counts sum it.
 * Whatever writes the listings, it must equal a count of the listings themselves, and counts
 * read from it must equal counts read from the listings.
 */
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe('listing groups behind browsing counts', () => {
  let t: TestApp;
  let announcements: Branch;
  let sales: Branch;
  let city: number;
  const db = () => t.testDb.database.db;

  beforeAll(async () => {
    t = await buildTestApp();
    announcements = await firstBranch(db(), 'announcements');
    sales = await firstBranch(db(), 'sales');
    city = await cityOf(db(), 16);
  });
  afterAll(async () => {
    await t.close();
  });

  const groupsAsCounted = async () => {
    const key = sql`platform, category_id, sub_category_id, filter_id, region_id, city_id`;
    const kept = await db().execute(sql`select ${key}, n from listing_public_groups order by ${key}`);
    const counted = await db().execute(sql`
      select ${key}, count(*)::int as n from listings where status = 'approved' and not author_suspended
      group by ${key} order by ${key}`);
    return { kept: rowsOf(kept), counted: rowsOf(counted) };
  };

  const post = async (token: string, body: Record<string, unknown>) => {
    const res = await postListing(t.app, token, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().listing.id as number;
  };

  it('follows every kind of write: posts, decisions, suspension, deletion, bulk changes', async () => {
    const author = await createUser(db());
    const { token } = await signIn(db(), author.id);
    const a = await post(token, listingBody(announcements));
    const b = await post(token, listingBody(announcements, { city_id: city }));
    const c = await post(token, listingBody(sales, { platform: 'sales' }));
    await approve(db(), a);
    await approve(db(), b);
    await approve(db(), c);
    expect((await groupsAsCounted()).kept.length).toBeGreaterThan(0);
    let state = await groupsAsCounted();
    expect(state.kept).toEqual(state.counted);

    await setStatus(db(), b, 'rejected');
    await db().update(listings).set({ regionId: 31, cityId: null }).where(eq(listings.id, a));
    // An update of many rows that changes no group (a counter) leaves the groups as they are.
    await db().execute(sql`update listings set phone_reveals = phone_reveals + 1`);
    state = await groupsAsCounted();
    expect(state.kept).toEqual(state.counted);

    await db().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, author.id));
    state = await groupsAsCounted();
    expect(state.kept).toEqual(state.counted);
    await db().update(users).set({ suspendedAt: null }).where(eq(users.id, author.id));
    state = await groupsAsCounted();
    expect(state.kept).toEqual(state.counted);

    const deleted = await api(t.app, { method: 'DELETE', url: `/api/v1/listings/${c}`, token });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    state = await groupsAsCounted();
    expect(state.kept).toEqual(state.counted);
    // No group is left at zero.
    const empty = await db().execute(sql`select count(*)::int as n from listing_public_groups where n <= 0`);
    expect(rowsOf(empty)[0]).toEqual({ n: 0 });
  });

  it('gives the same totals and facets as counting the listings, past-expiry rows left out', async () => {
    const author = await createUser(db());
    const { token } = await signIn(db(), author.id);
    const ids = [
      await post(token, listingBody(announcements)),
      await post(token, listingBody(announcements, { city_id: city })),
      await post(token, listingBody(announcements, { region_id: 31 })),
      await post(token, listingBody(sales, { platform: 'sales', city_id: city })),
    ];
    for (const id of ids) await approve(db(), id);
    // Approved but past its end: the expiry job has not run yet; the public must not count it.
    await approve(db(), ids[2]!, new Date(Date.now() - 40 * 24 * 3_600_000));

    const platform = (p: string) => eq(listings.platform, p);
    const cases: { name: string; platform?: string; q: Omit<SearchCountsQuery, 'base' | 'groupedBy'> }[] = [
      {
        name: 'everything',
        q: { category: undefined, region: undefined, city: undefined, childrenOfDepth: undefined },
      },
      {
        name: 'a platform',
        platform: 'announcements',
        q: { category: undefined, region: undefined, city: undefined, childrenOfDepth: undefined },
      },
      {
        name: 'a category and its children',
        platform: 'announcements',
        q: {
          category: eq(listings.categoryId, announcements.category),
          region: undefined,
          city: undefined,
          childrenOfDepth: 0,
        },
      },
      {
        name: 'a region and a city',
        platform: 'sales',
        q: {
          category: eq(listings.subCategoryId, sales.subCategory),
          region: eq(listings.regionId, 16),
          city: eq(listings.cityId, city),
          childrenOfDepth: 1,
        },
      },
    ];
    for (const { name, platform: p, q } of cases) {
      const condition = p ? platform(p) : undefined;
      const exact = await selectSearchCounts(db(), { ...q, base: all([publicCondition(), condition]) });
      const grouped = await selectSearchCounts(db(), {
        ...q,
        base: all([publicCondition(), condition]),
        groupedBy: { platform: condition },
      });
      expect(grouped, name).toEqual(exact);
      expect(exact.total, name).toBeGreaterThan(0);
    }

    // Through the API: the total is the number of listings the pages hold.
    const res = await api(t.app, { url: '/api/v1/listings?platform=announcements&per_page=50' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(body.data.length);
    expect(body.data.map((l: { id: number }) => l.id)).not.toContain(ids[2]);
  });
});
