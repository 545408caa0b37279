import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SERVER_ENTRY = path.join(ROOT, 'apps', 'api', 'dist', 'server.js');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  baseURL: string;
  dataDir: string;
  process: ChildProcess;
  logs: () => string;
  /** Stops the process (SIGTERM) and removes its data folder, unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<number | null>;
}

/**
 * Starts the production build as a real process on a free port with a fresh data folder.
 * On the embedded database, the folder is a copy of `E2E_TEMPLATE_DIR` when global-setup made
 * one (a new server's data, stopped cleanly: the README's way to back up): the copy starts in
 * ~1/3 of the time of initialising, migrating and seeding a new folder, with the same data.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { dataTemplate?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  // On PostgreSQL the data folder holds the files only (the demo's photos): a server started on
  // a copy of a seeded database is given a copy of the folder that database was seeded with.
  const template =
    options.dataTemplate ?? (!env.DATABASE_URL && !env.DATA_DIR ? process.env.E2E_TEMPLATE_DIR : undefined);
  if (template) cpSync(template, dataDir, { recursive: true });
  let output = '';
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      // Tests that make accounts through the API send their own X-Forwarded-For, so the real
      // per-IP limits stay on without one test's accounts counting against another's.
      TRUST_PROXY: 'true',
      // Two browsers, their tests and this server share the CI machine's two cores: a second's
      // pause of the event loop there is the machine's, and a page shed with 503 fails a test
      // that is not about load (the cap on requests in flight still holds).
      EVENT_LOOP_GUARD: 'off',
      // Its first pages are drawn by the tests themselves: the warm-up for a balancer's share of
      // traffic would only add to each server's start (one per run, and one per spec with its own).
      WARM_UP: 'off',
      // New listings are matched against the saved searches every 2 s instead of 30 (at each
      // look for due jobs, every 5 s): a test of an alert waits seconds for its mail, not half
      // a minute.
      MATCH_ALERTS_INTERVAL_MS: '2000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseURL = `http://127.0.0.1:${port}`;

  // The first start seeds the living demo (hundreds of ads with drawn photos): on a loaded
  // 2-core machine that alone has taken 50 s.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${baseURL}/api/v1/ready`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not become ready in 150 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    baseURL,
    dataDir,
    process: child,
    logs: () => output,
    async stop({ keepData = false } = {}) {
      let code = child.exitCode;
      if (code === null) {
        const exited = new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
        child.kill('SIGTERM');
        code = await exited;
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
