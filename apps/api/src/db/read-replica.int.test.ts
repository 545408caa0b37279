import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/accounts';
import { startLaggingReplica, type LaggingReplica } from '../../test/replica';
import { waitFor } from '../../test/server-process';
import { api } from '../../test/session';
import { testDatabaseKind } from '../../test/test-database';
import { createTestItem } from '../modules/content/testing';
import type { Visitor } from '../platform/page-data';
import { openDatabase, type Database } from './client';
import { favorites, listingViews } from './schema/index';

/**
 * DATABASE_READ_URL: the replica is a copy of the primary taken before the last writes, as a
 * replica that lags behind is. What a visitor without a session reads comes from the copy (the
 * last writes are missing there); a signed-in visitor reads the primary (they are there); every
 * write lands on the primary, and the replica's sessions refuse writes (a write routed there by
 * mistake would fail the request).
 */
describe.runIf(testDatabaseKind() === 'postgres')('read replica (DATABASE_READ_URL)', () => {
  let lagging: LaggingReplica | undefined;
  let database: Database;
  /** The replica read directly, to see what reached it. */
  let replica: Database;
  let app: FastifyInstance;
  let owner: { id: number; token: string };
  let copied: { id: number; slug: string };
  let recent: { id: number; slug: string };
  let recentNews: number;

  beforeAll(async () => {
    lagging = await startLaggingReplica();
    ({ app, database, copied, recent } = lagging);
    replica = await openDatabase({ kind: 'postgres', url: lagging.replicaUrl });
    // Written after the copy too: on the primary only.
    recentNews = (await createTestItem(database.db, null, 'news')).id;
    owner = { id: lagging.ownerId, token: (await signIn(database.db, lagging.ownerId)).token };
  });

  afterAll(async () => {
    await replica?.close();
    await lagging?.close();
  });

  const anonymous: Visitor = { locale: 'fr', timeZone: 'UTC', auth: null, ip: '127.0.0.1' };

  it('answers visitors without a session from the replica, signed-in ones from the primary', async () => {
    const get = (url: string, token?: string) => api(app, { url, ...(token ? { token } : {}) });

    // Only the replica's copy: the listing and the article written after it are not there yet.
    expect((await get(`/api/v1/listings/${copied.slug}`)).statusCode).toBe(200);
    expect((await get(`/api/v1/listings/${recent.slug}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/content/news/${recentNews}`)).statusCode).toBe(404);
    // The server-rendered pages read the same way.
    expect((await app.pageData.read('getListing', { params: { slug: recent.slug } }, anonymous)).status).toBe(
      404,
    );

    // The owner, signed in, sees what they just wrote.
    expect((await get(`/api/v1/listings/${recent.slug}`, owner.token)).statusCode).toBe(200);
    expect((await get(`/api/v1/content/news/${recentNews}`, owner.token)).statusCode).toBe(200);

    // Every other public read answers from the read-only replica without trying to write there.
    for (const url of [
      '/api/v1/listings?platform=sales',
      '/api/v1/listings/featured?platform=sales',
      '/api/v1/search?q=velo',
      '/api/v1/home',
      '/api/v1/settings',
      '/api/v1/regions',
      '/api/v1/catalog/sales/categories',
      '/api/v1/content/news',
      '/sitemap.xml',
    ]) {
      const res = await get(url);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    }
  });

  it('opens the replica read-only: a write there is refused', async () => {
    const write = database.readDb.execute(sql`insert into listing_views values (${copied.id}, 1)`);
    await expect(write).rejects.toMatchObject({
      cause: { message: 'cannot execute INSERT in a read-only transaction' },
    });
  });

  it('writes on the primary only: a favorite, and the views counted by anonymous reads', async () => {
    const put = await api(app, {
      method: 'PUT',
      url: `/api/v1/listings/${copied.id}/favorite`,
      token: owner.token,
    });
    expect(put.statusCode, put.body).toBeLessThan(300);
    const favoriteOf = (db: Database) =>
      db.db
        .select()
        .from(favorites)
        .where(and(eq(favorites.userId, owner.id), eq(favorites.listingId, copied.id)));
    expect(await favoriteOf(database)).toHaveLength(1);
    expect(await favoriteOf(replica)).toHaveLength(0);

    // The view of the anonymous detail above is written by the view counter (every 2 s), on the primary.
    const viewsOf = async (db: Database) =>
      (await db.db.select().from(listingViews).where(eq(listingViews.listingId, copied.id)))[0]?.views ?? 0;
    await waitFor(async () => (await viewsOf(database)) >= 1, 'the view written on the primary', 10_000);
    expect(await viewsOf(replica)).toBe(0);
  });
});
