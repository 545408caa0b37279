import { type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../src/paths';
import {
  BUILT_SERVER,
  exitOf,
  freePort,
  logLines,
  spawnServer,
  troubleOf,
  untilAnswering,
  waitFor,
  within,
} from './server-process';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database';

/** Kills what a test left running and removes its database and data folder. */
async function cleanUp(child: ChildProcess | undefined, serverDb: TestDatabase | undefined, dataDir: string) {
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await exitOf(child);
  }
  await serverDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * The built server (`node apps/api/dist/server.js`, as deployed; `npm run build` first) on a
 * fresh data folder (and, for the server project, a fresh database): on SIGTERM it stops taking
 * connections, finishes the request in flight and exits with 0.
 */
describe(`graceful shutdown (${testDatabaseKind()})`, () => {
  let child: ChildProcess;
  let output = () => '';
  let port: number;
  let dataDir: string;
  let serverDb: TestDatabase | undefined;
  let env: NodeJS.ProcessEnv;

  /** Starts the server and resolves once its health check answers (a first start creates the database). */
  async function start(): Promise<void> {
    const server = spawnServer([BUILT_SERVER], env, API_ROOT);
    child = server.child;
    output = server.output;
    await untilAnswering(server, `http://127.0.0.1:${port}/api/v1/health`, 100_000);
  }

  beforeAll(async () => {
    if (!existsSync(BUILT_SERVER)) throw new Error(`${BUILT_SERVER} is missing: run npm run build first`);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-shutdown-'));
    env = {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String((port = await freePort())),
      DATA_DIR: dataDir,
      DEMO_CONTENT: 'false',
      // With the PostgreSQL server, two processes whatever the machine's cores (config.ts).
      API_PROCESSES: testDatabaseKind() === 'postgres' ? '2' : '1',
      ADMIN_EMAIL: 'admin@shutdown.test',
      ADMIN_PASSWORD: 'Shutdown-Test-2025',
    };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    delete env.SMTP_URL;
    if (testDatabaseKind() === 'postgres') {
      serverDb = await createTestDatabase({ kind: 'postgres' });
      await serverDb.database.close();
      env.DATABASE_URL = serverDb.url;
    }
    await start();
  }, 120_000);

  afterAll(() => cleanUp(child, serverDb, dataDir));

  it('finishes the request in flight, refuses new ones, and exits with 0 within 10 s', async () => {
    // A request in flight: its body arrives in two parts, the second after SIGTERM.
    // The client keeps its connection open after the answer, as browsers and load balancers do.
    const body = JSON.stringify({ note: 'arrives in two parts' });
    const agent = new http.Agent({ keepAlive: true });
    const inFlight = http.request({
      agent,
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/v1/slow-upload',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      inFlight.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      });
      inFlight.on('error', reject);
    });
    inFlight.write(body.slice(0, 10));
    // The server has it once it logs it (its body still incomplete).
    await waitFor(() => output().includes('"url":"/api/v1/slow-upload"'), 'the request to reach the server');

    const exit = exitOf(child);
    const signalledAt = Date.now();
    child.kill('SIGTERM');

    // Soon no new request is served (503 while closing, then no connection at all, or, with
    // several processes, a connection the first process took but no process serves: node:cluster
    // may hand one to a process that has just stopped listening after the last other one did,
    // and then holds it until it exits)…
    await waitFor(
      () =>
        fetch(`http://127.0.0.1:${port}/api/v1/health`, {
          headers: { connection: 'close' },
          signal: AbortSignal.timeout(1_000),
        }).then(
          (res) => res.status === 503,
          () => true,
        ),
      'new requests to be refused',
    );
    // …while the process stays up for the request in flight.
    expect(child.exitCode).toBeNull();

    inFlight.end(body.slice(10));
    const res = await within(answer, 5_000, 'the request in flight');
    // Answered in full, as any other request (the route does not exist: 404, or 419 without CSRF).
    expect([404, 419]).toContain(res.status);
    expect(JSON.parse(res.body)).toHaveProperty('message');

    const { code, signal } = await within(exit, 10_000 - (Date.now() - signalledAt), 'exit after SIGTERM');
    expect({ code, signal }, troubleOf(output())).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(output()).toContain('shutting down');
    agent.destroy();
  });

  it('keeps its data across a restart: the account made at the first start signs in', async () => {
    await start();
    expect(output()).not.toContain('First admin created');
    const base = `http://127.0.0.1:${port}/api/v1`;
    const init = await fetch(`${base}/init`);
    const csrf = /XSRF-TOKEN=([^;]+)/.exec(init.headers.get('set-cookie') ?? '')?.[1] ?? '';
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${csrf}`, 'x-xsrf-token': csrf },
      body: JSON.stringify({ login: 'admin@shutdown.test', password: 'Shutdown-Test-2025' }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { role: string } }).user.role).toBe('admin');
    const exit = exitOf(child);
    child.kill('SIGTERM');
    expect((await within(exit, 10_000, 'exit after SIGTERM')).code).toBe(0);
  }, 120_000);
});

/**
 * The built server (`node apps/api/dist/server.js`, as deployed; `npm run build` first) stopped
 * with SIGTERM while busy: every request sent before the signal on a kept-alive connection,
 * read or still unread by the process, gets its whole answer (none is reset, none refused);
 * the answers after the signal close their connections; the process exits with 0.
 */
describe(`graceful shutdown under load, the built server (${testDatabaseKind()})`, () => {
  let child: ChildProcess;
  let output = () => '';
  let port: number;
  let dataDir: string;
  let serverDb: TestDatabase | undefined;

  beforeAll(async () => {
    if (!existsSync(BUILT_SERVER)) throw new Error(`${BUILT_SERVER} is missing: run npm run build first`);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-shutdown-load-'));
    port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_CONTENT: 'true',
      API_PROCESSES: testDatabaseKind() === 'postgres' ? '2' : '1',
    };
    for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL', 'INIT_CWD']) delete env[key];
    if (testDatabaseKind() === 'postgres') {
      serverDb = await createTestDatabase({ kind: 'postgres' });
      await serverDb.database.close();
      env.DATABASE_URL = serverDb.url;
    }
    const server = spawnServer([BUILT_SERVER], env);
    child = server.child;
    output = server.output;
    await untilAnswering(server, `http://127.0.0.1:${port}/api/v1/ready`, 90_000);
  }, 120_000);

  afterAll(() => cleanUp(child, serverDb, dataDir));

  /**
   * A GET on `agent`: `sent` once the request is written to its connection, `answer` with its
   * status, headers and whole body, or the error that cut it.
   */
  function get(agent: http.Agent, requestPath: string) {
    let sent!: () => void;
    const written = new Promise<void>((resolve) => (sent = resolve));
    const answer = new Promise<{
      status: number;
      connection: string | undefined;
      requestId: string;
      body: string;
    }>((resolve, reject) => {
      const req = http.get({ agent, host: '127.0.0.1', port, path: requestPath }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            requestId: String(res.headers['x-request-id']),
            body,
          }),
        );
        res.on('error', reject);
      });
      req.on('finish', sent);
      req.on('error', (err) => {
        sent();
        reject(err);
      });
    });
    return { written, answer };
  }

  it('answers all 45 requests in flight on kept-alive connections in full, closes those connections, and exits with 0', async () => {
    const COUNT = 45;
    const agent = new http.Agent({ keepAlive: true, maxSockets: COUNT });
    // 45 connections opened and kept alive, as a proxy or browsers hold them.
    await Promise.all(Array.from({ length: COUNT }, () => get(agent, '/api/v1/health').answer));
    const opened = Object.values(agent.freeSockets).flat().length;
    expect(opened).toBeGreaterThan(COUNT / 2);

    // Searches no memo has seen, a third of them as server-drawn pages (some to tens of
    // milliseconds each, one after the other), on those connections; the signal comes as soon
    // as they are all written, most of them still unread or waiting in the process.
    const isPage = (i: number) => i % 3 === 0;
    const requests = Array.from({ length: COUNT }, (_, i) => {
      const q = encodeURIComponent(`شقة ${i} appartement${i}`);
      return get(agent, isPage(i) ? `/sales?q=${q}` : `/api/v1/listings?platform=sales&q=${q}`);
    });
    const settled = requests.map((r) =>
      r.answer.then(
        (answer) => ({ ok: true as const, ...answer }),
        (err: Error & { code?: string }) => ({ ok: false as const, error: err.code ?? err.message }),
      ),
    );
    await Promise.all(requests.map((r) => r.written));
    const exit = exitOf(child);
    child.kill('SIGTERM');

    const answers = await within(Promise.all(settled), 10_000, 'the answers');
    expect(answers.filter((a) => !a.ok)).toEqual([]);
    const { code, signal } = await within(exit, 10_000, 'exit after SIGTERM');
    expect({ code, signal }, troubleOf(output())).toEqual({ code: 0, signal: null });

    // When each process took the signal (with the PostgreSQL server there is one per core, each
    // passed the signal by the first), and when and where each request finished (log lines).
    const lines = logLines(output());
    const signalledAt = new Map(
      lines.filter((line) => line.msg.startsWith('shutting down')).map((line) => [line.pid, line.time]),
    );
    const finished = new Map(
      lines.filter((line) => line.msg === 'request completed').map((line) => [line.reqId, line]),
    );
    const afterSignal = (requestId: string) => {
      const line = finished.get(requestId);
      expect(line, requestId).toBeDefined();
      expect(signalledAt.has(line!.pid), `process ${line!.pid} took the signal`).toBe(true);
      return line!.time > signalledAt.get(line!.pid)!;
    };
    for (const [i, answer] of answers.entries()) {
      if (!answer.ok) continue;
      expect(answer.status).toBe(200);
      if (isPage(i)) expect(answer.body).toMatch(/<div id="root"[^>]*>[\s\S]*<\/html>\s*$/);
      else expect(JSON.parse(answer.body)).toHaveProperty('data');
      // An answer sent after its process took the signal closes its connection.
      if (afterSignal(answer.requestId)) expect(answer.connection).toBe('close');
    }
    expect(answers.some((a) => a.ok && afterSignal(a.requestId))).toBe(true);
    agent.destroy();
  }, 60_000);
});
