import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { api, createUser } from '../../../test/session';
import { createTestItem, makePublicSince } from '../content/testing';
import { firstBranch, insertListing } from '../listings/testing';

/**
 * GET /search on a database of its own: one query over listings (both platforms), news, blog
 * and FAQ, answered in groups with their totals, words matched across scripts.
 */
describe('GET /search', () => {
  let t: TestApp;
  const db = () => t.testDb.database.db;

  beforeAll(async () => {
    t = await buildTestApp();
    const userId = (await createUser(db())).id;
    const sales = await firstBranch(db(), 'sales');
    const announcements = await firstBranch(db(), 'announcements');
    await insertListing(db(), { userId, title: 'سيارة رونو سامبول 2018 للبيع', categoryId: sales.category });
    await insertListing(db(), {
      userId,
      title: 'Location Renault Clio avec chauffeur',
      categoryId: announcements.category,
      platform: 'announcements',
    });
    await insertListing(db(), {
      userId,
      title: 'Renault Kangoo en attente',
      categoryId: sales.category,
      status: 'pending',
    });
    const faq = await createTestItem(db(), null, 'faq', {
      translations: {
        fr: {
          title: 'Comment vendre ma Renault ?',
          summary: 'Publiez une annonce de voiture dans Véhicules, avec des photos.',
          body: '<p>Choisissez la catégorie, ajoutez des photos et un prix.</p>',
        },
      },
      details: { kind: 'faq', category: 'posting' },
    });
    await makePublicSince(db(), faq.id);
  });
  afterAll(async () => {
    await t.close();
  });

  const search = (q: string, locale: 'ar' | 'fr' | 'en' = 'fr') =>
    api(t.app, { url: `/api/v1/search?q=${encodeURIComponent(q)}`, locale });

  it('answers one group per kind, in order, with its total and best matches', async () => {
    const res = await search('renault');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.q).toBe('renault');
    expect(body.groups.map((g: { kind: string }) => g.kind)).toEqual(['listings', 'news', 'blog', 'faq']);
    const listings = body.groups[0];
    // The Latin word meets the Arabic spelling (رونو); the pending one is not public.
    expect(listings.total).toBe(2);
    expect(listings.items.map((c: { title: string }) => c.title).sort()).toEqual([
      'Location Renault Clio avec chauffeur',
      'سيارة رونو سامبول 2018 للبيع',
    ]);
  });

  it('finds a French FAQ entry and the listings for an Arabic query, in the request’s language', async () => {
    const body = (await search('رونو', 'ar')).json();
    const [listings, news, blog, faq] = body.groups;
    expect(listings.total).toBe(2);
    expect(listings.items[0].category.name).toMatch(/\p{Script=Arabic}/u);
    expect([news.total, blog.total]).toEqual([0, 0]);
    expect(faq.total).toBe(1);
    expect(faq.items[0]).toMatchObject({
      title: 'Comment vendre ma Renault ?',
      locale: 'fr',
      fallback: true,
    });
  });

  it('finds a French FAQ entry and an Arabic listing for an Arabizi query', async () => {
    // "tomobil" is Arabizi for a car: the settings' synonyms join it to voiture and سيارة.
    const body = (await search('tomobil')).json();
    expect(body.groups[0].items.map((c: { title: string }) => c.title)).toEqual([
      'سيارة رونو سامبول 2018 للبيع',
    ]);
    expect(body.groups[3].items.map((i: { title: string }) => i.title)).toEqual([
      'Comment vendre ma Renault ?',
    ]);
  });

  it('is revalidated with an ETag and refuses bad words with a 422', async () => {
    const first = await search('renault');
    const again = await api(t.app, {
      url: '/api/v1/search?q=renault',
      locale: 'fr',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect((await api(t.app, { url: '/api/v1/search?q=' })).statusCode).toBe(422);
    expect((await api(t.app, { url: `/api/v1/search?q=${'a'.repeat(201)}` })).statusCode).toBe(422);
  });
});
