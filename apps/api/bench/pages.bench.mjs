// Rendered pages benchmark (docs/performance.md, "Rendered pages"): the full HTML pages a visitor
// loads — home, a platform's list, a category, a keyword search, a listing's detail, a seller's
// page — in Arabic, French and English, from the production server at concurrency 10, over the listings seeded
// for the search benchmark. For each: requests per second, latency, errors, time-outs, and how
// many answers were the empty shell (the plain SPA, drawn by the browser) instead of the page
// drawn by the server (the server's own count, portal_pages_total: reading 100 KB bodies to
// tell them apart cost the client a millisecond a page of the machine's two cores); the
// server's peak memory and the machine's load.
//
//   npm run bench:pages                                    builds, then 100,000 listings on both
//   npm run bench:pages -- --backends postgres --reuse --duration 5 --warmup 2
//   node --import tsx apps/api/bench/pages.bench.mjs ...   after `npm run build`
//
// Flags:
//   --listings N      listings seeded (default 100000; above 100000 only with --backends postgres)
//   --backends LIST   pglite,postgres (default both)
//   --reuse           keep the seeded database and use it again next time (the same as
//                     bench:search's: portal_bench_search_<N>, or <tmp>/portal-bench-search-<N>)
//   --duration S      seconds measured per scenario and language (default 10)
//   --warmup S        seconds of warm-up per scenario and language (default 3)
//   --only NAMES      only these scenarios, comma-separated ("detail,keyword all new")
//   --locales LIST    ar,fr,en (default all three)
//   --connections N   concurrent connections (default 10)
//   --processes N     the server's API_PROCESSES (default: the server's own default)
//   --redis URL       the PostgreSQL server's REDIS_URL, which shares kept pages between its
//                     processes as in production (default redis://127.0.0.1:6379; none: unset);
//                     its kept pages and marks of asked addresses are dropped before each run
//   --compressed      ask as browsers do (Accept-Encoding: br, gzip): kept pages are sent as
//                     compressed once; without it bodies are plain text
//
// The page's language comes from the `user-locale` cookie, as for a visitor who chose it. Pages
// are asked for without Accept-Encoding unless --compressed: compressing them is not measured.

import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import {
  assertAlive,
  checkOnce,
  cleanupAll,
  installAbortHandlers,
  loadNow,
  machineContext,
  printMachine,
  printTable,
  reportFailures,
  REPO_ROOT,
  REQUEST_TIMEOUT_S,
  runMain,
  SERVER_ENTRY,
  serverMemory,
  startServerWithIndex,
  stopServer,
  warmAndMeasure,
} from './harness.mjs';
import { newWordQueries, SEARCH_TERMS, seededRandom } from './search-data.mjs';
import { openBenchDatabase, rawQuery } from './search-seed.mjs';
import { prepareSeededBackend, readSeededCatalog } from './seeded-backend.mjs';

const ALL_LOCALES = ['ar', 'fr', 'en'];
const { values: flags } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    backends: { type: 'string', default: 'pglite,postgres' },
    reuse: { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    only: { type: 'string' },
    locales: { type: 'string', default: ALL_LOCALES.join(',') },
    connections: { type: 'string', default: '10' },
    processes: { type: 'string' },
    redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
    compressed: { type: 'boolean', default: false },
  },
});
const LISTINGS = Number(flags.listings);
const BACKENDS = flags.backends.split(',').filter(Boolean);
const DURATION_S = Number(flags.duration);
const WARMUP_S = Number(flags.warmup);
const CONNECTIONS = Number(flags.connections);
const LOCALES = flags.locales.split(',').filter(Boolean);
const ONLY = flags.only?.split(',').map((name) => name.trim());
const fail = (message) => {
  console.error(message);
  process.exit(2);
};
if (!Number.isInteger(LISTINGS) || LISTINGS < 1000 || LISTINGS > 5_000_000) {
  fail('--listings must be an integer from 1000 to 5000000');
}
if (BACKENDS.some((b) => b !== 'pglite' && b !== 'postgres') || BACKENDS.length === 0) {
  fail('--backends is a comma-separated list of pglite and postgres');
}
if (LISTINGS > 100_000 && BACKENDS.includes('pglite')) {
  fail('more than 100000 listings only on the PostgreSQL server: add --backends postgres');
}
for (const [name, value] of [
  ['duration', DURATION_S],
  ['warmup', WARMUP_S],
]) {
  if (!Number.isInteger(value) || value < 0 || value > 600 || (name === 'duration' && value === 0)) {
    fail(`--${name} must be a number of seconds up to 600`);
  }
}
if (!Number.isInteger(CONNECTIONS) || CONNECTIONS < 1 || CONNECTIONS > 1000) {
  fail('--connections must be an integer from 1 to 1000');
}
if (LOCALES.length === 0 || LOCALES.some((l) => !ALL_LOCALES.includes(l))) {
  fail('--locales is a comma-separated list of ar, fr and en');
}
if (flags.processes !== undefined && !/^[1-9][0-9]?$/.test(flags.processes)) {
  fail('--processes must be an integer from 1 to 99');
}

/** Seeding a million rows takes minutes on two shared cores; every scenario a few seconds more. */
installAbortHandlers(90 * 60_000);

const log = (line) => console.error(line);

/** Distinct addresses of a "repeated" scenario: the popular pages, each answered once first. */
const ROTATION = 200;
/** Distinct addresses of an "all new" scenario, per language: more than a run can ask. */
const NEW_PER_LOCALE = 20_000;
/** Listings opened for the first time, per language: more than a run asks at 1,200 pages/s. */
const COLD_DETAILS_PER_LOCALE = 20_000;

/** The server's /metrics, where it counts the pages it drew and those it left to the browser. */
const METRICS_TOKEN = randomBytes(24).toString('hex');

/**
 * The scenarios of one language, each a list of page addresses requested in turn. "Repeated":
 * a rotation of ROTATION popular addresses, each asked once before the warm-up, so the figure is
 * a site's steady state where visitors open the same pages; "all new": addresses never asked
 * before (a unique price ceiling above every price: the same listings, a new page), the long
 * tail's cost; "new words": keyword pages with words never searched.
 */
function buildScenarios(catalog, details, sellers, localeIndex) {
  const random = seededRandom(11 + localeIndex);
  const pick = (items) => items[Math.floor(random() * items.length)];
  const page = (base, entries) => {
    const query = new URLSearchParams(
      entries.filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]),
    ).toString();
    return query ? `${base}?${query}` : base;
  };
  const platformOf = () => (random() < 0.6 ? 'sales' : 'announcements');
  const rotation = (make) => [...new Set(Array.from({ length: ROTATION * 2 }, make))].slice(0, ROTATION);
  // A price ceiling (in units, as the page's `max` reads it) no listing reaches, new each time
  // and apart for each language.
  const ceiling = (i) => 10_000_000_000 + localeIndex * NEW_PER_LOCALE + i;
  const allNew = (make) => Array.from({ length: NEW_PER_LOCALE }, (_, i) => make(i));

  const listPage = (extra = []) =>
    page(`/${platformOf()}`, [
      ['region', random() < 0.4 ? pick(catalog.regions) : undefined],
      ['sort', pick([undefined, undefined, 'price_asc', 'price_desc'])],
      ['page', random() < 0.3 ? 2 + Math.floor(random() * 4) : undefined],
      ...extra,
    ]);
  const categoryPage = (extra = []) => {
    const platform = platformOf();
    const categories = random() < 0.6 ? catalog.tops : catalog.subs;
    return page(`/${platform}/${pick(categories.filter((c) => c.platform === platform)).id}`, [
      ['region', random() < 0.4 ? pick(catalog.regions) : undefined],
      ['sort', pick([undefined, undefined, 'price_asc'])],
      ['page', random() < 0.2 ? 2 : undefined],
      ...extra,
    ]);
  };
  const keywordPage = (q, extra = []) =>
    page(`/${platformOf()}`, [
      ['q', q],
      ['region', random() < 0.3 ? pick(catalog.regions) : undefined],
      ['sort', pick([undefined, undefined, 'newest', 'price_asc'])],
      ...extra,
    ]);
  const newWords = newWordQueries(random).filter((_, i) => i % ALL_LOCALES.length === localeIndex);
  const detailPage = (d) => `/${d.platform}/show/${encodeURIComponent(d.slug)}`;
  const sellerPage = (extra = []) => page(`/sellers/${encodeURIComponent(pick(sellers))}`, extra);

  return [
    { name: 'home', primed: true, paths: ['/home'] },
    { name: 'list', primed: true, paths: rotation(() => listPage()) },
    { name: 'list all new', primed: false, paths: allNew((i) => listPage([['max', ceiling(i)]])) },
    { name: 'category', primed: true, paths: rotation(() => categoryPage()) },
    {
      name: 'category all new',
      primed: false,
      paths: allNew((i) => categoryPage([['max', ceiling(i)]])),
    },
    { name: 'keyword', primed: true, paths: rotation(() => keywordPage(pick(SEARCH_TERMS))) },
    {
      name: 'keyword all new',
      primed: false,
      paths: allNew((i) => keywordPage(pick(SEARCH_TERMS), [['max', ceiling(i)]])),
    },
    { name: 'keyword new words', primed: false, paths: newWords.map((q) => keywordPage(q)) },
    { name: 'detail', primed: true, paths: details.popular.map(detailPage) },
    {
      name: 'detail all new',
      primed: false,
      paths: details.cold
        .slice(localeIndex * COLD_DETAILS_PER_LOCALE, (localeIndex + 1) * COLD_DETAILS_PER_LOCALE)
        .map(detailPage),
    },
    { name: 'seller', primed: true, paths: rotation(() => sellerPage()) },
    { name: 'seller all new', primed: false, paths: allNew((i) => sellerPage([['max', ceiling(i)]])) },
  ].filter((s) => !ONLY || ONLY.includes(s.name));
}

/**
 * Drops the pages an earlier run left in Redis, and its marks of the addresses asked (ten
 * minutes): the "all new" addresses are the same at every run, and a page asked by the run
 * before would be drawn and kept as an address asked twice, not drawn as one never seen.
 */
async function forgetSharedPages(url) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let dropped = 0;
    for (const pattern of ['portal:page:*', 'portal:seen:*']) {
      for await (const keys of redis.scanStream({ match: pattern, count: 1_000 })) {
        if (keys.length > 0) dropped += await redis.unlink(...keys);
      }
    }
    log(`   Redis: ${dropped} kept pages and marks of an earlier run dropped`);
  } finally {
    redis.disconnect();
  }
}

async function readCatalogAndDetails(query) {
  const catalog = await readSeededCatalog(query);
  // Public listings spread over the whole table, in an order fixed by their ids: the first
  // ROTATION are the popular ones, the others are opened once each.
  const listings = await query(
    `SELECT platform, slug FROM listings
     WHERE status = 'approved' AND expires_at > now() + interval '1 hour'
     ORDER BY md5(id::text) LIMIT $1::int`,
    [ROTATION + COLD_DETAILS_PER_LOCALE * ALL_LOCALES.length],
  );
  // The sellers' pages: the usernames of accounts with public listings (the seed's bench_N).
  const sellers = await query(
    `SELECT u.username FROM users u
     WHERE EXISTS (SELECT 1 FROM listings l WHERE l.user_id = u.id AND l.status = 'approved')
     ORDER BY u.id LIMIT $1::int`,
    [ROTATION * 10],
  );
  return {
    catalog,
    details: { popular: listings.slice(0, ROTATION), cold: listings.slice(ROTATION) },
    sellers: sellers.map((row) => row.username),
  };
}

/**
 * The pages the server drew (now or kept) and those it left to the browser (the empty shell), so
 * far, summed over its processes (portal_pages_total).
 */
async function pagesCounted(server) {
  const res = await fetch(`${server.baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_S * 1000),
  });
  if (!res.ok) throw new Error(`/metrics answered ${res.status}`);
  const text = await res.text();
  const sample = (answer) => {
    const line = text.split('\n').find((l) => l.startsWith(`portal_pages_total{answer="${answer}"} `));
    return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
  };
  return { rendered: sample('drawn'), shell: sample('plain') };
}

/**
 * Every address of a repeated scenario asked once, CONNECTIONS at a time: the steady state's
 * starting point. Answers that are not 2xx are counted, not fatal (an overloaded server answers
 * 503 and the measurement says how often).
 */
async function prime(backend, server, scenario, headers) {
  log(`   ${backend} ${scenario.name}: one pass over its ${scenario.paths.length} pages`);
  let next = 0;
  let refused = 0;
  const worker = async () => {
    while (next < scenario.paths.length) {
      const res = await fetch(server.baseUrl + scenario.paths[next++], {
        headers,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_S * 1000),
      });
      await res.arrayBuffer();
      if (!res.ok) refused += 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  if (refused > 0) log(`   ${backend} ${scenario.name}: ${refused} answers of the first pass were not 2xx`);
}

/**
 * Waits until the server answers the scenario's first page: the previous scenario's requests
 * may still be drawn after its measurement stopped, and meanwhile an overloaded server answers
 * 503 (overload.ts) — not this scenario's doing.
 */
async function settle(server, endpoint, firstPath) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      return await checkOnce(server.baseUrl, endpoint, firstPath);
    } catch (err) {
      if (Date.now() > deadline || !/answered 503/.test(String(err))) throw err;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
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

  // Addresses come first: PGlite's folder has one user at a time.
  const database = await openBenchDatabase(prepared.config);
  let data;
  try {
    data = await readCatalogAndDetails(rawQuery(database));
  } finally {
    await database.close();
  }

  if (backend === 'postgres' && flags.redis !== 'none') await forgetSharedPages(flags.redis);
  log(`== ${label}: starting the server`);
  const { DATABASE_URL, ...env } = prepared.serverEnv;
  const server = await startServerWithIndex(
    backend,
    {
      dataDir: prepared.dataDir,
      databaseUrl: DATABASE_URL,
      env: {
        ...env,
        DEMO_CONTENT: 'false',
        METRICS_TOKEN,
        ...(flags.processes ? { API_PROCESSES: flags.processes } : {}),
        ...(backend === 'postgres' && flags.redis !== 'none' ? { REDIS_URL: flags.redis } : {}),
      },
    },
    {
      processes: Number(flags.processes ?? (backend === 'postgres' ? os.availableParallelism() : 1)),
      // The server's default: on with PostgreSQL, off on PGlite.
      indexOn: backend === 'postgres',
      log,
      label,
    },
  );
  const memoryAtStart = serverMemory(server.pid);
  const rows = [];
  for (const [localeIndex, locale] of ALL_LOCALES.entries()) {
    if (!LOCALES.includes(locale)) continue;
    const scenarios = buildScenarios(data.catalog, data.details, data.sellers, localeIndex);
    for (const scenario of scenarios) await measureScenario(backend, server, scenario, locale, rows, label);
  }
  const memory = serverMemory(server.pid);
  log(`== ${label}: stopping the server`);
  await stopServer(backend, server);
  return { rows, label, memory, memoryAtStart };
}

async function measureScenario(backend, server, scenario, locale, rows, label) {
  const name = `${scenario.name} ${locale}`;
  const headers = {
    cookie: `user-locale=${locale}`,
    ...(flags.compressed ? { 'accept-encoding': 'br, gzip' } : {}),
  };
  const endpoint = { name, path: scenario.paths[0], headers };
  try {
    await settle(server, endpoint, scenario.paths[0]);
    for (const p of scenario.paths.slice(1, 3)) await checkOnce(server.baseUrl, endpoint, p);
    if (scenario.primed) await prime(backend, server, { ...scenario, name }, headers);
    let counted;
    const cursor = { next: 0 };
    const loadBefore = loadNow();
    const row = await warmAndMeasure(backend, server, endpoint, {
      warmupSeconds: WARMUP_S,
      durationSeconds: DURATION_S,
      connections: CONNECTIONS,
      paths: scenario.paths,
      cursor,
      beforeMeasure: async () => (counted = await pagesCounted(server)),
    });
    const after = await pagesCounted(server);
    const wrapped = !scenario.primed && cursor.next > scenario.paths.length;
    if (wrapped) log(`   ${label} ${name}: asked more pages than it has new ones; some were repeated`);
    rows.push({
      ...row,
      backend: label,
      scenario: scenario.name,
      locale,
      pages: { rendered: after.rendered - counted.rendered, shell: after.shell - counted.shell },
      distinct: Math.min(cursor.next, scenario.paths.length),
      wrapped,
      load: [loadBefore, loadNow()],
      memory: serverMemory(server.pid),
    });
  } catch (err) {
    // A scenario the server cannot serve fails the run, but the others still run.
    assertAlive(backend, server, name);
    console.error(`   ${label} ${name} FAILED: ${err instanceof Error ? err.message : err}`);
    failures.push(`${label} ${name}: ${err instanceof Error ? err.message : err}`);
    process.exitCode = 1;
    // Let the requests still queued drain before the next scenario.
    await new Promise((resolve) => setTimeout(resolve, 15_000));
  }
}

/** Scenarios that could not be measured, named in the summary. */
const failures = [];

const mib = (memory) => (memory ? `${memory.peakMiB.toLocaleString('en')}` : '?');

async function main() {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${path.relative(REPO_ROOT, SERVER_ENTRY)} is missing: run npm run build`);
  }
  const context = machineContext();
  const loadAtStart = loadNow();
  const results = [];
  for (const backend of BACKENDS) results.push(await benchBackend(backend, context));
  await cleanupAll();

  console.log('');
  printMachine(context);
  console.log(`load average (1 min) at the start: ${loadAtStart.toFixed(2)}`);
  console.log(
    `autocannon ${context.autocannon}: ${CONNECTIONS} connections, ${DURATION_S} s per scenario and language ` +
      `after ${WARMUP_S} s warm-up; repeated scenarios rotate over ${ROTATION} pages answered once before, ` +
      `'all new' and 'new words' never repeat` +
      (flags.processes ? ` | API_PROCESSES=${flags.processes}` : '') +
      (BACKENDS.includes('postgres') ? ` | REDIS_URL ${flags.redis === 'none' ? 'unset' : 'set'}` : '') +
      (flags.compressed ? ' | Accept-Encoding: br, gzip' : '') +
      (context.postgresServerVersion ? ` | PostgreSQL ${context.postgresServerVersion}` : '') +
      (context.commit ? ` | commit ${context.commit}` : ''),
  );
  console.log('');
  const rows = results.flatMap((r) => r.rows);
  printTable(rows, {
    percentiles: ['p50', 'p95', 'p99'],
    trailing: [
      { header: 'time-outs', value: (r) => String(r.timeouts) },
      { header: 'drawn', value: (r) => String(r.pages.rendered) },
      { header: 'empty shell', value: (r) => String(r.pages.shell) },
      { header: 'pages', value: (r) => `${r.distinct}${r.wrapped ? '+' : ''}` },
      { header: 'load 1 min', value: (r) => `${r.load[0].toFixed(2)}→${r.load[1].toFixed(2)}` },
      { header: 'peak RSS MiB', value: (r) => mib(r.memory) },
    ],
  });
  console.log('');
  for (const { label, memory, memoryAtStart } of results) {
    console.log(
      `${label}: server peak RSS (VmHWM) ${mib(memory)} MiB` +
        (memory ? ` over ${memory.processes} process${memory.processes > 1 ? 'es' : ''}` : '') +
        (memory && memory.processes > 1
          ? `, the largest ${memory.largestMiB.toLocaleString('en')} MiB`
          : '') +
        (memoryAtStart ? `; ${memoryAtStart.currentMiB} MiB once ready` : ''),
    );
  }
  reportFailures(rows);
  // An empty shell is a page the visitor's browser must draw itself: a failure of the budget.
  const shells = rows.filter((r) => r.pages.shell > 0);
  if (shells.length > 0) {
    console.error('\nEmpty shells instead of drawn pages:');
    for (const r of shells) {
      console.error(`  ${r.backend} ${r.endpoint}: ${r.pages.shell} of ${r.status2xx}`);
    }
  }
  if (failures.length > 0) console.error(`\nNot measured:\n  ${failures.join('\n  ')}`);
}

await runMain(main);
