import { listingSearchQuerySchema } from '@portal/contract/listings';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../src/db/schema/index.ts';
import { createSearchMemo } from '../src/modules/listings/search-memo.ts';
import { SEARCH_TERMS } from './search-data.mjs';
const pool = new pg.Pool({
  connectionString: 'postgres://postgres@127.0.0.1:5432/portal_bench_search_100000',
  max: 10,
});
const db = drizzle(pool, { schema });
const search = createSearchMemo();
const deps = { db, storage: undefined };
let n = 0;
const run = async (i) => {
  const q = listingSearchQuerySchema.parse({
    q: SEARCH_TERMS[i % SEARCH_TERMS.length],
    price_max: String(1e12 + i),
    ...(i % 3 ? { platform: 'sales' } : {}),
  });
  await search(deps, q, 'fr');
};
for (let i = 0; i < 200; i++) await run(i); // warm sets
const t = performance.now();
for (let i = 200; i < 1200; i++) await run(i);
const ms = (performance.now() - t) / 1000;
console.log('sequential avg ms', ms.toFixed(2));
await pool.end();
