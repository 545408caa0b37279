import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppOn } from '../../test/build-test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { selectDataVersions } from '../db/data-versions';
import { categories, settings } from '../db/schema/index';

/**
 * What each API process keeps in memory under a data version (settings, catalog, CMS) follows a
 * change made anywhere — another process, a script, an SQL console — at its next answer: the
 * version is one row the database moves at every write (db/data-versions.ts).
 */
describe('data versions across processes', () => {
  let testDb: TestDatabase;
  const apps: FastifyInstance[] = [];
  const closes: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    // Two apps on one database, as two API processes.
    for (let i = 0; i < 2; i += 1) {
      const started = await buildAppOn(testDb.database);
      apps.push(started.app);
      closes.push(started.close);
    }
  }, 60_000);

  afterAll(async () => {
    for (const close of closes) await close();
    await testDb.drop();
  });

  const get = async (app: FastifyInstance, url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { 'x-localization': 'fr' } });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('serves a setting changed outside the process at its next answer', async () => {
    const db = testDb.database.db;
    const before = await get(apps[1]!, '/api/v1/settings');
    // Kept by both processes now; then changed as an SQL console would, by neither.
    await get(apps[0]!, '/api/v1/settings');
    const name = { ...before.general.site_name, fr: `Portail ${Date.now()}` };
    const [row] = await db.select().from(settings).where(eq(settings.key, 'general'));
    await db
      .update(settings)
      .set({ value: { ...(row!.value as object), site_name: name } })
      .where(eq(settings.key, 'general'));
    for (const app of apps) expect((await get(app, '/api/v1/settings')).general.site_name.fr).toBe(name.fr);
  });

  it('serves a category renamed outside the process at its next answer', async () => {
    const db = testDb.database.db;
    const url = '/api/v1/catalog/sales/categories?depth=1';
    const tree = await get(apps[0]!, url);
    await get(apps[1]!, url);
    const first = tree.categories[0] as { id: number; name: string };
    const renamed = `Renommée ${Date.now()}`;
    await db.update(categories).set({ nameFr: renamed }).where(eq(categories.id, first.id));
    for (const app of apps) {
      const names = ((await get(app, url)).categories as { id: number; name: string }[]).map((c) => c.name);
      expect(names).toContain(renamed);
    }
  });

  it('serves a category page and a wilaya renamed outside the process at their next answer', async () => {
    const db = testDb.database.db;
    const tree = await get(apps[0]!, '/api/v1/catalog/sales/categories?depth=0');
    const first = tree.categories[0] as { id: number };
    const categoryUrl = `/api/v1/catalog/sales/categories/${first.id}`;
    const regionUrl = '/api/v1/regions/16';
    // Kept by both processes, then renamed as an SQL console would.
    for (const app of apps) {
      await get(app, categoryUrl);
      await get(app, regionUrl);
    }
    const renamed = `Rubrique ${Date.now()}`;
    await db.update(categories).set({ nameFr: renamed }).where(eq(categories.id, first.id));
    await db.execute(sql`update regions set name_fr = ${`${renamed} wilaya`} where id = 16`);
    for (const app of apps) {
      expect((await get(app, categoryUrl)).category.name).toBe(renamed);
      expect((await get(app, regionUrl)).region.name).toBe(`${renamed} wilaya`);
    }
  });

  it('reads every area’s version in one statement', async () => {
    const db = testDb.database.db;
    const versions = await selectDataVersions(db);
    expect(Object.keys(versions).sort()).toEqual(['catalog', 'content', 'listings', 'settings']);
    await db
      .update(categories)
      .set({ sortOrder: sql`${categories.sortOrder}` })
      .where(eq(categories.id, -1));
    // A statement writing no row moves nothing; one that writes moves its area's version alone.
    expect(await selectDataVersions(db)).toEqual(versions);
    await db.execute(sql`update regions set name_ar = name_ar where id = 16`);
    const after = await selectDataVersions(db);
    expect(after.catalog).not.toBe(versions.catalog);
    expect([after.settings, after.content]).toEqual([versions.settings, versions.content]);
  });

  it('moves the CMS version when a scheduled item’s time comes, without any write', async () => {
    const db = testDb.database.db;
    await db.execute(sql`
      insert into content_items (kind, slug, status, published_at, details)
      values ('news', ${`scheduled-${Date.now()}`}, 'published', now() + interval '1 second', '{}'::jsonb)`);
    const contentVersion = async () => (await selectDataVersions(db)).content;
    const before = await contentVersion();
    expect(await contentVersion()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await contentVersion()).not.toBe(before);
  });
});
