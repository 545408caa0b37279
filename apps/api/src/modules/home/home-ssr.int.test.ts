import type { SsrModule } from '@portal/contract/ssr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/session';
import { firstBranch, insertCover, insertListing } from '../listings/testing';

/** The SPA's server rendering from its source, as platform/ssr.int.test.ts loads it. */
const ENTRY = '../../../../web/src/entry-server.tsx';
const loadSsr = () => import(/* @vite-ignore */ ENTRY) as Promise<SsrModule>;

const rootOf = (html: string) => /<div id="root"(?: inert)?>([\s\S]*)<\/div>\s*<script/.exec(html)?.[1] ?? '';

/** /home and /search come drawn by the server (docs/decisions/013), from one API call each. */
describe('server-rendered home and search pages', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ loadSsr });
    const db = t.testDb.database.db;
    const user = await createUser(db);
    const branch = await firstBranch(db, 'sales');
    const sale = await insertListing(db, {
      userId: user.id,
      title: 'Réfrigérateur Condor سيارة',
      categoryId: branch.category,
    });
    await insertCover(db, sale.id, user.id);
    // A first drawing compiles the components: on a busy machine longer than a visitor's budget.
    await t.app.inject({ method: 'GET', url: '/home?warm-up' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('draws /home in Arabic with its hero, counts and the latest sale', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/home' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    const root = rootOf(res.body);
    expect(root).toMatch(/<h1[^>]*data-testid="site-name"/);
    expect(root).toContain('أحدث المبيعات');
    expect(root).toContain('Réfrigérateur Condor سيارة');
    expect(root).toContain('data-testid="platform-count"');
    // The covers below the fold wait for the scroll; their sizes are reserved.
    expect(root).toMatch(/<img[^>]*loading="lazy"[^>]*>/);
    expect(root).toMatch(/<img[^>]*width="1600"[^>]*height="1200"/);
  });

  it('draws /search?q= in French with its groups', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/search?q=${encodeURIComponent('réfrigérateur')}`,
      cookies: { 'user-locale': 'fr' },
    });
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('data-testid="search-group-listings"');
    expect(root).toContain('Réfrigérateur Condor سيارة');
    expect(root).toContain('Questions et réponses');
  });
});
