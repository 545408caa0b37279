import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUILT_SERVER,
  exitOf,
  freePort,
  logLines,
  spawnServer,
  untilAnswering,
  waitFor,
  within,
  type ServerProcess,
} from './server-process';
import { metricSample } from './metrics';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database';
import { WORKER_HEAP_MB } from '../src/worker-heap';

/** The site search's limit per address and minute (modules/search/routes.ts). */
const SEARCH_LIMIT = 60;

const METRICS_TOKEN = randomBytes(24).toString('hex');

function baseEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO_CONTENT: 'false',
    API_PROCESSES: '2',
    METRICS_TOKEN,
  };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL', 'INIT_CWD']) delete env[key];
  return env;
}

/** A GET on a connection of its own (the first process hands each new one to the next process). */
function getAlone(
  port: number,
  requestPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; requestId: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ agent: false, host: '127.0.0.1', port, path: requestPath, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, requestId: String(res.headers['x-request-id']), body }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** Whether a process is still running. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The built server (`npm run build` first) with API_PROCESSES=2: with the PostgreSQL server,
 * two processes answer on one port, share what must be shared (here a rate limit), one that
 * dies is replaced, and SIGTERM stops them all; with PGlite, asking for two is refused at start.
 */
describe.runIf(testDatabaseKind() === 'postgres')('several server processes (postgres)', () => {
  let server: ServerProcess;
  let port: number;
  let dataDir: string;
  let serverDb: TestDatabase | undefined;

  /** The processes that have said they are ready, by pid, from the log. */
  const readyWorkers = () =>
    new Set(
      logLines(server.output())
        .filter((line) => line.msg === 'process ready')
        .map((line) => line.pid),
    );

  beforeAll(async () => {
    if (!existsSync(BUILT_SERVER)) throw new Error(`${BUILT_SERVER} is missing: run npm run build first`);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
    port = await freePort();
    serverDb = await createTestDatabase({ kind: 'postgres' });
    await serverDb.database.close();
    server = spawnServer([BUILT_SERVER], { ...baseEnv(port, dataDir), DATABASE_URL: serverDb.url });
    await untilAnswering(server, `http://127.0.0.1:${port}/api/v1/ready`, 90_000);
    await waitFor(() => server.output().includes('portal ready at'), 'every process to listen', 30_000);
  }, 120_000);

  afterAll(async () => {
    // beforeAll may have failed before starting it.
    if ((server as ServerProcess | undefined) === undefined) return;
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await exitOf(server.child);
    }
    for (const pid of readyWorkers()) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    await serverDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers from two processes, which count one rate limit together', async () => {
    const answers: { status: number; requestId: string }[] = [];
    for (let i = 0; i <= SEARCH_LIMIT; i++) answers.push(await getAlone(port, '/api/v1/search?q=villa'));

    // Which process answered each (its "request completed" log line).
    const pidOf = (requestId: string) =>
      logLines(server.output()).find((line) => line.msg === 'request completed' && line.reqId === requestId)
        ?.pid;
    await waitFor(() => answers.every((a) => pidOf(a.requestId) !== undefined), 'the log of every answer');
    const pids = answers.map((a) => pidOf(a.requestId)!);
    expect(new Set(pids).size).toBe(2);
    // The first process answers nothing itself.
    expect(pids).not.toContain(server.child.pid);

    // The limit is reached at the 61st request of the address, though each process answered
    // fewer: each counted alone, neither would have refused it.
    expect(answers.slice(0, SEARCH_LIMIT).map((a) => a.status)).toEqual(Array(SEARCH_LIMIT).fill(200));
    expect(answers[SEARCH_LIMIT]!.status).toBe(429);
    const refusedBy = pids[SEARCH_LIMIT];
    expect(pids.filter((pid) => pid === refusedBy).length).toBeLessThanOrEqual(SEARCH_LIMIT);

    // Each process's heap is bounded (worker-heap.ts), so its memory stays under the budget.
    for (const pid of new Set(pids)) {
      expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')).toContain(
        `--max-old-space-size=${WORKER_HEAP_MB}`,
      );
    }
  }, 60_000);

  it('answers /metrics from either process with both processes’ figures summed', async () => {
    const scrapes: Awaited<ReturnType<typeof getAlone>>[] = [];
    for (let i = 0; i < 2; i++) {
      scrapes.push(await getAlone(port, '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` }));
    }
    const pidOf = (requestId: string) =>
      logLines(server.output()).find((line) => line.msg === 'request completed' && line.reqId === requestId)
        ?.pid;
    await waitFor(() => scrapes.every((s) => pidOf(s.requestId) !== undefined), 'the log of every scrape');
    // Two connections: the first process handed one to each.
    expect(new Set(scrapes.map((s) => pidOf(s.requestId))).size).toBe(2);
    for (const scrape of scrapes) {
      expect(scrape.status, scrape.body).toBe(200);
      // The searches above, which each process answered part of, counted whole.
      const searches = (status: number) =>
        metricSample(
          scrape.body,
          `portal_http_requests_total{method="GET",route="/api/v1/search",status="${status}"}`,
        );
      expect(searches(200)).toBe(SEARCH_LIMIT);
      expect(searches(429)).toBe(1);
      expect(metricSample(scrape.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(metricSample(scrape.body, 'portal_mail_outbox_pending')).toBe(0);
    }
  }, 30_000);

  it('starts another process when one dies, and keeps answering', async () => {
    const before = readyWorkers();
    expect(before.size).toBe(2);
    const [victim] = before;
    process.kill(victim!, 'SIGKILL');
    await waitFor(() => readyWorkers().size === 3, 'a new process to be ready', 30_000);
    expect(isRunning(victim!)).toBe(false);
    for (let i = 0; i < 4; i++) {
      expect((await getAlone(port, '/api/v1/health')).status).toBe(200);
    }
    expect(server.output()).toContain('a process stopped; starting another');
  }, 60_000);

  it('stops every process on SIGTERM and exits with 0', async () => {
    const workers = [...readyWorkers()].filter(isRunning);
    expect(workers).toHaveLength(2);
    const exit = exitOf(server.child);
    server.child.kill('SIGTERM');
    expect(await within(exit, 12_000, 'exit after SIGTERM')).toEqual({ code: 0, signal: null });
    await waitFor(() => workers.every((pid) => !isRunning(pid)), 'every process to stop');
    // Each one stopped as a lone server does.
    const stopped = logLines(server.output()).filter((line) => line.msg === 'stopped');
    for (const pid of workers) expect(stopped.map((line) => line.pid)).toContain(pid);
  }, 30_000);
});

describe.runIf(testDatabaseKind() === 'pglite')('several server processes (pglite)', () => {
  it('refuses to start more than one process on the embedded database', async () => {
    if (!existsSync(BUILT_SERVER)) throw new Error(`${BUILT_SERVER} is missing: run npm run build first`);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
    try {
      const server = spawnServer([BUILT_SERVER], baseEnv(await freePort(), dataDir));
      expect(await within(exitOf(server.child), 20_000, 'exit')).toEqual({ code: 1, signal: null });
      expect(server.output()).toMatch(/API_PROCESSES: more than one process needs a PostgreSQL server/);
      // Refused before the data folder was opened.
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
