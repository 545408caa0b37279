import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdStats, ServedAd } from '@portal/contract/advertisements';
import type { Db } from '../../db/client';
import { advertisements, advertisementStats } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { testDatabaseKind } from '../../../test/test-database';
import { api, createUser, login } from '../../../test/session';
import { createTestItem } from '../content/testing';
import { anyCategoryId, insertActiveAd } from './serve-testing';

/** Serving active advertisements, counting their impressions and clicks, and the counts per day. */
describe(`advertisement serving (${testDatabaseKind()})`, () => {
  let t: TestApp;
  let db: Db;
  let ownerId: number;
  let ownerToken: string;
  beforeAll(async () => {
    t = await buildTestApp();
    db = t.testDb.database.db;
    const owner = await createUser(db);
    ownerId = owner.id;
    ownerToken = await login(t.app, owner);
  });
  afterAll(async () => {
    await t.close();
  });

  const served = async (query: string) => {
    const res = await api(t.app, { url: `/api/v1/advertisements/served?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: ServedAd[] }>().data;
  };
  const ids = (ads: ServedAd[]) => ads.map((a) => a.id).sort((a, b) => a - b);
  const event = (id: number, agent: string, kind?: 'impression' | 'click') =>
    api(t.app, {
      method: 'POST',
      url: `/api/v1/advertisements/${id}/impressions`,
      headers: { 'user-agent': agent },
      body: kind ? { kind } : {},
    });
  const statsOf = async (id: number) =>
    db.select().from(advertisementStats).where(eq(advertisementStats.advertisementId, id));

  it('serves only active advertisements of the asked placements, for the asking surface', async () => {
    const web = await insertActiveAd(db, ownerId, { place: 'popup', location: 'website_only' });
    const app = await insertActiveAd(db, ownerId, { place: 'popup', location: 'app_only' });
    const both = await insertActiveAd(db, ownerId, { place: 'popup' });
    const pending = await insertActiveAd(db, ownerId, { place: 'popup', status: 'scheduled' });
    const other = await insertActiveAd(db, ownerId, { place: 'home_page' });
    const webAds = ids(await served('place=popup&surface=web'));
    expect(webAds).toEqual(expect.arrayContaining([web, both]));
    expect(webAds).not.toContain(app);
    expect(webAds).not.toContain(pending);
    expect(webAds).not.toContain(other);
    const appAds = ids(await served('place=popup&surface=app'));
    expect(appAds).toEqual(expect.arrayContaining([app, both]));
    expect(appAds).not.toContain(web);
    // Several placements at once.
    expect(ids(await served('place=popup,home_page'))).toEqual(expect.arrayContaining([web, both, other]));
    const one = (await served('place=home_page')).find((a) => a.id === other)!;
    expect(one.click_path).toBe(`/api/v1/advertisements/${other}/click`);
    expect(one.place).toBe('home_page');
  });

  it('shows a category advertisement on its category only, a branch one on its branch only', async () => {
    const categoryId = await anyCategoryId(db);
    const branch = await createTestItem(db, null, 'branch');
    const inCategory = await insertActiveAd(db, ownerId, { place: 'category', categoryId });
    const atBranch = await insertActiveAd(db, ownerId, { place: 'main_branch', mainBranchId: branch.id });
    expect(ids(await served(`place=category&category_id=${categoryId}`))).toContain(inCategory);
    expect(ids(await served(`place=category&category_id=${categoryId + 100000}`))).not.toContain(inCategory);
    expect(ids(await served('place=category'))).not.toContain(inCategory);
    expect(ids(await served(`place=main_branch&branch_id=${branch.id}`))).toContain(atBranch);
    expect(ids(await served(`place=main_branch&branch_id=${branch.id + 100000}`))).not.toContain(atBranch);
  });

  it('refuses an unknown placement with 422', async () => {
    const res = await api(t.app, { url: '/api/v1/advertisements/served?place=everywhere' });
    expect(res.statusCode).toBe(422);
  });

  it('rotates the advertisements of one placement fairly', async () => {
    // A placement of its own for this test: listing_slot is used by no other test here.
    const rotating = [
      await insertActiveAd(db, ownerId, { place: 'listing_slot' }),
      await insertActiveAd(db, ownerId, { place: 'listing_slot' }),
      await insertActiveAd(db, ownerId, { place: 'listing_slot' }),
    ];
    const first = new Map<number, number>(rotating.map((id) => [id, 0]));
    const rounds = 240;
    for (let i = 0; i < rounds; i += 1) {
      const ads = (await served('place=listing_slot')).filter((a) => rotating.includes(a.id));
      first.set(ads[0]!.id, first.get(ads[0]!.id)! + 1);
    }
    // Each comes first about a third of the time (80 expected; 40 is about five deviations off).
    for (const count of first.values()) expect(count).toBeGreaterThan(40);
  });

  it('shows an active advertisement’s page, 404 for others', async () => {
    const active = await insertActiveAd(db, ownerId, { place: 'top_of_page', description: 'Visit us' });
    const expired = await insertActiveAd(db, ownerId, { status: 'expired' });
    const res = await api(t.app, { url: `/api/v1/advertisements/${active}` });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ advertisement: ServedAd }>().advertisement.description).toBe('Visit us');
    expect((await api(t.app, { url: `/api/v1/advertisements/${expired}` })).statusCode).toBe(404);
    expect((await api(t.app, { url: '/api/v1/advertisements/999999999' })).statusCode).toBe(404);
  });

  it('counts an impression once per visitor and day, and each visitor once', async () => {
    const id = await insertActiveAd(db, ownerId);
    expect((await event(id, 'browser-a')).statusCode).toBe(204);
    expect((await event(id, 'browser-a')).statusCode).toBe(204);
    expect((await statsOf(id))[0]).toMatchObject({ impressions: 1, clicks: 0 });
    await event(id, 'browser-b');
    expect((await statsOf(id))[0]).toMatchObject({ impressions: 2, clicks: 0 });
    // A click is its own kind of event.
    await event(id, 'browser-a', 'click');
    await event(id, 'browser-a', 'click');
    expect((await statsOf(id))[0]).toMatchObject({ impressions: 2, clicks: 1 });
    // A signed-in member is one visitor whatever the browser.
    const res = await api(t.app, {
      method: 'POST',
      url: `/api/v1/advertisements/${id}/impressions`,
      token: ownerToken,
      headers: { 'user-agent': 'browser-c' },
      body: {},
    });
    expect(res.statusCode).toBe(204);
    await api(t.app, {
      method: 'POST',
      url: `/api/v1/advertisements/${id}/impressions`,
      token: ownerToken,
      headers: { 'user-agent': 'browser-d' },
      body: {},
    });
    expect((await statsOf(id))[0]).toMatchObject({ impressions: 3 });
  });

  it('counts nothing for an inactive advertisement and refuses a bad kind', async () => {
    const id = await insertActiveAd(db, ownerId, { status: 'scheduled' });
    expect((await event(id, 'x')).statusCode).toBe(404);
    const active = await insertActiveAd(db, ownerId);
    const bad = await api(t.app, {
      method: 'POST',
      url: `/api/v1/advertisements/${active}/impressions`,
      body: { kind: 'view' },
    });
    expect(bad.statusCode).toBe(422);
    expect(await statsOf(id)).toEqual([]);
  });

  it('redirects a click to an https link after counting it, once per visitor and day', async () => {
    const id = await insertActiveAd(db, ownerId, { link: 'https://example.com/shop?x=1' });
    const click = () =>
      api(t.app, { url: `/api/v1/advertisements/${id}/click`, headers: { 'user-agent': 'clicker' } });
    const res = await click();
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://example.com/shop?x=1');
    await click();
    expect((await statsOf(id))[0]).toMatchObject({ clicks: 1, impressions: 0 });
  });

  it('never redirects to a javascript: or data: link, even a stored one', async () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>1</script>',
      'ftp://x',
    ]) {
      const id = await insertActiveAd(db, ownerId, { link });
      const res = await api(t.app, { url: `/api/v1/advertisements/${id}/click` });
      expect(res.statusCode, link).toBe(400);
      expect(res.headers.location, link).toBeUndefined();
      expect(await statsOf(id), link).toEqual([]);
    }
    const noLink = await insertActiveAd(db, ownerId, { link: null });
    expect((await api(t.app, { url: `/api/v1/advertisements/${noLink}/click` })).statusCode).toBe(404);
    expect((await served('place=page_top_bar')).find((a) => a.id === noLink)?.click_path).toBeNull();
  });

  it('gives the advertiser their counts per day (others 404), staff every advertisement’s, with a CSV', async () => {
    const id = await insertActiveAd(db, ownerId, { name: '=Café ممول' });
    await db.insert(advertisementStats).values([
      { advertisementId: id, day: '2026-01-02', impressions: 10, clicks: 1 },
      { advertisementId: id, day: '2026-01-03', impressions: 30, clicks: 3 },
    ]);
    const mine = await api(t.app, { url: `/api/v1/user/advertisements/${id}/stats`, token: ownerToken });
    expect(mine.statusCode).toBe(200);
    const stats = mine.json<AdStats>();
    expect(stats.days.slice(0, 2)).toEqual([
      { date: '2026-01-02', impressions: 10, clicks: 1 },
      { date: '2026-01-03', impressions: 30, clicks: 3 },
    ]);
    expect(stats).toMatchObject({ impressions: 40, clicks: 4, ctr: 0.1 });
    const stranger = await login(t.app, await createUser(db));
    expect(
      (await api(t.app, { url: `/api/v1/user/advertisements/${id}/stats`, token: stranger })).statusCode,
    ).toBe(404);
    const moderator = await login(t.app, await createUser(db, { role: 'moderator' }));
    const day = await api(t.app, { url: `/api/v1/admin/advertisements/${id}/stats`, token: moderator });
    expect(day.json<AdStats>()).toMatchObject({ impressions: 40, clicks: 4 });
    const period = await api(t.app, {
      url: '/api/v1/admin/advertisements/stats?from=2026-01-03&to=2026-01-31',
      token: moderator,
    });
    expect(period.statusCode).toBe(200);
    const row = period
      .json<{ data: { id: number; impressions: number; ctr: number }[] }>()
      .data.find((r) => r.id === id);
    expect(row).toMatchObject({ impressions: 30, clicks: 3, ctr: 0.1 });
    const csv = await api(t.app, {
      url: '/api/v1/admin/advertisements/stats?from=2026-01-01&to=2026-01-31&format=csv',
      token: moderator,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFF"id","name","place","status","impressions","clicks","ctr"\r\n')).toBe(
      true,
    );
    // A formula-like name is neutralized; Arabic stays as written.
    expect(csv.body).toContain(`"${id}","'=Café ممول","page_top_bar","active","40","4","0.1"`);
  });

  it('forgets visitor keys older than yesterday', async () => {
    const id = await insertActiveAd(db, ownerId);
    const { advertisementEventKeys } = await import('../../db/schema/index');
    await db
      .insert(advertisementEventKeys)
      .values({ advertisementId: id, day: '2020-01-01', kind: 'impression', visitor: 'old' });
    await event(id, 'fresh-browser');
    const left = await db
      .select()
      .from(advertisementEventKeys)
      .where(eq(advertisementEventKeys.advertisementId, id));
    expect(left.map((k) => k.day)).not.toContain('2020-01-01');
    expect(left).toHaveLength(1);
    await db.update(advertisements).set({ status: 'expired' }).where(eq(advertisements.id, id));
  });
});
