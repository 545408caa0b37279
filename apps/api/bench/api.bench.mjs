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

import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

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
const POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const HOST = '127.0.0.1';

const CONNECTIONS = 50;
const PIPELINING = 1;
const DURATION_S = positiveIntegerEnv('BENCH_DURATION', 10);
const WARMUP_S = positiveIntegerEnv('BENCH_WARMUP', 3, { allowZero: true });
const WRITE_JSON = process.env.BENCH_JSON === '1';

const READY_TIMEOUT_MS = 60_000;
const REQUEST_TIMEOUT_S = 10;
/** The server gives in-flight requests 9 s on SIGTERM (server.ts); after this it is killed. */
const STOP_TIMEOUT_MS = 15_000;
const PG_ADMIN_TIMEOUT_MS = 15_000;
/** Hard limit on the whole run, so it can never hang. */
const TOTAL_TIMEOUT_MS =
  BACKENDS.length *
    (READY_TIMEOUT_MS +
      STOP_TIMEOUT_MS +
      2 * PG_ADMIN_TIMEOUT_MS +
      ENDPOINTS.length * (WARMUP_S + DURATION_S + 2 * REQUEST_TIMEOUT_S + 5) * 1000) +
  30_000;

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(BENCH_DIR, '../../..');
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/api/dist/server.js');
const RESULTS_DIR = path.join(BENCH_DIR, 'results');

function positiveIntegerEnv(name, fallback, { allowZero = false } = {}) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < (allowZero ? 0 : 1) || value > 3600) {
    console.error(`${name} must be an integer number of seconds (${allowZero ? 0 : 1}..3600), got "${raw}"`);
    process.exit(2);
  }
  return value;
}

// ---------------------------------------------------------------------------------------------
// Clean-up: every resource registers its undo here; run in reverse order, at most once each.

const cleanups = [];
let cleaningUp;

function onCleanup(label, fn) {
  const entry = { label, fn, done: false };
  cleanups.push(entry);
  return async () => {
    if (entry.done) return;
    entry.done = true;
    await fn();
  };
}

function cleanupAll() {
  cleaningUp ??= (async () => {
    for (const entry of [...cleanups].reverse()) {
      if (entry.done) continue;
      entry.done = true;
      try {
        await entry.fn();
      } catch (err) {
        console.error(`clean-up failed (${entry.label}):`, err instanceof Error ? err.message : err);
      }
    }
  })();
  return cleaningUp;
}

/** Active autocannon runs, stopped when the harness is interrupted. */
const activeRuns = new Set();

async function abort(message, code) {
  console.error(message);
  for (const run of activeRuns) run.stop();
  await cleanupAll();
  process.exit(code);
}

process.on('SIGINT', () => void abort('\ninterrupted; cleaning up', 130));
process.on('SIGTERM', () => void abort('terminated; cleaning up', 143));
const totalTimer = setTimeout(
  () => void abort(`benchmark exceeded its ${Math.round(TOTAL_TIMEOUT_MS / 1000)} s limit; cleaning up`, 1),
  TOTAL_TIMEOUT_MS,
);
totalTimer.unref();

// ---------------------------------------------------------------------------------------------
// Resources: temporary folder, PostgreSQL database, server process.

function makeTempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const remove = onCleanup(`remove ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  return { dir, remove };
}

async function withAdminClient(fn) {
  const client = new pg.Client({
    connectionString: POSTGRES_ADMIN_URL,
    connectionTimeoutMillis: PG_ADMIN_TIMEOUT_MS,
    query_timeout: PG_ADMIN_TIMEOUT_MS,
  });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function createPostgresDatabase() {
  const name = `portal_bench_${randomBytes(6).toString('hex')}`;
  // Registered before creating, so a half-done creation is still dropped (IF EXISTS).
  const drop = onCleanup(`drop database ${name}`, () =>
    withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  );
  const serverVersion = await withAdminClient(async (c) => {
    await c.query(
      `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
    );
    const { rows } = await c.query('SHOW server_version');
    return rows[0].server_version;
  });
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), serverVersion, drop };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts the production server; its output goes to stderr, prefixed, so stdout keeps the table. */
async function startServer(backend, { dataDir, databaseUrl }) {
  const port = await freePort();
  const env = { ...process.env };
  // Nothing inherited may redirect the server (another database, proxy settings, ...).
  for (const key of ['DATABASE_URL', 'TRUST_PROXY', 'PUBLIC_URL', 'INIT_CWD']) delete env[key];
  Object.assign(env, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST,
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO_CONTENT: 'true',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  /** Set once the process has exited: { code, signal }. */
  let exitStatus;
  void exited.then((status) => (exitStatus = status));
  const prefix = `[server ${backend}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop();
      for (const line of lines) if (line) process.stderr.write(prefix + line + '\n');
    });
    stream.on('end', () => pending && process.stderr.write(prefix + pending + '\n'));
  }

  const stop = onCleanup(`stop server ${backend}`, async () => {
    if (exitStatus) return;
    child.kill('SIGTERM');
    const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS).unref());
    if ((await Promise.race([exited, timeout])) === 'timeout') {
      console.error(`${prefix}did not stop within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM; killing it`);
      child.kill('SIGKILL');
      await exited;
    }
  });

  const baseUrl = `http://${HOST}:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (exitStatus) {
      const { code, signal } = exitStatus;
      throw new Error(`${backend} server exited during start-up (code ${code}, signal ${signal})`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/v1/ready`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return { baseUrl, stop, exited, exitStatus: () => exitStatus };
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err instanceof Error ? (err.cause?.code ?? err.message) : String(err);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${backend} server not ready within ${READY_TIMEOUT_MS / 1000} s (last: ${last})`);
}

// ---------------------------------------------------------------------------------------------
// Measuring.

function requestOptions(endpoint) {
  const headers = { ...endpoint.headers };
  let body = endpoint.body;
  if (body !== undefined && typeof body !== 'string') {
    body = JSON.stringify(body);
    headers['content-type'] ??= 'application/json';
  }
  return { method: endpoint.method ?? 'GET', headers, ...(body !== undefined ? { body } : {}) };
}

/** One plain request first, so a wrong endpoint fails fast with its answer rather than 50 × N times. */
async function checkOnce(baseUrl, endpoint) {
  const res = await fetch(baseUrl + endpoint.path, {
    ...requestOptions(endpoint),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_S * 1000),
  });
  const text = await res.text();
  if (res.status < 200 || res.status > 299) {
    throw new Error(
      `${endpoint.method ?? 'GET'} ${endpoint.path} answered ${res.status}: ${text.slice(0, 500)}`,
    );
  }
}

function runAutocannon(baseUrl, endpoint, durationSeconds) {
  return new Promise((resolve, reject) => {
    // Which errors (connection refused, reset, timeout, ...) and how many, for the failure report.
    const errorCodes = {};
    const instance = autocannon(
      {
        url: baseUrl + endpoint.path,
        ...requestOptions(endpoint),
        connections: CONNECTIONS,
        pipelining: PIPELINING,
        duration: durationSeconds,
        timeout: REQUEST_TIMEOUT_S,
      },
      (err, result) => {
        activeRuns.delete(instance);
        if (err) reject(err);
        else resolve({ ...result, errorCodes });
      },
    );
    instance.on('reqError', (error) => {
      const code = error?.code ?? error?.message ?? String(error);
      errorCodes[code] = (errorCodes[code] ?? 0) + 1;
    });
    activeRuns.add(instance);
  });
}

function summarize(backend, endpoint, r) {
  return {
    backend,
    endpoint: endpoint.name,
    method: endpoint.method ?? 'GET',
    path: endpoint.path,
    requestsPerSecond: r.requests.average,
    latencyMs: { p50: r.latency.p50, p97_5: r.latency.p97_5, p99: r.latency.p99, max: r.latency.max },
    requests: r.requests.total,
    status2xx: r['2xx'],
    non2xx: r.non2xx,
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count])),
    errors: r.errors,
    errorCodes: r.errorCodes,
    timeouts: r.timeouts,
    durationSeconds: r.duration,
  };
}

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
  // A server that dies mid-run shows up as a flood of connection errors; name the real cause.
  const assertAlive = (during) => {
    const status = server.exitStatus();
    if (status) {
      throw new Error(
        `${backend} server exited during ${during} (code ${status.code}, signal ${status.signal})`,
      );
    }
  };
  for (const endpoint of ENDPOINTS) await checkOnce(server.baseUrl, endpoint);
  for (const endpoint of ENDPOINTS) {
    if (WARMUP_S > 0) {
      console.error(`   ${backend} ${endpoint.name}: warm-up ${WARMUP_S} s`);
      const warm = await runAutocannon(server.baseUrl, endpoint, WARMUP_S);
      assertAlive(`the warm-up of ${endpoint.name}`);
      if (warm.non2xx > 0 || warm.errors > 0) {
        console.error(
          `   FAILED: the warm-up saw ${warm.non2xx} non-2xx ${JSON.stringify(warm.statusCodeStats)} ` +
            `and ${warm.errors} errors ${JSON.stringify(warm.errorCodes)}`,
        );
        process.exitCode = 1;
      }
    }
    console.error(`   ${backend} ${endpoint.name}: measuring ${DURATION_S} s`);
    const result = await runAutocannon(server.baseUrl, endpoint, DURATION_S);
    assertAlive(`the measurement of ${endpoint.name}`);
    rows.push(summarize(backend, endpoint, result));
  }

  console.error(`== ${backend}: stopping the server`);
  await server.stop();
  const { code, signal } = await server.exited;
  if (code !== 0) {
    console.error(`   ${backend} server did not stop cleanly: exit code ${code}, signal ${signal}`);
    process.exitCode = 1;
  }
  await database?.drop();
  await temp.remove();
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Reporting.

function machineContext() {
  const cpus = os.cpus();
  let commit;
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    }).trim();
  } catch {
    commit = undefined;
  }
  const autocannonVersion = JSON.parse(
    readFileSync(new URL(import.meta.resolve('autocannon/package.json')), 'utf8'),
  ).version;
  return {
    date: new Date().toISOString(),
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    cpus: cpus.length,
    availableParallelism: os.availableParallelism(),
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    commit,
    autocannon: autocannonVersion,
    connections: CONNECTIONS,
    pipelining: PIPELINING,
    durationSeconds: DURATION_S,
    warmupSeconds: WARMUP_S,
  };
}

const ms = (v) => (Number.isInteger(v) ? String(v) : v.toFixed(2));

function printTable(rows) {
  const header = ['backend', 'endpoint', 'req/s (avg)', 'p50 ms', 'p97.5 ms', 'p99 ms', 'non-2xx', 'errors'];
  const body = rows.map((r) => [
    r.backend,
    r.endpoint,
    r.requestsPerSecond.toFixed(0),
    ms(r.latencyMs.p50),
    ms(r.latencyMs.p97_5),
    ms(r.latencyMs.p99),
    String(r.non2xx),
    String(r.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of body) console.log(line(row));
}

async function main() {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${path.relative(REPO_ROOT, SERVER_ENTRY)} is missing: run npm run build -w @portal/api`);
  }
  const context = machineContext();
  const rows = [];
  for (const backend of BACKENDS) rows.push(...(await benchBackend(backend, context)));
  await cleanupAll();

  console.log('');
  console.log(
    `node ${context.node} | ${context.cpus} CPUs (${context.cpuModel}) | ${context.memoryGiB} GiB | ${context.platform}`,
  );
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

  const failed = rows.filter((r) => r.non2xx > 0 || r.errors > 0 || r.status2xx === 0);
  if (failed.length > 0) {
    console.error('\nFAILED: some responses were not 2xx (or errored / timed out):');
    for (const r of failed) {
      console.error(
        `  ${r.backend} ${r.endpoint}: ${r.non2xx} non-2xx ${JSON.stringify(r.statusCodes)}, ` +
          `${r.errors} errors ${JSON.stringify(r.errorCodes)} (${r.timeouts} timeouts)`,
      );
    }
    process.exitCode = 1;
  }
}

try {
  await main();
} catch (err) {
  console.error('\nbenchmark failed:', err instanceof Error ? (err.stack ?? err.message) : err);
  await cleanupAll();
  process.exitCode = 1;
}
