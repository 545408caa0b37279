import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { api, createUser } from '../../../test/session';
import { createTestItem, detailsOf, makePublicSince } from '../content/testing';
import { approve, firstBranch, insertCover, insertListing, type Branch } from '../listings/testing';

/**
 * GET /home on a database of its own: live counts of public listings, the newest public
 * listings that have a photo, in the request's language, and an answer kept in memory that
 * follows every change a visitor could see.
 */
describe('GET /home', () => {
  let t: TestApp;
  let userId: number;
  let sales: Branch;
  let announcements: Branch;
  const db = () => t.testDb.database.db;

  beforeAll(async () => {
    t = await buildTestApp();
    userId = (await createUser(db())).id;
    await signIn(db(), userId);
    sales = await firstBranch(db(), 'sales');
    announcements = await firstBranch(db(), 'announcements');
  });
  afterAll(async () => {
    await t.close();
  });

  const home = async (locale: 'ar' | 'fr' | 'en' = 'fr', headers: Record<string, string> = {}) =>
    api(t.app, { url: '/api/v1/home', locale, headers });
  const sale = async (
    title: string,
    options: { photo?: boolean; status?: string; ageDays?: number } = {},
  ) => {
    const row = await insertListing(db(), {
      userId,
      title,
      categoryId: sales.category,
      platform: 'sales',
      status: options.status ?? 'approved',
      ageDays: options.ageDays ?? 1,
    });
    if (options.photo ?? true) await insertCover(db(), row.id, userId);
    return row;
  };

  it('counts public listings per platform, and gives no number for platforms not counted yet', async () => {
    await sale('Vélo de course', { ageDays: 3 });
    await sale('Téléphone sans photo', { photo: false, ageDays: 2 });
    await sale('Canapé en attente', { status: 'pending' });
    await insertListing(db(), {
      userId,
      title: 'Vieux poste expiré',
      categoryId: sales.category,
      expired: true,
    });
    const lesson = await insertListing(db(), {
      userId,
      title: 'Cours de piano',
      categoryId: announcements.category,
      platform: 'announcements',
    });
    await insertCover(db(), lesson.id, userId);

    const res = await home();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().platforms).toEqual([
      { key: 'announcements', count: 1 },
      { key: 'sales', count: 2 },
      // The CMS's published services (other tests of this database may add some).
      { key: 'services', count: expect.any(Number) },
      { key: 'advertisement', count: null },
    ]);
  });

  it('lists the newest approved listings that have a photo, per platform, each with its cover', async () => {
    const newer = await sale('Lave-linge Condor', { ageDays: 0.5 });
    const body = (await home()).json();
    const titles = body.latest.sales.map((c: { title: string }) => c.title);
    expect(titles).toEqual(['Lave-linge Condor', 'Vélo de course']);
    expect(body.latest.sales[0].id).toBe(newer.id);
    expect(body.latest.sales.every((c: { cover: unknown }) => c.cover !== null)).toBe(true);
    expect(body.latest.announcements.map((c: { title: string }) => c.title)).toEqual(['Cours de piano']);
  });

  it('answers in the request’s language', async () => {
    const fr = (await home('fr')).json();
    const ar = (await home('ar')).json();
    expect(ar.site_name).not.toBe(fr.site_name);
    expect(ar.latest.sales[0].category.name).not.toBe(fr.latest.sales[0].category.name);
    expect(ar.latest.sales[0].category.name).toMatch(/\p{Script=Arabic}/u);
    expect(typeof ar.time_zone).toBe('string');
  });

  it('is revalidated: a 304 while nothing changed, the new listing and count at once after an approval', async () => {
    const first = await home();
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect((await home('fr', { 'if-none-match': etag })).statusCode).toBe(304);

    const waiting = await sale('Réfrigérateur à approuver', { status: 'pending', ageDays: 0.1 });
    expect((await home('fr', { 'if-none-match': etag })).statusCode).toBe(304);
    // As a moderator's approval writes it (moderation/decide-listing.ts): the row turns approved.
    await approve(db(), waiting.id);

    const after = await home('fr', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    const body = after.json();
    expect(body.latest.sales[0].title).toBe('Réfrigérateur à approuver');
    expect(body.platforms[1]).toEqual({ key: 'sales', count: 4 });
  });

  it('shows the back office’s cards, branches, related links and partners in the request’s language, at once after a write', async () => {
    const before = await home();
    expect(before.json().sections.why_choose_us).toEqual([]);
    const created = await Promise.all([
      createTestItem(db(), null, 'home_section', {
        translations: {
          fr: { title: 'Annonces vérifiées', summary: 'Chaque annonce est relue.', body: '' },
          ar: { title: 'إعلانات موثوقة', summary: 'تُراجع كل الإعلانات.', body: '' },
        },
        details: { kind: 'home_section', section: 'why_choose_us', icon: 'briefcase', image_file_id: null },
      }),
      createTestItem(db(), null, 'branch', {
        translations: { fr: { title: 'Agence d’Alger', summary: '', body: '' } },
        details: detailsOf('branch'),
      }),
      createTestItem(db(), null, 'link', {
        translations: { fr: { title: 'Portail officiel', summary: '', body: '' } },
        details: { kind: 'link', list: 'related', url: 'https://example.org/related' },
      }),
      createTestItem(db(), null, 'link', {
        translations: { fr: { title: 'Site ami', summary: '', body: '' } },
        details: { kind: 'link', list: 'friendly', url: 'https://example.org/friendly' },
      }),
      createTestItem(db(), null, 'partner', {
        translations: { fr: { title: 'Banque partenaire', summary: '', body: '' } },
        details: { kind: 'partner', url: 'https://example.org/bank', logo_file_id: null },
      }),
    ]);
    for (const item of created) await makePublicSince(db(), item.id);

    const after = await home('fr', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    const fr = after.json();
    expect(fr.sections.why_choose_us.map((i: { title: string }) => i.title)).toEqual(['Annonces vérifiées']);
    expect(fr.sections.why_choose_us[0].details.icon).toBe('briefcase');
    expect(fr.branches.map((i: { title: string }) => i.title)).toEqual(['Agence d’Alger']);
    expect(fr.branches[0].details.address).toBe('Rue de l’Indépendance, Alger');
    // Only the "related" list.
    expect(fr.links.map((i: { title: string }) => i.title)).toEqual(['Portail officiel']);
    expect(fr.partners.map((i: { title: string }) => i.title)).toEqual(['Banque partenaire']);

    const ar = (await home('ar')).json();
    expect(ar.sections.why_choose_us[0].title).toBe('إعلانات موثوقة');
    // No Arabic text: the French one, marked as such, its address in the same language.
    expect(ar.branches[0]).toMatchObject({ title: 'Agence d’Alger', locale: 'fr', fallback: true });
    expect(ar.branches[0].details.address).toBe('Rue de l’Indépendance, Alger');
  });
});
