import type { SsrModule } from '@portal/contract/ssr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/session';
import { firstBranch, insertCover, insertListing } from '../listings/testing';

/** The SPA's server rendering from its source, as platform/ssr.int.test.ts loads it. */
const ENTRY = '../../../../web/src/entry-server.tsx';
const loadSsr = () => import(/* @vite-ignore */ ENTRY) as Promise<SsrModule>;

const rootOf = (html: string) => /<div id="root"(?: inert)?>([\s\S]*)<\/div>\s*<script/.exec(html)?.[1] ?? '';

/** /home and /search come drawn by the server (docs/decisions/013 and 035), from one read each. */
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

  it('sends the home address `/` to /home, which it draws, keeping the query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/?lang=fr' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/home?lang=fr');
  });

  it('draws /search for a visitor past the site search’s own limit per address', async () => {
    // The search box's calls from this address use up its limit (60 a minute)…
    const asks = Array.from({ length: 61 }, (_, i) =>
      t.app.inject({ method: 'GET', url: `/api/v1/search?q=condor${i}`, remoteAddress: '203.0.113.9' }),
    );
    const statuses = (await Promise.all(asks)).map((res) => res.statusCode);
    expect(statuses).toContain(429);
    // …the page still comes drawn: its render reads the search directly, not over HTTP.
    const res = await t.app.inject({
      method: 'GET',
      url: `/search?q=${encodeURIComponent('réfrigérateur')}`,
      remoteAddress: '203.0.113.9',
    });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toContain('Réfrigérateur Condor سيارة');
  });
});
