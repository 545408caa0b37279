// Load benchmark of the production API server, on both backends (PGlite and the PostgreSQL server).
//
//   npm run bench:api                      builds, then runs this file
//   BENCH_DURATION=5 node apps/api/bench/api.bench.mjs   after `npm run build -w @portal/api`
//
// Environment:
//   BENCH_DURATION  seconds measured per endpoint (default 10)
//   BENCH_WARMUP    seconds of warm-up per endpoint before measuring (default 3)
//   BENCH_JSON=1    also write the results to apps/api/bench/results/<timestamp>.json (gitignored)
//
// For each backend it starts `node apps/api/dist/server.js` on a free port of 127.0.0.1 (fresh
// temporary DATA_DIR; for PostgreSQL a fresh database portal_bench_<random>), waits for
// /api/v1/ready, warms up, measures every entry of ENDPOINTS with autocannon, then stops the
// server with SIGTERM. It exits 1 if any response was not 2xx (or errored / timed out).
// Everything it created is removed on success, failure, timeout or Ctrl-C.

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  checkOnce,
  cleanupAll,
  createPostgresDatabase,
  installAbortHandlers,
  machineContext,
  makeTempDir,
  PG_ADMIN_TIMEOUT_MS,
  printMachine,
  printTable,
  READY_TIMEOUT_MS,
  reportFailures,
  REPO_ROOT,
  REQUEST_TIMEOUT_S,
  RESULTS_DIR,
  SERVER_ENTRY,
  startServer,
  STOP_TIMEOUT_MS,
  stopServer,
  positiveIntegerEnv,
  runMain,
  warmAndMeasure,
} from './harness.mjs';

/**
 * The endpoints measured, in order. Add an entry per endpoint worth watching:
 * { name, path, method?: 'GET', headers?: {...}, body?: string | object (sent as JSON) }.
 * Every response must be 2xx, so pick requests that succeed when repeated
 * (a demo-content database is used: DEMO_CONTENT=true on both backends).
 */
const ENDPOINTS = [
  { name: 'health', path: '/api/v1/health' },
  { name: 'settings', path: '/api/v1/settings' },
  { name: 'init', path: '/api/v1/init' },
  { name: 'categories', path: '/api/v1/catalog/sales/categories', headers: { 'x-localization': 'ar' } },
  { name: 'regions', path: '/api/v1/regions', headers: { 'x-localization': 'fr' } },
];

/** The backends compared; `postgres` gets a fresh database on this server. */
const BACKENDS = ['pglite', 'postgres'];

const CONNECTIONS = 50;
const PIPELINING = 1;
const DURATION_S = positiveIntegerEnv('BENCH_DURATION', 10);
const WARMUP_S = positiveIntegerEnv('BENCH_WARMUP', 3, { allowZero: true });
const WRITE_JSON = process.env.BENCH_JSON === '1';

/** Hard limit on the whole run, so it can never hang. */
const TOTAL_TIMEOUT_MS =
  BACKENDS.length *
    (READY_TIMEOUT_MS +
      STOP_TIMEOUT_MS +
      2 * PG_ADMIN_TIMEOUT_MS +
      ENDPOINTS.length * (WARMUP_S + DURATION_S + 2 * REQUEST_TIMEOUT_S + 5) * 1000) +
  30_000;
installAbortHandlers(TOTAL_TIMEOUT_MS);

async function benchBackend(backend, context) {
  console.error(`\n== ${backend}: starting the server`);
  const temp = makeTempDir();
  let database;
  if (backend === 'postgres') {
    database = await createPostgresDatabase();
    context.postgresServerVersion = database.serverVersion;
  }
  const server = await startServer(backend, { dataDir: temp.dir, databaseUrl: database?.url });

  const rows = [];
  for (const endpoint of ENDPOINTS) await checkOnce(server.baseUrl, endpoint);
  for (const endpoint of ENDPOINTS) {
    rows.push(
      await warmAndMeasure(backend, server, endpoint, {
        warmupSeconds: WARMUP_S,
        durationSeconds: DURATION_S,
        connections: CONNECTIONS,
        pipelining: PIPELINING,
      }),
    );
  }

  console.error(`== ${backend}: stopping the server`);
  await stopServer(backend, server);
  await database?.drop();
  await temp.remove();
  return rows;
}

async function main() {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${path.relative(REPO_ROOT, SERVER_ENTRY)} is missing: run npm run build -w @portal/api`);
  }
  const context = {
    ...machineContext(),
    connections: CONNECTIONS,
    pipelining: PIPELINING,
    durationSeconds: DURATION_S,
    warmupSeconds: WARMUP_S,
  };
  const rows = [];
  for (const backend of BACKENDS) rows.push(...(await benchBackend(backend, context)));
  await cleanupAll();

  console.log('');
  printMachine(context);
  console.log(
    `autocannon ${context.autocannon}: ${CONNECTIONS} connections, pipelining ${PIPELINING}, ` +
      `${DURATION_S} s per endpoint after ${WARMUP_S} s warm-up` +
      (context.postgresServerVersion ? ` | PostgreSQL ${context.postgresServerVersion}` : '') +
      (context.commit ? ` | commit ${context.commit}` : ''),
  );
  console.log('');
  printTable(rows);

  if (WRITE_JSON) {
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `${context.date.replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, JSON.stringify({ context, results: rows }, null, 2) + '\n');
    console.log(`\nresults written to ${path.relative(REPO_ROOT, file)}`);
  }
  reportFailures(rows);
}

await runMain(main);
