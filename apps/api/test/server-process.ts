import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { API_ROOT } from '../src/paths';

/** The built server, as deployed (`npm run build` first). */
export const BUILT_SERVER = path.join(API_ROOT, 'dist', 'server.js');

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls a condition (a state we can see, never a fixed delay) for up to `ms`. */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  what: string,
  ms = 5_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** A server process whose output (stdout and stderr) is gathered in `output()`. */
export interface ServerProcess {
  child: ChildProcess;
  output(): string;
}

/**
 * Starts `node <args>` with `env`, gathering what it writes. The server skips its warm-up unless
 * `env` asks for it: the tests start many, and what they check is not the first pages' speed.
 */
export function spawnServer(args: string[], env: NodeJS.ProcessEnv, cwd?: string): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, args, {
    cwd,
    env: { WARM_UP: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** Resolves once `url` answers 200 on a new connection; fails if the server exits first. */
export async function untilAnswering(server: ServerProcess, url: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited early (${server.child.exitCode}):\n${server.output()}`);
    }
    const ok = await fetch(url, { headers: { connection: 'close' } })
      .then((res) => res.status === 200)
      .catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`server not ready in time:\n${server.output()}`);
    await sleep(100);
  }
}

/** The server's JSON log lines (pino), with the process that wrote each. */
export function logLines(
  output: string,
): { time: number; pid: number; msg: string; reqId?: string; level?: number }[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { time: number; pid: number; msg: string; reqId?: string });
}

/**
 * What the server said beyond its request lines (warnings, errors and anything not JSON, such
 * as a crash's stack): the message of an assertion on how it stopped, so a failure in CI says why.
 */
export function troubleOf(output: string): string {
  return output
    .split('\n')
    .filter((line) => {
      if (!line.trim()) return false;
      if (!line.startsWith('{')) return true;
      try {
        return ((JSON.parse(line) as { level?: number }).level ?? 0) >= 40;
      } catch {
        return true;
      }
    })
    .join('\n');
}
