import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, listings, listingViews, searchVersion, users } from '../../db/schema/index';
import { signIn } from '../../../test/accounts';
import { buildAppOn, buildTestApp, type TestApp } from '../../../test/build-test-app';
import { api, createUser } from '../../../test/session';
import { approve, firstBranch, listingBody, postListing, setStatus, type Branch } from './testing';

/**
 * The memos of the public reads (docs/performance.md): a detail, a search's answers and its
 * counts are kept between requests, yet every write is seen by the next read, and views are all
 * counted.
 */
describe('listing read caches', () => {
  let t: TestApp;
  let owner: { id: number; token: string };
  let branch: Branch;
  const db = () => t.testDb.database.db;

  beforeAll(async () => {
    t = await buildTestApp();
    const a = await createUser(db());
    owner = { id: a.id, token: (await signIn(db(), a.id)).token };
    branch = await firstBranch(db(), 'announcements');
  });
  afterAll(async () => {
    await t.close();
  });

  const approvedListing = async (title: string) => {
    const res = await postListing(t.app, owner.token, listingBody(branch, { title }));
    expect(res.statusCode, res.body).toBe(201);
    const listing = res.json().listing as { id: number; slug: string };
    await approve(db(), listing.id);
    return listing;
  };
  const storedViews = async (id: number) =>
    (
      await db()
        .select({ views: listingViews.views })
        .from(listingViews)
        .where(eq(listingViews.listingId, id))
    )[0]?.views ?? 0;

  it('answers every view in the count at once and writes them all in batches', async () => {
    const listing = await approvedListing('Cours de guitare pour débutants');
    const counts: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await api(t.app, { url: `/api/v1/listings/${listing.slug}` });
      expect(res.statusCode).toBe(200);
      counts.push(res.json().listing.views);
    }
    expect(counts).toEqual([1, 2, 3]);
    // Within the flush interval the views wait in memory; they are written by the next flush.
    await expect.poll(() => storedViews(listing.id), { timeout: 5_000, interval: 200 }).toBe(3);
    const again = await api(t.app, { url: `/api/v1/listings/${listing.slug}` });
    expect(again.json().listing.views).toBe(4);
  });

  it('writes the views still waiting when the app closes, before its database closes', async () => {
    const listing = await approvedListing('Réparation de vélos à domicile');
    let storedWhenDatabaseCloses = -1;
    const other = await buildAppOn(t.testDb.database, {
      onDatabaseClose: async () => {
        storedWhenDatabaseCloses = await storedViews(listing.id);
      },
    });
    for (let i = 0; i < 2; i += 1) {
      expect((await api(other.app, { url: `/api/v1/listings/${listing.slug}` })).statusCode).toBe(200);
    }
    await other.close();
    expect(storedWhenDatabaseCloses).toBe(2);
  });

  it('drops the pending views of a listing deleted before the flush, and goes on counting the others', async () => {
    const gone = await approvedListing('Cours de violon annulés');
    const kept = await approvedListing('Cours de violon maintenus');
    expect((await api(t.app, { url: `/api/v1/listings/${gone.slug}` })).statusCode).toBe(200);
    expect((await api(t.app, { url: `/api/v1/listings/${kept.slug}` })).statusCode).toBe(200);
    await db().delete(listings).where(eq(listings.id, gone.id));
    await expect.poll(() => storedViews(kept.id), { timeout: 5_000, interval: 200 }).toBe(1);
    expect((await api(t.app, { url: `/api/v1/listings/${kept.slug}` })).statusCode).toBe(200);
    await expect.poll(() => storedViews(kept.id), { timeout: 5_000, interval: 200 }).toBe(2);
  });

  it('shows a moderated change at once, though the detail was memoized', async () => {
    const listing = await approvedListing('Cours de piano à domicile');
    const first = await api(t.app, { url: `/api/v1/listings/${listing.slug}`, locale: 'fr' });
    expect(first.statusCode).toBe(200);
    expect(first.json().listing.description).not.toContain('modération');
    await db()
      .update(listings)
      .set({ description: 'Une description changée par la modération du portail.', updatedAt: new Date() })
      .where(eq(listings.id, listing.id));
    const second = await api(t.app, { url: `/api/v1/listings/${listing.slug}`, locale: 'fr' });
    expect(second.json().listing.description).toBe('Une description changée par la modération du portail.');
    await setStatus(db(), listing.id, 'expired');
    expect((await api(t.app, { url: `/api/v1/listings/${listing.slug}` })).statusCode).toBe(404);
  });

  it('counts a newly approved listing in the next search, though the counts were memoized', async () => {
    const q = 'xylophone';
    const search = async () =>
      (await api(t.app, { url: `/api/v1/listings?platform=announcements&q=${q}` })).json() as {
        total: number;
        facets: { regions: { count: number }[] };
      };
    await approvedListing('Cours de xylophone');
    const before = await search();
    expect(before.total).toBe(1);
    await approvedListing('Leçons de xylophone');
    const after = await search();
    expect(after.total).toBe(2);
    expect(after.facets.regions.reduce((sum, r) => sum + r.count, 0)).toBe(2);
  });

  describe('search answers', () => {
    const search = async (q: string, locale: 'en' | 'fr' = 'en') => {
      const res = await api(t.app, { url: `/api/v1/listings?platform=announcements&q=${q}`, locale });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        total: number;
        data: { id: number; title: string; category: { name: string } | null }[];
        facets: { categories: { id: number; name: string }[] };
      };
    };
    const version = async () => (await db().select().from(searchVersion))[0]!.version;

    it('shows each kind of change in the very next answer: edit, catalog, suspension, deletion', async () => {
      const listing = await approvedListing('Cours de marimba');
      expect((await search('marimba')).total).toBe(1);

      await db()
        .update(listings)
        .set({ title: 'Cours de marimba et vibraphone', updatedAt: new Date() })
        .where(eq(listings.id, listing.id));
      expect((await search('marimba')).data[0]!.title).toBe('Cours de marimba et vibraphone');

      const [category] = await db()
        .select({ nameFr: categories.nameFr })
        .from(categories)
        .where(eq(categories.id, branch.category));
      await db()
        .update(categories)
        .set({ nameFr: 'Catégorie renommée' })
        .where(eq(categories.id, branch.category));
      const renamed = await search('marimba', 'fr');
      expect(renamed.facets.categories.map((c) => c.name)).toContain('Catégorie renommée');
      await db()
        .update(categories)
        .set({ nameFr: category!.nameFr })
        .where(eq(categories.id, branch.category));

      await db().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, owner.id));
      expect((await search('marimba')).total).toBe(0);
      await db().update(users).set({ suspendedAt: null }).where(eq(users.id, owner.id));
      expect((await search('marimba')).total).toBe(1);

      await db().delete(listings).where(eq(listings.id, listing.id));
      expect((await search('marimba')).total).toBe(0);
    });

    it('draws a listing shown before from its current row in a new answer once the version moved', async () => {
      const listing = await approvedListing('Cours de kora');
      const answer = async (extra: string) => {
        const res = await api(t.app, { url: `/api/v1/listings?platform=announcements&q=kora${extra}` });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as { data: { id: number; title: string }[] }).data;
      };
      // Two answers show it: the second one's card comes from the listings kept by id.
      expect((await answer('&sort=newest'))[0]!.title).toBe('Cours de kora');
      expect((await answer('&sort=price_asc'))[0]!.title).toBe('Cours de kora');
      await db()
        .update(listings)
        .set({ title: 'Cours de kora et de ngoni', updatedAt: new Date() })
        .where(eq(listings.id, listing.id));
      // A search never asked before, of the same words: the kept row was of the older version.
      expect(await answer('&sort=price_desc')).toEqual([
        expect.objectContaining({ id: listing.id, title: 'Cours de kora et de ngoni' }),
      ]);
      await db().delete(listings).where(eq(listings.id, listing.id));
      expect(await answer('&sort=relevance')).toEqual([]);
    });

    it('is not invalidated by views, and a client revalidating an unchanged answer gets 304', async () => {
      const listing = await approvedListing('Cours de balafon');
      const url = '/api/v1/listings?platform=announcements&q=balafon';
      const first = await api(t.app, { url });
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = String(first.headers.etag);
      const before = await version();
      await api(t.app, { url: `/api/v1/listings/${listing.slug}` });
      await expect.poll(() => storedViews(listing.id), { timeout: 5_000, interval: 200 }).toBe(1);
      expect(await version()).toBe(before);
      const again = await api(t.app, { url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      await setStatus(db(), listing.id, 'expired');
      expect(await version()).toBeGreaterThan(before);
      const changed = await api(t.app, { url, headers: { 'if-none-match': etag } });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().total).toBe(0);
    });

    it('is not moved by listings the public cannot see: posted, edited, rejected or deleted under review', async () => {
      const before = await version();
      const res = await postListing(t.app, owner.token, listingBody(branch, { title: 'Cours de darbouka' }));
      expect(res.statusCode, res.body).toBe(201);
      const id = (res.json().listing as { id: number }).id;
      await db()
        .update(listings)
        .set({ title: 'Cours de darbouka et de bendir', updatedAt: new Date() })
        .where(eq(listings.id, id));
      await setStatus(db(), id, 'rejected');
      await setStatus(db(), id, 'pending');
      expect(await version()).toBe(before);

      await approve(db(), id);
      const approved = await version();
      expect(approved).toBeGreaterThan(before);
      await setStatus(db(), id, 'rejected');
      expect(await version()).toBeGreaterThan(approved);
      const rejected = await version();
      await db().delete(listings).where(eq(listings.id, id));
      expect(await version()).toBe(rejected);
    });
  });
});
