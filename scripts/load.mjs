// `npm run load`: the mixed load (scripts/topology/load.mjs) against the production topology
// (two API processes behind nginx on the PostgreSQL server, started here as `npm run cluster`
// does), or with --pglite against one process on PGlite. Prints per kind of request: requests,
// errors, non-2xx, p50/p95/p99; the writes acknowledged and missing; the machine's load.
//
//   npm run load                                     500 connections, 10 minutes, 100,000 listings
//   npm run load -- --connections 100 --duration 60
//   npm run load -- --pglite                         one PGlite process, 50 connections
//
// Flags:
//   --connections N   connections at once, split among the kinds (default 500; 50 with --pglite)
//   --duration S      seconds (default 600)
//   --listings N      listings in the database (default 100000): a copy, made once and kept, of
//                     what bench:search seeds (portal_cluster_<N> from portal_bench_search_<N>;
//                     with --pglite <tmp>/portal-load-pglite-<N> from <tmp>/portal-bench-search-<N>)
//   --rate R          requests a second per connection, a decimal (0.2: one every 5 s, a visitor
//                     reading between pages; default: none, each connection sends its next
//                     request as soon as the last is answered)
//   --accounts N      accounts made for the run (default 2000; sign-ins rotate over them)
//   --writers N       of which signed in first to add favorites and post (default 150)
//   --pglite          one API process on PGlite instead of the cluster
//   and the cluster's flags (--port, --api-ports, --s3-port, --smtp-port, --redis-url, --storage)

import { cpSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  cleanupAll,
  installAbortHandlers,
  runMain,
  startServer,
  stopServer,
} from '../apps/api/bench/harness.mjs';
import { openBenchDatabase, rawQuery } from '../apps/api/bench/search-seed.mjs';
import { prepareSeededBackend } from '../apps/api/bench/seeded-backend.mjs';
import { buildIfNeeded, DEFAULT_PORTS, machineLoad, startCluster } from './topology/cluster.mjs';
import { CLUSTER_FLAGS, integerFlag, numberFlag, parseClusterFlags } from './topology/flags.mjs';
import {
  formatKinds,
  kindRates,
  lostWrites,
  newAcknowledged,
  prepareLoad,
  readyLoad,
  runLoad,
  summarizeKinds,
} from './topology/load.mjs';

const { values } = parseArgs({
  options: {
    ...CLUSTER_FLAGS,
    connections: { type: 'string' },
    duration: { type: 'string', default: '600' },
    rate: { type: 'string' },
    accounts: { type: 'string', default: '2000' },
    writers: { type: 'string', default: '150' },
    pglite: { type: 'boolean', default: false },
  },
});

const PGLITE = values.pglite;
const CONNECTIONS = integerFlag('connections', values.connections ?? (PGLITE ? '50' : '500'), 6, 5000);
const DURATION_S = integerFlag('duration', values.duration, 5, 3600);
const RATE = values.rate === undefined ? undefined : numberFlag('rate', values.rate, 0.01, 1000);
const ACCOUNTS = integerFlag('accounts', values.accounts, 10, 100_000);
const WRITERS = integerFlag('writers', values.writers, 1, ACCOUNTS);
const clusterOptions = parseClusterFlags(
  values.database ? values : { listings: '100000', ...values },
  DEFAULT_PORTS,
);

installAbortHandlers((DURATION_S + 3600) * 1000);
const log = (line) => console.error(line);

/** The 1-minute load average every 5 s while the load runs: its mean and peak. */
function sampleLoad() {
  const samples = [];
  const timer = setInterval(() => samples.push(os.loadavg()[0]), 5_000);
  return () => {
    clearInterval(timer);
    if (samples.length === 0) return 'load average not sampled';
    const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
    return `1-min load average during the run: mean ${mean.toFixed(2)}, peak ${Math.max(...samples).toFixed(2)} on ${os.availableParallelism()} cores`;
  };
}

async function onCluster() {
  const cluster = await startCluster(clusterOptions);
  const pool = new pg.Pool({ connectionString: cluster.database.url, max: 2 });
  const query = async (text, params) => (await pool.query(text, params)).rows;
  try {
    log('== preparing the accounts');
    const prepared = await prepareLoad(query, { accounts: ACCOUNTS });
    const ready = await readyLoad(cluster.url, prepared, { writers: WRITERS });
    const label = `cluster: nginx + 2 API processes, PostgreSQL ${cluster.versions.postgres}, ${cluster.database.name}`;
    const result = await measure(cluster.url, ready);
    return { label, ...result, lost: await lostWrites(query, result.acknowledged) };
  } finally {
    await pool.end();
  }
}

async function onPglite() {
  buildIfNeeded();
  const context = {};
  const seeded = await prepareSeededBackend('pglite', {
    listings: clusterOptions.listings,
    reuse: true,
    log,
    context,
  });
  // A copy of the bench's folder, as the cluster copies its database: the load's accounts and
  // writes stay out of the bench's data.
  const dataDir = path.join(os.tmpdir(), `portal-load-pglite-${clusterOptions.listings}`);
  if (!existsSync(dataDir)) {
    log(`   copying ${seeded.dataDir} into ${dataDir}`);
    cpSync(seeded.dataDir, dataDir, { recursive: true });
  }
  const prepared = { dataDir, config: { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') } };
  // PGlite's folder has one user at a time: the accounts go in before the server starts, and
  // the writes are counted after it stopped.
  const setup = await withPglite(prepared.config, (query) => prepareLoad(query, { accounts: ACCOUNTS }));
  const server = await startServer('pglite', {
    dataDir: prepared.dataDir,
    env: { DEMO_CONTENT: 'false', TRUST_PROXY: 'true' },
  });
  const ready = await readyLoad(server.baseUrl, setup, { writers: WRITERS });
  const result = await measure(server.baseUrl, ready);
  await stopServer('pglite', server);
  const lost = await withPglite(prepared.config, (query) => lostWrites(query, result.acknowledged));
  return { label: `one API process on PGlite (${prepared.dataDir})`, ...result, lost };
}

async function withPglite(config, fn) {
  const database = await openBenchDatabase(config);
  try {
    return await fn(rawQuery(database));
  } finally {
    await database.close();
  }
}

async function measure(baseUrl, ready) {
  const acknowledged = newAcknowledged();
  log(`== load: ${CONNECTIONS} connections for ${DURATION_S} s against ${baseUrl}`);
  const before = machineLoad();
  const loadSampled = sampleLoad();
  const stats = await runLoad(baseUrl, ready, {
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    ratePerConnection: RATE,
    acknowledged,
    rates: kindRates({ accounts: ACCOUNTS, writers: WRITERS, durationSeconds: DURATION_S }),
  });
  return {
    rows: summarizeKinds(stats, DURATION_S),
    acknowledged,
    before,
    during: loadSampled(),
    after: machineLoad(),
  };
}

await runMain(async () => {
  const result = PGLITE ? await onPglite() : await onCluster();
  await cleanupAll();
  console.log(`\n${result.label}`);
  console.log(
    `${CONNECTIONS} connections, ${DURATION_S} s${RATE ? `, at most ${RATE} requests a second each` : ''}, ` +
      `${new Date().toISOString()}, node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}`,
  );
  console.log('');
  console.log(formatKinds(result.rows));
  console.log('');
  console.log(
    `writes acknowledged ${result.lost.acknowledged}, missing from the database ${result.lost.lost} ` +
      `(listings ${result.lost.detail.listings}, photos ${result.lost.detail.photos}, favorites ${result.lost.detail.favorites})`,
  );
  console.log(`machine: before ${result.before}; after ${result.after}`);
  console.log(result.during);
  const failed = result.rows.some((r) => r.errors > 0 || r.non2xx > 0) || result.lost.lost > 0;
  if (failed) process.exitCode = 1;
});
