import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../src/paths';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from './test-database';

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Kills what a test left running and removes its database and data folder. */
async function cleanUp(child: ChildProcess | undefined, serverDb: TestDatabase | undefined, dataDir: string) {
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await exitOf(child);
  }
  await serverDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Polls a condition (a state we can see, never a fixed delay) for up to 5 s. */
async function waitFor(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/**
 * The real server (`node --import tsx src/server.ts`) on a fresh data folder (and, for the
 * server project, a fresh database): on SIGTERM it stops taking connections, finishes the
 * request in flight and exits with 0.
 */
describe(`graceful shutdown (${testDatabaseKind()})`, () => {
  let child: ChildProcess;
  let output = '';
  let port: number;
  let dataDir: string;
  let serverDb: TestDatabase | undefined;
  let env: NodeJS.ProcessEnv;

  /** Starts the server and resolves once its health check answers (a first start creates the database). */
  async function start(): Promise<void> {
    output = '';
    child = spawn(process.execPath, ['--import', 'tsx', path.join(API_ROOT, 'src', 'server.ts')], {
      cwd: API_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 50_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/v1/health`)
        .then((res) => res.status === 200)
        .catch(() => false);
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`server not ready in time:\n${output}`);
      await sleep(100);
    }
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-shutdown-'));
    env = {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String((port = await freePort())),
      DATA_DIR: dataDir,
      DEMO_CONTENT: 'false',
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
  }, 60_000);

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
    await waitFor(() => output.includes('"url":"/api/v1/slow-upload"'), 'the request to reach the server');

    const exit = exitOf(child);
    const signalledAt = Date.now();
    child.kill('SIGTERM');

    // Soon no new request is served (503 while closing, then no connection at all)…
    await waitFor(
      () =>
        fetch(`http://127.0.0.1:${port}/api/v1/health`, { headers: { connection: 'close' } }).then(
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
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(output).toContain('shutting down');
    agent.destroy();
  });

  it('keeps its data across a restart: the account made at the first start signs in', async () => {
    await start();
    expect(output).not.toContain('First admin created');
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
  }, 60_000);
});

/**
 * The built server (`node apps/api/dist/server.js`, as deployed; `npm run build` first) stopped
 * with SIGTERM while busy: every request sent before the signal on a kept-alive connection,
 * read or still unread by the process, gets its whole answer (none is reset, none refused);
 * the answers after the signal close their connections; the process exits with 0.
 */
describe(`graceful shutdown under load, the built server (${testDatabaseKind()})`, () => {
  const entry = path.join(API_ROOT, 'dist', 'server.js');
  let child: ChildProcess;
  let output = '';
  let port: number;
  let dataDir: string;
  let serverDb: TestDatabase | undefined;

  beforeAll(async () => {
    if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first`);
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
    };
    for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL', 'INIT_CWD']) delete env[key];
    if (testDatabaseKind() === 'postgres') {
      serverDb = await createTestDatabase({ kind: 'postgres' });
      await serverDb.database.close();
      env.DATABASE_URL = serverDb.url;
    }
    child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/v1/ready`, { headers: { connection: 'close' } })
        .then((res) => res.status === 200)
        .catch(() => false);
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`server not ready in time:\n${output}`);
      await sleep(200);
    }
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
    expect({ code, signal }).toEqual({ code: 0, signal: null });

    // When the process took the signal, and when it finished each request (its log lines).
    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { time: number; msg: string; reqId?: string });
    const signalledAt = lines.find((line) => line.msg.startsWith('shutting down'))!.time;
    const finishedAt = new Map(
      lines.filter((line) => line.msg === 'request completed').map((line) => [line.reqId, line.time]),
    );
    for (const [i, answer] of answers.entries()) {
      if (!answer.ok) continue;
      expect(answer.status).toBe(200);
      if (isPage(i)) expect(answer.body).toMatch(/<div id="root"[^>]*>[\s\S]*<\/html>\s*$/);
      else expect(JSON.parse(answer.body)).toHaveProperty('data');
      // An answer sent after the signal closes its connection.
      const finished = finishedAt.get(answer.requestId);
      expect(finished, answer.requestId).toBeDefined();
      if (finished! > signalledAt) expect(answer.connection).toBe('close');
    }
    expect(answers.some((a) => a.ok && finishedAt.get(a.requestId)! > signalledAt)).toBe(true);
    agent.destroy();
  }, 60_000);
});
