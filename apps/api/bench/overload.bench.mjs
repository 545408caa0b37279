// Overload benchmark of the production server: more visitors at once than it can serve.
//
//   npm run bench:overload                 builds, then runs this file
//   BENCH_DURATION=5 node apps/api/bench/overload.bench.mjs   after `npm run build`
//
// Environment:
//   BENCH_DURATION     seconds measured per target and connection count (default 20)
//   BENCH_CONNECTIONS  comma-separated connection counts (default 100,300)
//   BENCH_JSON=1       also write the results to apps/api/bench/results/overload-<timestamp>.json
//
// It starts `node apps/api/dist/server.js` on PGlite with the demo content, then, for each
// connection count, hammers each target (three server-rendered pages and one API search) with
// autocannon, every client giving up on a request after 10 s. Meanwhile a probe asks
// /api/v1/health every half second: it must keep answering. What is counted per run: answers a
// second, p50 and p99 latency of every answer, 2xx, 503 (shed load, with Retry-After), other
// statuses, client time-outs and other errors, and the load average at its end.
// It exits 1 when the server dies, answers a 5xx other than 503, or the health probe fails.

import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  checkOnce,
  cleanupAll,
  HOST,
  installAbortHandlers,
  machineContext,
  makeTempDir,
  positiveIntegerEnv,
  runMain,
  printMachine,
  READY_TIMEOUT_MS,
  REPO_ROOT,
  REQUEST_TIMEOUT_S,
  RESULTS_DIR,
  runAutocannon,
  startServer,
  STOP_TIMEOUT_MS,
  stopServer,
  summarize,
  assertAlive,
} from './harness.mjs';

const DURATION_S = positiveIntegerEnv('BENCH_DURATION', 20);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '100,300').split(',').map((v) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 2000) {
    console.error(`BENCH_CONNECTIONS must list integers 1..2000, got "${v}"`);
    process.exit(2);
  }
  return n;
});
const WRITE_JSON = process.env.BENCH_JSON === '1';
const HEALTH_EVERY_MS = 500;

/** The targets; `detail` is filled in with a demo listing's address once the server runs. */
const TARGETS = [
  { name: 'page /sales', path: '/sales' },
  { name: 'page detail', path: undefined },
  { name: 'page /sales?q=', path: `/sales?q=${encodeURIComponent('سيارة')}` },
  { name: 'api /listings', path: '/api/v1/listings?platform=sales', headers: { 'x-localization': 'ar' } },
];

const TOTAL_TIMEOUT_MS =
  READY_TIMEOUT_MS +
  STOP_TIMEOUT_MS +
  CONNECTIONS.length * TARGETS.length * (DURATION_S + 2 * REQUEST_TIMEOUT_S + 5) * 1000 +
  30_000;
installAbortHandlers(TOTAL_TIMEOUT_MS);

/** Asks /health every HEALTH_EVERY_MS until stopped; counts failures and the slowest answer. */
function healthProbe(baseUrl) {
  const stats = { asked: 0, failed: 0, slowestMs: 0 };
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const started = Date.now();
      stats.asked += 1;
      try {
        const res = await fetch(`${baseUrl}/api/v1/health`, {
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_S * 1000),
        });
        await res.arrayBuffer();
        if (res.status !== 200) stats.failed += 1;
      } catch {
        stats.failed += 1;
      }
      stats.slowestMs = Math.max(stats.slowestMs, Date.now() - started);
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    return stats;
  };
}

async function main() {
  const context = { ...machineContext(), durationSeconds: DURATION_S, connections: CONNECTIONS };
  const temp = makeTempDir();
  const server = await startServer('pglite', { dataDir: temp.dir });
  const found = JSON.parse(await checkOnce(server.baseUrl, { path: '/api/v1/listings?platform=sales' }));
  const slug = found.data[0]?.slug;
  if (!slug) throw new Error('the demo content has no sales listing');
  TARGETS[1].path = `/sales/show/${slug}`;
  for (const target of TARGETS) await checkOnce(server.baseUrl, target);

  const rows = [];
  for (const connections of CONNECTIONS) {
    for (const target of TARGETS) {
      console.error(`   ${target.name}: ${connections} connections, ${DURATION_S} s`);
      const stopProbe = healthProbe(server.baseUrl);
      const result = await runAutocannon(server.baseUrl, target, {
        durationSeconds: DURATION_S,
        connections,
      });
      const health = await stopProbe();
      assertAlive('pglite', server, `${target.name} at ${connections} connections`);
      rows.push({
        ...summarize('pglite', target, result),
        connections,
        health,
        loadAverage: os.loadavg().map((v) => Math.round(v * 100) / 100),
      });
      // Let the answers still queued drain, so each run starts on an idle server.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    }
  }
  await stopServer('pglite', server);
  await temp.remove();
  await cleanupAll();

  console.log('');
  printMachine(context);
  console.log(
    `autocannon ${context.autocannon}: ${DURATION_S} s per run, client time-out ${REQUEST_TIMEOUT_S} s` +
      (context.commit ? ` | commit ${context.commit}` : '') +
      ` | ${HOST}, PGlite, demo content`,
  );
  console.log('');
  const header = [
    'conns',
    'target',
    'req/s',
    'p50 ms',
    'p99 ms',
    '2xx',
    '503',
    'other',
    'timeouts',
    'errors',
    'health fail/slowest ms',
    'load 1m',
  ];
  const body = rows.map((r) => {
    const other = Object.entries(r.statusCodes)
      .filter(([code]) => !code.startsWith('2') && code !== '503')
      .reduce((sum, [, count]) => sum + count, 0);
    return [
      String(r.connections),
      r.endpoint,
      r.requestsPerSecond.toFixed(1),
      String(r.latencyMs.p50),
      String(r.latencyMs.p99),
      String(r.status2xx),
      String(r.statusCodes['503'] ?? 0),
      String(other),
      String(r.timeouts),
      String(r.errors - r.timeouts),
      `${r.health.failed}/${r.health.asked} ${r.health.slowestMs}`,
      r.loadAverage[0].toFixed(2),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of body) console.log(line(row));

  if (WRITE_JSON) {
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `overload-${context.date.replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, JSON.stringify({ context, results: rows }, null, 2) + '\n');
    console.log(`\nresults written to ${path.relative(REPO_ROOT, file)}`);
  }
  const broken = rows.filter(
    (r) =>
      r.health.failed > 0 ||
      Object.keys(r.statusCodes).some((code) => code.startsWith('5') && code !== '503'),
  );
  if (broken.length > 0) {
    console.error('\nFAILED: a 5xx other than 503, or /health did not answer, in:');
    for (const r of broken)
      console.error(`  ${r.connections} ${r.endpoint}: ${JSON.stringify(r.statusCodes)}`);
    process.exitCode = 1;
  }
}

await runMain(main);
