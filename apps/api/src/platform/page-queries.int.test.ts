import type { SsrModule } from '@portal/contract/ssr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { countQueries, type QueryCount } from '../../test/query-count';
import { createUser } from '../../test/session';
import { firstBranch, insertListing } from '../modules/listings/testing';

/** The SPA's server rendering from its source, as ssr.int.test.ts loads it. */
const ENTRY = '../../../web/src/entry-server.tsx';
const loadSsr = () => import(/* @vite-ignore */ ENTRY) as Promise<SsrModule>;

describe('queries of a page never drawn before', () => {
  let t: TestApp;
  let queries: QueryCount;
  const sales: { slug: string }[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ loadSsr });
    const db = t.testDb.database.db;
    const user = await createUser(db);
    const branch = await firstBranch(db, 'sales');
    for (let i = 0; i < 3; i++) {
      sales.push(
        await insertListing(db, { userId: user.id, categoryId: branch.category, title: `Vélo de ville ${i}` }),
      );
    }
    queries = countQueries(t.testDb.database);
  }, 60_000);
  afterAll(async () => {
    queries.stop();
    await t.close();
  });

  const draw = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, cookies: { 'user-locale': 'fr' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="ssr-state"');
  };

  it('detail', async () => {
    await draw(`/sales/show/${sales[0]!.slug}`);
    queries.reset();
    await draw(`/sales/show/${sales[1]!.slug}`);
    console.log(queries.texts.length, queries.texts.join('\n---\n'));
  });

  it('keyword', async () => {
    await draw(`/sales?q=velo`);
    queries.reset();
    await draw(`/sales?q=ville`);
    console.log(queries.texts.length, queries.texts.join('\n---\n'));
  });
});
