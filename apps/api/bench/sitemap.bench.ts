/**
 * The sitemap at scale: seeds N public listings (default 1,000,000) on the PostgreSQL server in a
 * database of its own, then times the index and a whole child sitemap through the app, and
 * prints the plans of the two statements a child and the index run. The database is dropped
 * at the end.
 *
 *   npx tsx apps/api/bench/sitemap.bench.ts [N]
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '../test/build-test-app';
import { createUser } from '../test/session';

const count = Number(process.argv[2] ?? 1_000_000);
process.env.TEST_DATABASE = 'postgres';
const t = await buildTestApp();
try {
  const db = t.testDb.database.db;
  const run = (query: string) => db.execute(sql.raw(query));
  const started = performance.now();
  // The search indexes are not what the sitemap reads: left out, the seeding takes minutes less.
  await run('drop index if exists listings_search_fts_idx');
  await run('drop index if exists listings_search_trgm_idx');
  const user = await createUser(db);
  await run(`
    insert into listings (platform, user_id, status, title, description, category_id, price_type, price, sort_price,
      currency_code, region_id, advertiser_characteristic, duration_days, search_text, slug, published_at, expires_at)
    select case when g % 5 < 3 then 'sales' else 'announcements' end,
      ${user.id},
      case when g % 7 = 0 then 'pending' else 'approved' end,
      'Annonce ' || g, 'Description', (select min(id) from categories), 'fixed', 100000, 100000, 'DZD', 16,
      'individual', 30, 'annonce', 'annonce-numero-' || g || '-' || lpad(to_hex(g), 8, '0'),
      now() - (g % 365) * interval '1 day', now() + interval '30 days'
    from generate_series(1, ${count}) g`);
  await run('vacuum analyze listings');
  console.log(`seeded ${count} listings in ${((performance.now() - started) / 1000).toFixed(0)} s`);

  const time = async (url: string) => {
    const t0 = performance.now();
    const res = await t.app.inject({ method: 'GET', url });
    return {
      ms: performance.now() - t0,
      bytes: res.rawPayload.length,
      status: res.statusCode,
      body: res.body,
    };
  };
  const index = await time('/sitemap.xml');
  const children = [...index.body.matchAll(/<loc>[^<]*\/sitemaps\/([^<]+)<\/loc>/g)].map((m) => m[1]!);
  console.log(`index: ${index.status}, ${children.length} children, ${index.ms.toFixed(0)} ms`);
  const again = await time('/sitemap.xml');
  console.log(`index again (kept): ${again.ms.toFixed(1)} ms`);
  for (const file of [children[1]!, children[Math.floor(children.length / 2)]!, children.at(-1)!]) {
    const child = await time(`/sitemaps/${file}`);
    const urls = child.body.match(/<url>/g)?.length ?? 0;
    console.log(
      `${file}: ${child.status}, ${urls} URLs, ${(child.bytes / 1e6).toFixed(1)} MB, ${child.ms.toFixed(0)} ms`,
    );
  }
  const plan = async (query: string) =>
    (
      (await run(`explain (analyze, buffers) ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] }
    ).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n');
  const middle = Math.floor(count / 2);
  console.log(
    await plan(`select id, platform, slug, updated_at, published_at from listings
      where id > ${middle} and id <= ${middle + 16_000} and status = 'approved' and expires_at > now()
        and not author_suspended order by id limit 2000`),
  );
  console.log(
    await plan(`select id from listings where status = 'approved' and expires_at > now() and not author_suspended
      order by id desc limit 1`),
  );
} finally {
  await t.close();
}
