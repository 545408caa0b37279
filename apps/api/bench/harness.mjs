// What the benchmarks of the production API server share (api.bench.mjs, search.bench.mjs,
// pages.bench.mjs): clean-up that runs on success, failure, timeout or Ctrl-C; temporary folders
// and PostgreSQL databases; starting `node apps/api/dist/server.js` and waiting for /api/v1/ready;
// measuring with autocannon; the server's peak memory and the machine's load; printing a table.

import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export const POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const HOST = '127.0.0.1';
export const READY_TIMEOUT_MS = 60_000;
export const REQUEST_TIMEOUT_S = 10;
/** The server gives in-flight requests 9 s on SIGTERM (server.ts); after this it is killed. */
export const STOP_TIMEOUT_MS = 15_000;
export const PG_ADMIN_TIMEOUT_MS = 15_000;

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(BENCH_DIR, '../../..');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/api/dist/server.js');
export const RESULTS_DIR = path.join(BENCH_DIR, 'results');

export function positiveIntegerEnv(name, fallback, { allowZero = false } = {}) {
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

export function onCleanup(label, fn) {
  const entry = { label, fn, done: false };
  cleanups.push(entry);
  return async () => {
    if (entry.done) return;
    entry.done = true;
    await fn();
  };
}

/** True once cleanupAll has begun: what stops then must not be started again. */
export function cleanupStarted() {
  return cleaningUp !== undefined;
}

export function cleanupAll() {
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

/** Cleans up on Ctrl-C, SIGTERM, and when the whole run exceeds `totalTimeoutMs`. */
export function installAbortHandlers(totalTimeoutMs) {
  process.on('SIGINT', () => void abort('\ninterrupted; cleaning up', 130));
  process.on('SIGTERM', () => void abort('terminated; cleaning up', 143));
  const timer = setTimeout(
    () => void abort(`benchmark exceeded its ${Math.round(totalTimeoutMs / 1000)} s limit; cleaning up`, 1),
    totalTimeoutMs,
  );
  timer.unref();
}

// ---------------------------------------------------------------------------------------------
// Resources: temporary folder, PostgreSQL database, server process.

export function makeTempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const remove = onCleanup(`remove ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  return { dir, remove };
}

export async function withAdminClient(fn, timeoutMs = PG_ADMIN_TIMEOUT_MS) {
  const client = new pg.Client({
    connectionString: POSTGRES_ADMIN_URL,
    connectionTimeoutMillis: PG_ADMIN_TIMEOUT_MS,
    query_timeout: timeoutMs,
  });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export function databaseUrl(name) {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh database with a UTF-8 ctype (under a C ctype pg_trgm makes no trigrams of Arabic),
 * dropped at clean-up. `name` defaults to a random portal_bench_<hex>.
 */
export async function createPostgresDatabase(name = `portal_bench_${randomBytes(6).toString('hex')}`) {
  // Registered before creating, so a half-done creation is still dropped (IF EXISTS).
  const drop = onCleanup(`drop database ${name}`, () => dropPostgresDatabase(name));
  const serverVersion = await withAdminClient(async (c) => {
    await createUtf8Database(c, name);
    return postgresServerVersion(c);
  });
  return { name, url: databaseUrl(name), serverVersion, drop };
}

/** CREATE DATABASE with a UTF-8 ctype (under C, pg_trgm makes no trigrams of Arabic letters). */
export function createUtf8Database(client, name) {
  return client.query(
    `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
  );
}

export function dropPostgresDatabase(name) {
  return withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

export async function postgresServerVersion(client) {
  const { rows } = await client.query('SHOW server_version');
  return rows[0].server_version;
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

/**
 * Starts the production server; its output goes to stderr, prefixed, so stdout keeps the table.
 * `env` adds variables (DEMO_CONTENT, ...); `port` is a free one unless given.
 */
export async function startServer(
  backend,
  { dataDir, databaseUrl, env: extraEnv = {}, port: fixedPort, onLine = () => undefined },
) {
  const port = fixedPort ?? (await freePort());
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
    ...extraEnv,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  // Node flags for the server only, e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"
  // to profile it (NODE_OPTIONS refuses --cpu-prof, and would profile the bench too).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
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
      for (const line of lines) {
        if (!line) continue;
        process.stderr.write(prefix + line + '\n');
        onLine(line);
      }
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
      if (res.status === 200) {
        await allProcessesStarted(child.pid, env, Boolean(databaseUrl), deadline);
        return { baseUrl, pid: child.pid, stop, exited, exitStatus: () => exitStatus };
      }
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err instanceof Error ? (err.cause?.code ?? err.message) : String(err);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${backend} server not ready within ${READY_TIMEOUT_MS / 1000} s (last: ${last})`);
}

/** Time for a clustered server's other processes to listen once the first one answers. */
const OTHER_PROCESSES_SETTLE_MS = 2_000;

/**
 * With several server processes (API_PROCESSES, by default one per core with PostgreSQL:
 * config.ts), the first answer comes from the first one listening: waits until all are running,
 * then a moment for them to listen too (they start together and do the same work), so a
 * measurement does not begin with fewer of them.
 */
async function allProcessesStarted(pid, env, postgres, deadline) {
  const processes = env.API_PROCESSES ? Number(env.API_PROCESSES) : postgres ? os.availableParallelism() : 1;
  if (processes <= 1) return;
  while (processTree(pid).length < processes + 1) {
    if (Date.now() > deadline) throw new Error(`the server's ${processes} processes did not all start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, OTHER_PROCESSES_SETTLE_MS));
}

/** Stops a server started by startServer; a non-zero exit marks the run as failed. */
/**
 * Starts the server as startServer does and, when the in-memory search index is on (the
 * server's default with PostgreSQL, docs/decisions/052), waits until each of its `processes`
 * has loaded it: keyword searches take the SQL path until then, so measuring earlier would
 * measure that path instead.
 */
export async function startServerWithIndex(backend, options, { processes, indexOn, log, label }) {
  let loads = 0;
  let allLoaded;
  const loaded = new Promise((resolve) => (allLoaded = resolve));
  const started = performance.now();
  const server = await startServer(backend, {
    ...options,
    env: { ...options.env, SEARCH_INDEX: indexOn ? 'on' : 'off' },
    onLine: (line) => {
      if (line.includes('search index loaded') && ++loads === processes) allLoaded();
    },
  });
  if (indexOn) {
    log(`== ${label}: waiting for ${processes} process(es) to load the search index`);
    await loaded;
    log(
      `== ${label}: search index loaded in ${((performance.now() - started) / 1000).toFixed(1)} s from start`,
    );
  }
  return server;
}

export async function stopServer(backend, server) {
  // autocannon stops with requests in flight; let them finish so the shutdown is quiet.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await server.stop();
  const { code, signal } = await server.exited;
  if (code !== 0) {
    console.error(`   ${backend} server did not stop cleanly: exit code ${code}, signal ${signal}`);
    process.exitCode = 1;
  }
}

// ---------------------------------------------------------------------------------------------
// Measuring.

export function requestOptions(endpoint) {
  const headers = { ...endpoint.headers };
  let body = endpoint.body;
  if (body !== undefined && typeof body !== 'string') {
    body = JSON.stringify(body);
    headers['content-type'] ??= 'application/json';
  }
  return { method: endpoint.method ?? 'GET', headers, ...(body !== undefined ? { body } : {}) };
}

/** One plain request first, so a wrong endpoint fails fast with its answer rather than 50 × N times. */
export async function checkOnce(baseUrl, endpoint, requestPath = endpoint.path) {
  const res = await fetch(baseUrl + requestPath, {
    ...requestOptions(endpoint),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_S * 1000),
  });
  const text = await res.text();
  if (res.status < 200 || res.status > 299) {
    throw new Error(
      `${endpoint.method ?? 'GET'} ${requestPath} answered ${res.status}: ${text.slice(0, 500)}`,
    );
  }
  return text;
}

/**
 * Measures one endpoint. `paths`, when given, are requested in turn (varied queries), each
 * connection taking the next one from `cursor` (give the same one to two runs and the second
 * goes on where the first stopped: a warm-up then never-repeated requests). Latencies of every
 * response are kept so that any percentile (p95 included, which autocannon's summary lacks) can
 * be computed. `onResponse(status, body)` sees every answer (its body as text; bodies are only
 * readable uncompressed, so the bench sends no Accept-Encoding).
 */
export function runAutocannon(
  baseUrl,
  endpoint,
  { durationSeconds, connections, pipelining = 1, paths, cursor = { next: 0 }, onResponse },
) {
  return new Promise((resolve, reject) => {
    // Which errors (connection refused, reset, timeout, ...) and how many, for the failure report.
    const errorCodes = {};
    const latencies = [];
    const options = {
      url: baseUrl + endpoint.path,
      ...requestOptions(endpoint),
      connections,
      pipelining,
      duration: durationSeconds,
      timeout: REQUEST_TIMEOUT_S,
      ...(paths || onResponse
        ? {
            requests: [
              {
                ...(paths
                  ? {
                      setupRequest: (request) => {
                        request.path = paths[cursor.next++ % paths.length];
                        return request;
                      },
                    }
                  : {}),
                ...(onResponse ? { onResponse: (status, body) => onResponse(status, body) } : {}),
              },
            ],
          }
        : {}),
    };
    const instance = autocannon(options, (err, result) => {
      activeRuns.delete(instance);
      if (err) reject(err);
      else resolve({ ...result, errorCodes, latencies });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    instance.on('reqError', (error) => {
      const code = error?.code ?? error?.message ?? String(error);
      errorCodes[code] = (errorCodes[code] ?? 0) + 1;
    });
    activeRuns.add(instance);
  });
}

/**
 * A run of autocannon `requests` (each with setupRequest(request, context) and onResponse(status,
 * body, context)), for scenarios whose requests depend on earlier answers. `onLatency(ms)` gets
 * each answer's time, `onError(code)` each failed request (refused, reset, timed out);
 * `overallRate` or `connectionRate` cap the requests a second.
 */
export function runAutocannonRequests(
  baseUrl,
  { connections, durationSeconds, requests, onLatency, onError, overallRate, connectionRate },
) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: durationSeconds,
        timeout: REQUEST_TIMEOUT_S,
        requests,
        ...(overallRate ? { overallRate } : {}),
        ...(connectionRate ? { connectionRate } : {}),
      },
      (err, result) => {
        activeRuns.delete(instance);
        if (err) reject(err);
        else resolve(result);
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => onLatency(responseTime));
    instance.on('reqError', (error) => onError(error?.code ?? error?.message ?? String(error)));
    activeRuns.add(instance);
  });
}

/** The p-th percentile (0..100) of unsorted values, nearest-rank. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function summarize(backend, endpoint, r) {
  return {
    backend,
    endpoint: endpoint.name,
    method: endpoint.method ?? 'GET',
    path: endpoint.path,
    requestsPerSecond: r.requests.average,
    latencyMs: {
      p50: r.latency.p50,
      p95: percentile(r.latencies, 95),
      p97_5: r.latency.p97_5,
      p99: r.latency.p99,
      max: r.latency.max,
    },
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

/** Names a server that died mid-run, which otherwise shows up as a flood of connection errors. */
export function assertAlive(backend, server, during) {
  const status = server.exitStatus();
  if (status) {
    throw new Error(
      `${backend} server exited during ${during} (code ${status.code}, signal ${status.signal})`,
    );
  }
}

/**
 * Warms up (results dropped, but failures reported), then measures one endpoint; with `paths`,
 * the measurement goes on from where the warm-up stopped (never-repeated requests stay new).
 * `onResponse` sees the measured answers only; `beforeMeasure` runs between the two.
 */
export async function warmAndMeasure(
  backend,
  server,
  endpoint,
  { warmupSeconds, durationSeconds, onResponse, beforeMeasure, ...options },
) {
  options.cursor ??= { next: 0 };
  if (warmupSeconds > 0) {
    console.error(`   ${backend} ${endpoint.name}: warm-up ${warmupSeconds} s`);
    const warm = await runAutocannon(server.baseUrl, endpoint, {
      durationSeconds: warmupSeconds,
      ...options,
    });
    assertAlive(backend, server, `the warm-up of ${endpoint.name}`);
    if (warm.non2xx > 0 || warm.errors > 0) {
      console.error(
        `   FAILED: the warm-up saw ${warm.non2xx} non-2xx ${JSON.stringify(warm.statusCodeStats)} ` +
          `and ${warm.errors} errors ${JSON.stringify(warm.errorCodes)}`,
      );
      process.exitCode = 1;
    }
  }
  await beforeMeasure?.();
  console.error(`   ${backend} ${endpoint.name}: measuring ${durationSeconds} s`);
  const result = await runAutocannon(server.baseUrl, endpoint, { durationSeconds, onResponse, ...options });
  assertAlive(backend, server, `the measurement of ${endpoint.name}`);
  return summarize(backend, endpoint, result);
}

/** A process and its descendants (a clustered server's workers), from /proc (Linux only). */
function processTree(pid) {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    let tasks;
    try {
      tasks = readdirSync(`/proc/${pids[i]}/task`);
    } catch {
      continue;
    }
    for (const task of tasks) {
      try {
        const children = readFileSync(`/proc/${pids[i]}/task/${task}/children`, 'utf8');
        for (const child of children.split(' ').filter(Boolean)) pids.push(Number(child));
      } catch {
        // The task ended meanwhile.
      }
    }
  }
  return pids;
}

/**
 * The server's peak resident memory so far (VmHWM, in MiB) and its current one (VmRSS), summed
 * over the process and its children (a clustered server's workers: the sum of each one's peak,
 * an upper bound of their peak together), and the largest peak of one process (what a
 * per-process memory budget is about). Undefined where /proc is missing (not Linux).
 */
export function serverMemory(pid) {
  let peak = 0;
  let largest = 0;
  let current = 0;
  let processes = 0;
  for (const each of processTree(pid)) {
    let status;
    try {
      status = readFileSync(`/proc/${each}/status`, 'utf8');
    } catch {
      continue;
    }
    const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    peak += kib('VmHWM');
    largest = Math.max(largest, kib('VmHWM'));
    current += kib('VmRSS');
    processes += 1;
  }
  if (processes === 0) return undefined;
  return {
    peakMiB: Math.round(peak / 1024),
    largestMiB: Math.round(largest / 1024),
    currentMiB: Math.round(current / 1024),
    processes,
  };
}

/** The machine's load average over the last minute (`uptime`'s first figure). */
export function loadNow() {
  return os.loadavg()[0];
}

// ---------------------------------------------------------------------------------------------
// Reporting.

export function machineContext() {
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
  };
}

export function printMachine(context) {
  console.log(
    `node ${context.node} | ${context.cpus} CPUs (${context.cpuModel}) | ${context.memoryGiB} GiB | ${context.platform}`,
  );
  // The machine is shared: how busy it was says how far the figures are from an idle one.
  console.log(
    `load average at the end (1, 5, 15 min): ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(', ')}`,
  );
}

const ms = (v) => (Number.isInteger(v) ? String(v) : v.toFixed(2));

/**
 * A table of results; `percentiles` names the latency columns (keys of latencyMs), `extra`
 * adds leading columns ({ header, value(row) }), `trailing` columns at the end.
 */
export function printTable(rows, { percentiles = ['p50', 'p97_5', 'p99'], extra = [], trailing = [] } = {}) {
  const header = [
    'backend',
    'endpoint',
    ...extra.map((e) => e.header),
    'req/s (avg)',
    ...percentiles.map((p) => `${p.replace('_', '.')} ms`),
    'non-2xx',
    'errors',
    ...trailing.map((e) => e.header),
  ];
  const body = rows.map((r) => [
    r.backend,
    r.endpoint,
    ...extra.map((e) => e.value(r)),
    r.requestsPerSecond.toFixed(0),
    ...percentiles.map((p) => ms(r.latencyMs[p])),
    String(r.non2xx),
    String(r.errors),
    ...trailing.map((e) => e.value(r)),
  ]);
  const left = 2 + extra.length;
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i < left ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of body) console.log(line(row));
}

/** Rows with a non-2xx answer or an error fail the run (exit code 1), each named. */
export function reportFailures(rows) {
  const failed = rows.filter((r) => r.non2xx > 0 || r.errors > 0 || r.status2xx === 0);
  if (failed.length === 0) return;
  console.error('\nFAILED: some responses were not 2xx (or errored / timed out):');
  for (const r of failed) {
    console.error(
      `  ${r.backend} ${r.endpoint}: ${r.non2xx} non-2xx ${JSON.stringify(r.statusCodes)}, ` +
        `${r.errors} errors ${JSON.stringify(r.errorCodes)} (${r.timeouts} timeouts)`,
    );
  }
  process.exitCode = 1;
}

/** Runs a benchmark's `main`: on failure, says why, cleans up and exits 1. */
export async function runMain(main) {
  try {
    await main();
  } catch (err) {
    console.error('\nbenchmark failed:', err instanceof Error ? (err.stack ?? err.message) : err);
    await cleanupAll();
    process.exitCode = 1;
  }
}
