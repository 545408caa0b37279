import type { SsrModule } from '@portal/contract/ssr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { countQueries, type QueryCount } from '../../test/query-count';
import { createUser } from '../../test/session';
import { testDatabaseKind } from '../../test/test-database';
import { firstBranch, insertListing } from '../modules/listings/testing';

/** The SPA's server rendering from its source, as ssr.int.test.ts loads it. */
const ENTRY = '../../../web/src/entry-server.tsx';
const loadSsr = () => import(/* @vite-ignore */ ENTRY) as Promise<SsrModule>;

/**
 * The queries of a page drawn for the first time (docs/performance.md, "Rendered pages"): an
 * address no kept drawing answers, a listing or words not asked for before, while the memos of
 * what every page shares (catalog, settings) are warm, as on a running server. Each is a round
 * trip with the driver's and Drizzle's work around it and the database's CPU, on the same
 * machine: a read added to a page shows here first.
 */
describe('queries of a page never drawn before', () => {
  let t: TestApp;
  let queries: QueryCount;
  const sales: { slug: string }[] = [];
  let seller = '';

  beforeAll(async () => {
    t = await buildTestApp({ loadSsr });
    const db = t.testDb.database.db;
    const user = await createUser(db);
    seller = user.username;
    const branch = await firstBranch(db, 'sales');
    for (const title of ['Vélo de ville', 'Vélo de course', 'Table de jardin']) {
      sales.push(await insertListing(db, { userId: user.id, categoryId: branch.category, title }));
    }
    queries = countQueries(t.testDb.database);
  }, 60_000);
  afterAll(async () => {
    queries.stop();
    await t.close();
  });

  /** The queries of drawing `url` for a visitor without a session. */
  const draw = async (url: string) => {
    queries.reset();
    const res = await t.app.inject({ method: 'GET', url, cookies: { 'user-locale': 'fr' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="ssr-state"');
    // Reads only (a union of reads starts with its parenthesis): the detail's view counts are
    // written later, on a timer, for all pages at once.
    return queries.texts.filter((text) => /^\s*\(?select\b/i.test(text));
  };

  it("a listing's detail: its data versions, the listing with its advertiser, its photos", async () => {
    await draw(`/sales/show/${sales[0]!.slug}`);
    const texts = await draw(`/sales/show/${sales[1]!.slug}`);
    expect(texts, texts.join('\n\n')).toHaveLength(DETAIL_QUERIES);
  });

  it('a keyword search of the sales', async () => {
    await draw(`/sales?q=${encodeURIComponent('vélo')}`);
    const texts = await draw(`/sales?q=${encodeURIComponent('jardin')}`);
    expect(texts, texts.join('\n\n')).toHaveLength(KEYWORD_QUERIES);
  });

  it("a seller's page under a price ceiling: the index's memory, else the seller's own index, no plan forced", async () => {
    await draw(`/sellers/${seller}?max=100000`);
    const texts = await draw(`/sellers/${seller}?max=200000`);
    expect(
      texts.filter((text) => text.includes('set_config')),
      texts.join('\n\n'),
    ).toEqual([]);
    expect(texts, texts.join('\n\n')).toHaveLength(SELLER_QUERIES);
  });
});

/**
 * The data versions (one statement for all), the listing (with its advertiser), its photos. The
 * similar ads and the advertiser's other ads are not read for the page: the browser asks for
 * them once scrolled to.
 */
const DETAIL_QUERIES = 3;
/**
 * The data versions (one statement for all), the page's cards and their covers: the search runs
 * in the index's memory, the featured strip's promotions are kept per version. On PGlite, where
 * the search index does not run by default, the lexicon's words one letter away from "jardin"
 * too (the index has them in memory).
 */
const KEYWORD_QUERIES = testDatabaseKind() === 'postgres' ? 3 : 4;
/**
 * The data versions (one statement for the <head> and the page), the seller (account, business,
 * how they answer: read once for the page's <head> and its header; the wilaya most of their
 * listings are in is kept per version of the listings, read by the first page). Where the search
 * index runs, their listings' page and counts come from its memory and the cards, the same as
 * the first page's, are kept; on PGlite, the ids of the page, the counts, and the cards with
 * their covers are read, from the seller's own index, without a transaction forcing the plan.
 */
const SELLER_QUERIES = testDatabaseKind() === 'postgres' ? 4 : 7;
