// Seeds the search benchmark's database fast: migrations and reference data through the app's
// own code, then users, listings and photos with set-based SQL (json_to_recordset batches
// generated here, INSERT ... SELECT for photos) while the listings' secondary indexes are
// dropped, then the indexes rebuilt and ANALYZE. A bench_seed row records what was seeded so
// `--reuse` can skip all of it next time.

import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seedDatabase } from '../src/db/seed/index.ts';
import { searchDocument } from '../src/modules/listings/search-document.ts';
import { slugBase } from '../src/platform/slug.ts';
import { catalogOf, makeListing, seededRandom } from './search-data.mjs';

const BATCH = 5_000;
/** Listings per bench user, so "ads from the same user" and the owner lists look realistic. */
const LISTINGS_PER_USER = 25;

const COLUMNS = [
  ['platform', 'text'],
  ['user_id', 'bigint'],
  ['status', 'text'],
  ['title', 'text'],
  ['description', 'text'],
  ['category_id', 'int'],
  ['sub_category_id', 'int'],
  ['filter_id', 'int'],
  ['price_type', 'text'],
  ['price', 'bigint'],
  ['price_min', 'bigint'],
  ['price_max', 'bigint'],
  ['sort_price', 'bigint'],
  ['currency_code', 'text'],
  ['region_id', 'int'],
  ['city_id', 'int'],
  ['advertiser_characteristic', 'text'],
  ['duration_days', 'smallint'],
  ['payment_method', 'text'],
  ['has_delivery', 'boolean'],
  ['sales_quality', 'text'],
  ['sales_source', 'text'],
  ['selling_style', 'text'],
  ['search_text', 'text'],
  ['slug', 'text'],
  ['published_at', 'timestamptz'],
  ['expires_at', 'timestamptz'],
];
// The views go to their own table (listing_views), matched to the new rows by slug.
const INSERT_LISTINGS =
  `WITH r AS (SELECT * FROM json_to_recordset($1::json) ` +
  `AS r(${COLUMNS.map(([c, t]) => `${c} ${t}`).join(', ')}, views int)), ` +
  `inserted AS (INSERT INTO listings (${COLUMNS.map(([c]) => c).join(', ')}, created_at, updated_at) ` +
  `SELECT ${COLUMNS.map(([c]) => `r.${c}`).join(', ')}, r.published_at, r.published_at FROM r RETURNING id, slug) ` +
  `INSERT INTO listing_views (listing_id, views) ` +
  `SELECT inserted.id, r.views FROM inserted JOIN r USING (slug) WHERE r.views > 0`;

/**
 * A raw query function over either backend: (text, params) → rows. The Database wrapper of
 * the app hides its client, so the bench opens its own for the bulk statements.
 */
export function rawQuery(database) {
  return async (text, params = []) => {
    const { rows } = await database.client.query(text, params);
    return rows;
  };
}

/** Opens the app's Database plus a raw client on the same storage (see rawQuery). */
export async function openBenchDatabase(config) {
  const database = await openDatabase(config);
  if (database.kind === 'pglite') return { ...database, client: database.db.$client };
  // One connection, so session settings (SET ...) hold for every statement that follows.
  const client = await database.db.$client.connect();
  return {
    ...database,
    client,
    async close() {
      client.release();
      await database.close();
    },
  };
}

async function seededCount(query) {
  const [exists] = await query(`SELECT to_regclass('bench_seed') IS NOT NULL AS present`);
  if (!exists.present) return 0;
  const [row] = await query('SELECT listings FROM bench_seed');
  return row?.listings ?? 0;
}

/**
 * True when the database already holds a finished seed of `listings` rows (for --reuse); it is
 * then brought to the current migrations here, where an index build on a million rows has no
 * start-up deadline, and analyzed.
 */
/**
 * The browsing counts' table (migration 0014), counted again from the listings: its triggers
 * do not fire in replica mode, and the rows went in that way.
 */
async function fillPublicGroups(query) {
  await query('DELETE FROM listing_public_groups');
  await query(
    `INSERT INTO listing_public_groups (platform, category_id, sub_category_id, filter_id, region_id, city_id, n)
     SELECT platform, category_id, sub_category_id, filter_id, region_id, city_id, count(*)::int
     FROM listings WHERE status = 'approved' AND NOT author_suspended
     GROUP BY platform, category_id, sub_category_id, filter_id, region_id, city_id`,
  );
}

export async function reuseSeeded(config, listings) {
  const database = await openBenchDatabase(config);
  try {
    if ((await seededCount(rawQuery(database))) !== listings) return false;
    await runMigrations(database);
    // Seeds from before listing_public_groups (migration 0014) have an empty one.
    await fillPublicGroups(rawQuery(database));
    // VACUUM sets the visibility map (as autovacuum does on a settled table): index-only scans need it.
    await database.client.query('VACUUM ANALYZE listings');
    return true;
  } finally {
    await database.close();
  }
}

export async function seedSearchBench(config, listings, log) {
  const database = await openBenchDatabase(config);
  const query = rawQuery(database);
  try {
    const started = Date.now();
    await runMigrations(database);
    await seedDatabase(database.db, { demoContent: false });
    if ((await seededCount(query)) !== 0) throw new Error('the database holds another seed: drop it first');

    const categories = await query(
      'SELECT id, platform, parent_id, depth, slug, name_ar, name_fr, name_en FROM categories ORDER BY id',
    );
    const cities = await query('SELECT id, region_id, name_ar, name_fr FROM cities ORDER BY id');
    const catalog = catalogOf(categories, cities);

    const userCount = Math.max(10, Math.ceil(listings / LISTINGS_PER_USER));
    await query(
      `INSERT INTO users (first_name, last_name, username, email, password_hash, email_verified_at)
       SELECT 'Bench', 'User ' || g, 'bench_' || g, 'bench_' || g || '@example.test', 'not-a-hash', now()
       FROM generate_series(1, $1::int) g`,
      [userCount],
    );
    const [{ first }] = await query(
      `SELECT min(id)::int AS first FROM users WHERE username LIKE 'bench\\_%'`,
    );

    // Index maintenance row by row costs far more than one build at the end.
    const indexes = await query(
      `SELECT indexname, indexdef FROM pg_indexes
       WHERE tablename = 'listings' AND indexname NOT IN ('listings_pkey', 'listings_slug_key')`,
    );
    for (const { indexname } of indexes) await query(`DROP INDEX ${indexname}`);
    // The generated rows point only at seeded catalog rows and bench users: skip FK triggers.
    await query(`SET session_replication_role = replica`);

    const random = seededRandom(20261122);
    const now = Date.now();
    for (let offset = 0; offset < listings; offset += BATCH) {
      const rows = [];
      for (let i = offset; i < Math.min(listings, offset + BATCH); i += 1) {
        const row = makeListing(i, random, catalog, { userCount, now, searchDocument, slugBase });
        row.user_id += first - 1;
        rows.push(row);
      }
      await query(INSERT_LISTINGS, [JSON.stringify(rows)]);
      if ((offset / BATCH) % 20 === 0) log(`   seeded ${offset + rows.length} / ${listings} listings`);
    }
    // Three in four listings have photos; the cover is what cards show.
    await query(
      `INSERT INTO listing_photos (listing_id, user_id, thumbnail_key, medium_key, large_key, width, height, position, is_cover)
       SELECT l.id, l.user_id, 'bench-' || l.id || '-t.webp', 'bench-' || l.id || '-m.webp',
              'bench-' || l.id || '-l.webp', 1600, 1200, p, p = 0
       FROM listings l CROSS JOIN generate_series(0, 1) p WHERE l.id % 4 <> 0`,
    );
    // The trigger that fills search_words (migration 0008) does not fire in replica mode.
    await query(
      `INSERT INTO search_words (word)
       SELECT DISTINCT w FROM listings, unnest(string_to_array(search_text, ' ')) AS w WHERE w <> ''
       ON CONFLICT DO NOTHING`,
    );
    await fillPublicGroups(query);
    await query(`SET session_replication_role = origin`);
    log(`   rebuilding ${indexes.length} indexes`);
    await query(`SET maintenance_work_mem = '256MB'`).catch(() => undefined);
    for (const { indexdef } of indexes) await query(indexdef);
    await query('VACUUM ANALYZE');
    await query(
      'CREATE TABLE bench_seed (listings int NOT NULL, seeded_at timestamptz NOT NULL DEFAULT now())',
    );
    await query('INSERT INTO bench_seed (listings) VALUES ($1)', [listings]);
    log(`   seeded ${listings} listings in ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    await database.close();
  }
}
