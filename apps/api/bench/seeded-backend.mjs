// Where the benchmarks that need many listings (search.bench.mjs, pages.bench.mjs) find them:
// the database seeded by search-seed.mjs, created on first use, or found again with --reuse.

import { existsSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createUtf8Database,
  databaseUrl,
  dropPostgresDatabase,
  makeTempDir,
  onCleanup,
  postgresServerVersion,
  withAdminClient,
} from './harness.mjs';
import { reuseSeeded, seedSearchBench } from './search-seed.mjs';

/**
 * Where a backend's data lives, created and seeded with `listings` listings; with `reuse`, found
 * again when a finished seed of that size is there (PostgreSQL: portal_bench_search_<N> on
 * 127.0.0.1:5432; PGlite: <tmp>/portal-bench-search-<N>) and kept at the end. `context` gets
 * the PostgreSQL server's version. Returns the seed's config (search-seed.mjs), the server's
 * DATA_DIR and its environment.
 */
export async function prepareSeededBackend(backend, { listings, reuse, log, context }) {
  if (backend === 'postgres') {
    const name = `portal_bench_search_${listings}`;
    const config = { kind: 'postgres', url: databaseUrl(name) };
    const dataDir = makeTempDir().dir;
    const exists = await withAdminClient(async (c) => {
      context.postgresServerVersion = await postgresServerVersion(c);
      const { rows } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      return rows.length > 0;
    });
    if (!reuse) onCleanup(`drop database ${name}`, () => dropPostgresDatabase(name));
    if (reuse && exists && (await reuseSeeded(config, listings))) {
      log(`   reusing database ${name}`);
      return { config, dataDir, serverEnv: { DATABASE_URL: config.url } };
    }
    await dropPostgresDatabase(name);
    await withAdminClient((c) => createUtf8Database(c, name));
    await seedSearchBench(config, listings, log);
    return { config, dataDir, serverEnv: { DATABASE_URL: config.url } };
  }
  const dataDir = reuse ? path.join(os.tmpdir(), `portal-bench-search-${listings}`) : makeTempDir().dir;
  // The server keeps PGlite in DATA_DIR/pglite (config.ts).
  const config = { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  if (reuse && existsSync(config.dataDir) && (await reuseSeeded(config, listings))) {
    log(`   reusing ${dataDir}`);
    return { config, dataDir, serverEnv: {} };
  }
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  await seedSearchBench(config, listings, log);
  return { config, dataDir, serverEnv: {} };
}

/**
 * The seeded catalog the scenarios pick from: active top and sub-categories, and the regions.
 * `query` is search-seed.mjs's `rawQuery` of the open bench database.
 */
export async function readSeededCatalog(query) {
  const categories = await query('SELECT id, platform, depth FROM categories WHERE is_active ORDER BY id');
  const regions = await query('SELECT id FROM regions ORDER BY id');
  return {
    tops: categories.filter((c) => c.depth === 0),
    subs: categories.filter((c) => c.depth === 1),
    regions: regions.map((r) => r.id),
  };
}
