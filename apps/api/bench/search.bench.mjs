// Search benchmark (budgets in docs/performance.md): seeds N realistic multilingual listings, then
// measures the production server's search and detail endpoints with autocannon at concurrency
// 10, on PGlite and on the PostgreSQL server, and prints each scenario's query plans.
//
//   npm run bench:search                                   builds, then 100,000 listings on both
//   npm run bench:search -- --listings 1000000 --backends postgres --reuse
//   node --import tsx apps/api/bench/search.bench.mjs ...  after `npm run build -w @portal/api`
//
// Flags:
//   --listings N      listings seeded (default 100000; above 100000 only with --backends postgres)
//   --backends LIST   pglite,postgres (default both)
//   --reuse           keep the seeded database (PostgreSQL: portal_bench_search_<N> on
//                     127.0.0.1:5432; PGlite: <tmp>/portal-bench-search-<N>) and use it again
//                     next time instead of seeding; without it everything is removed at the end
//   --duration S      seconds measured per scenario (default 10)
//   --warmup S        seconds of warm-up per scenario (default 3)
//   --no-plans        skip the EXPLAIN output
//   --only NAMES      only these scenarios, comma-separated ("detail,first page")
//
// It runs under tsx (`node --import tsx`) because it seeds through the app's own TypeScript:
// search_text is computed by search-document.ts, plans come from the real use-cases.

import os from 'node:os';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  assertAlive,
  checkOnce,
  cleanupAll,
  installAbortHandlers,
  machineContext,
  printMachine,
  printTable,
  reportFailures,
  REPO_ROOT,
  runMain,
  serverMemory,
  SERVER_ENTRY,
  startServerWithIndex,
  stopServer,
  warmAndMeasure,
} from './harness.mjs';
import { newWordQueries, SEARCH_TERMS, seededRandom } from './search-data.mjs';
import { explainScenarios, printPlans } from './search-explain.mjs';
import { openBenchDatabase, rawQuery } from './search-seed.mjs';
import { prepareSeededBackend, readSeededCatalog } from './seeded-backend.mjs';

const { values: flags } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    backends: { type: 'string', default: 'pglite,postgres' },
    reuse: { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    'no-plans': { type: 'boolean', default: false },
    only: { type: 'string' },
    // The in-memory search index (docs/decisions/052): the server's SEARCH_INDEX; unless off,
    // the measurement starts once every process has loaded it.
    'search-index': { type: 'string', default: 'on' },
  },
});
const LISTINGS = Number(flags.listings);
const BACKENDS = flags.backends.split(',').filter(Boolean);
const DURATION_S = Number(flags.duration);
const WARMUP_S = Number(flags.warmup);
if (!Number.isInteger(LISTINGS) || LISTINGS < 1000 || LISTINGS > 5_000_000) {
  console.error('--listings must be an integer from 1000 to 5000000');
  process.exit(2);
}
if (BACKENDS.some((b) => b !== 'pglite' && b !== 'postgres') || BACKENDS.length === 0) {
  console.error('--backends is a comma-separated list of pglite and postgres');
  process.exit(2);
}
if (LISTINGS > 100_000 && BACKENDS.includes('pglite')) {
  console.error('more than 100000 listings only on the PostgreSQL server: add --backends postgres');
  process.exit(2);
}
for (const [name, value] of [
  ['duration', DURATION_S],
  ['warmup', WARMUP_S],
]) {
  if (!Number.isInteger(value) || value < 0 || value > 600 || (name === 'duration' && value === 0)) {
    console.error(`--${name} must be a number of seconds up to 600`);
    process.exit(2);
  }
}

/** The concurrency. */
const CONNECTIONS = 10;
/** Seeding a million rows and rebuilding its indexes takes minutes on two shared cores. */
installAbortHandlers(60 * 60_000);

const log = (line) => console.error(line);
const LOCALES = ['ar', 'fr', 'en'];

/**
 * The scenarios, each a list of varied request paths (connections take them in turn):
 * keyword search (text + filters + sort), filters only, a first page (browsing a platform, a
 * category or a region), a deep page, detail by slug — each a
 * rotation of popular requests, answered once before the warm-up (`primed`), so that the
 * figure is the steady state of a site whose visitors repeat searches and open the same ads —
 * and the first two again with every request new (`all new`: no whole answer the server
 * memoized can answer them; a unique price ceiling above every price makes each filter set
 * new, while the words are the popular ones), which is what the long tail of searches and
 * first views cost; and `new words`, keyword searches whose words were never asked before.
 */
function buildScenarios(catalog, slugs, coldSlugs) {
  const random = seededRandom(7);
  const pick = (items) => items[Math.floor(random() * items.length)];
  const params = (entries) =>
    '/api/v1/listings?' +
    new URLSearchParams(entries.filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
  const variants = (make) => Array.from({ length: 200 }, make);
  const top = (platform) => pick(catalog.tops.filter((c) => c.platform === platform)).id;
  const platformOf = () => (random() < 0.6 ? 'sales' : 'announcements');
  const keyword = () => {
    const platform = platformOf();
    return [
      ['platform', random() < 0.8 ? platform : undefined],
      ['q', pick(SEARCH_TERMS)],
      ['category_id', random() < 0.3 ? top(platform) : undefined],
      ['region_id', random() < 0.3 ? pick(catalog.regions) : undefined],
      ['sort', pick([undefined, undefined, 'newest', 'price_asc'])],
    ];
  };
  const filters = () => {
    const platform = platformOf();
    const sub = random() < 0.4;
    return [
      ['platform', platform],
      ['category_id', sub ? pick(catalog.subs.filter((c) => c.platform === platform)).id : top(platform)],
      ['region_id', random() < 0.5 ? pick(catalog.regions) : undefined],
      ['price_min', random() < 0.3 ? 1_000_000 : undefined],
      ['advertiser', random() < 0.2 ? 'individual' : undefined],
      ['sort', pick([undefined, 'newest', 'price_asc', 'price_desc'])],
    ];
  };
  return [
    { name: 'keyword search', primed: true, paths: variants(() => params(keyword())) },
    {
      name: 'keyword search all new',
      primed: false,
      paths: Array.from({ length: 20_000 }, (_, i) =>
        params([...keyword(), ['price_max', 1_000_000_000_000 + i]]),
      ),
    },
    {
      // Words never asked before: each request reads its matches from the table (match set).
      name: 'keyword search new words',
      primed: false,
      paths: newWordQueries(random).map((q) =>
        params([
          ['platform', platformOf()],
          ['q', q],
        ]),
      ),
    },
    { name: 'filters only', primed: true, paths: variants(() => params(filters())) },
    {
      // The same filters, each set new (a price ceiling above every price): counted and paged
      // afresh at every request.
      name: 'filters only all new',
      primed: false,
      paths: Array.from({ length: 20_000 }, (_, i) =>
        params([...filters(), ['price_max', 1_000_000_000_000 + i]]),
      ),
    },
    {
      // What a visitor lands on: a platform, a category or a region, newest first, page 1.
      name: 'first page',
      primed: true,
      paths: variants(() => {
        const platform = platformOf();
        const sub = random() < 0.3;
        return params([
          ['platform', platform],
          [
            'category_id',
            random() < 0.7
              ? sub
                ? pick(catalog.subs.filter((c) => c.platform === platform)).id
                : top(platform)
              : undefined,
          ],
          ['region_id', random() < 0.4 ? pick(catalog.regions) : undefined],
        ]);
      }),
    },
    {
      name: 'deep page',
      primed: true,
      paths: variants(() =>
        params([
          ['platform', platformOf()],
          ['page', 50 + Math.floor(random() * 200)],
          ['sort', pick([undefined, 'newest'])],
        ]),
      ),
    },
    {
      name: 'detail',
      primed: true,
      paths: slugs.map((slug) => `/api/v1/listings/${encodeURIComponent(slug)}`),
    },
    {
      name: 'detail all new',
      primed: false,
      paths: coldSlugs.map((slug) => `/api/v1/listings/${encodeURIComponent(slug)}`),
    },
  ];
}

async function readCatalogAndSlugs(query) {
  const catalog = await readSeededCatalog(query);
  // Spread over the whole table (ids), public ones only: what visitors open.
  const slugs = await query(
    `SELECT slug FROM listings WHERE status = 'approved' AND expires_at > now() + interval '1 hour'
     AND id % $1::int = 0 LIMIT 2000`,
    [Math.max(1, Math.floor(LISTINGS / 4000))],
  );
  // Others than the popular 2,000, for first views.
  const coldSlugs = await query(
    `SELECT slug FROM listings WHERE status = 'approved' AND expires_at > now() + interval '1 hour'
     AND id % $1::int = 1 LIMIT 20000`,
    [Math.max(2, Math.floor(LISTINGS / 40000))],
  );
  return {
    catalog,
    slugs: slugs.map((r) => r.slug),
    coldSlugs: coldSlugs.map((r) => r.slug),
  };
}

async function benchBackend(backend, context) {
  const label = `${backend} ${LISTINGS.toLocaleString('en')}`;
  log(`\n== ${label}: preparing the data`);
  const prepared = await prepareSeededBackend(backend, {
    listings: LISTINGS,
    reuse: flags.reuse,
    log,
    context,
  });

  // Plans and request paths come first: PGlite's folder has one user at a time.
  const database = await openBenchDatabase(prepared.config);
  let scenarios;
  let explained;
  try {
    const { catalog, slugs, coldSlugs } = await readCatalogAndSlugs(rawQuery(database));
    const only = flags.only?.split(',').map((name) => name.trim());
    scenarios = buildScenarios(catalog, slugs, coldSlugs).filter((s) => !only || only.includes(s.name));
    if (!flags['no-plans']) explained = await explainScenarios(database, scenarios);
  } finally {
    await database.close();
  }

  log(`== ${label}: starting the server`);
  const { DATABASE_URL, ...env } = prepared.serverEnv;
  const server = await startServerWithIndex(
    backend,
    { dataDir: prepared.dataDir, databaseUrl: DATABASE_URL, env: { ...env, DEMO_CONTENT: 'false' } },
    {
      processes: backend === 'postgres' ? os.availableParallelism() : 1,
      indexOn: flags['search-index'] !== 'off',
      log,
      label,
    },
  );
  const rows = [];
  await measureScenarios(backend, server, scenarios, rows, label);
  log(`== ${label}: stopping the server`);
  await stopServer(backend, server);
  return { rows, explained, label };
}

async function measureScenarios(backend, server, scenarios, rows, label) {
  for (const scenario of scenarios) {
    const endpoint = { name: scenario.name, path: scenario.paths[0] };
    try {
      for (const p of scenario.paths.slice(0, 5)) await checkOnce(server.baseUrl, endpoint, p);
      const headers = { 'x-localization': LOCALES[rows.length % LOCALES.length] };
      if (scenario.primed) await prime(backend, server, { ...endpoint, headers }, scenario.paths);
      const row = await warmAndMeasure(
        backend,
        server,
        { ...endpoint, headers },
        {
          warmupSeconds: WARMUP_S,
          durationSeconds: DURATION_S,
          connections: CONNECTIONS,
          paths: scenario.paths,
        },
      );
      rows.push({
        ...row,
        backend: label,
        peakMiB: server.pid ? serverMemory(server.pid)?.largestMiB : undefined,
      });
    } catch (err) {
      // A scenario the backend cannot serve in time fails the run, but the others still run.
      assertAlive(backend, server, scenario.name);
      console.error(`   ${label} ${scenario.name} FAILED: ${err instanceof Error ? err.message : err}`);
      failures.push(`${label} ${scenario.name}: ${err instanceof Error ? err.message : err}`);
      process.exitCode = 1;
      // Let the requests still queued drain before the next scenario.
      await new Promise((resolve) => setTimeout(resolve, 15_000));
    }
  }
}

/** Every path requested once, CONNECTIONS at a time: the steady state's starting point. */
async function prime(backend, server, endpoint, paths) {
  log(`   ${backend} ${endpoint.name}: one pass over its ${paths.length} requests`);
  let next = 0;
  const worker = async () => {
    while (next < paths.length) await checkOnce(server.baseUrl, endpoint, paths[next++]);
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
}

/** Scenarios that could not be measured, named in the summary. */
const failures = [];

async function main() {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${path.relative(REPO_ROOT, SERVER_ENTRY)} is missing: run npm run build -w @portal/api`);
  }
  const context = machineContext();
  const results = [];
  for (const backend of BACKENDS) results.push(await benchBackend(backend, context));
  await cleanupAll();

  for (const { label, explained } of results) if (explained) printPlans(label, explained);
  console.log('');
  printMachine(context);
  console.log(
    `autocannon ${context.autocannon}: ${CONNECTIONS} connections, ${DURATION_S} s per scenario after ` +
      `${WARMUP_S} s warm-up, varied requests (popular ones primed by one pass; 'all new' never repeat)` +
      (context.postgresServerVersion ? ` | PostgreSQL ${context.postgresServerVersion}` : '') +
      (context.commit ? ` | commit ${context.commit}` : ''),
  );
  console.log('');
  const rows = results.flatMap((r) => r.rows);
  printTable(rows, {
    percentiles: ['p50', 'p95', 'p99'],
    extra: [
      {
        // The largest server process's peak RSS once the scenario ran (the budget: 1 GiB each).
        header: 'peak RSS MiB',
        value: (r) => (r.peakMiB === undefined ? '-' : r.peakMiB.toFixed(0)),
      },
    ],
  });
  reportFailures(rows);
  if (failures.length > 0) console.error(`\nNot measured:\n  ${failures.join('\n  ')}`);
}

await runMain(main);
