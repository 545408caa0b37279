import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Config } from '../config';
import { BackupError, CONTROL_FILE, createBackup, type BackupManifest } from './backup';
import type { Database } from './client';

/**
 * A portal on PGlite holds its database folder open, and no other process may open it: the
 * running portal takes the backup itself when `npm run db:backup` asks
 * (docs/decisions/051-replica-fallback-and-live-backups.md). It listens on a port of the
 * loopback interface only, and writes that port and a random token into DATA_DIR's
 * `backup-control.json`, readable by its own user only: whoever can read that file can read the
 * database folder beside it anyway.
 */

interface ControlFile {
  pid: number;
  port: number;
  token: string;
}

/** Request bodies are one folder name: anything longer is refused unread. */
const MAX_BODY = 8 * 1024;

export interface ServeLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

function answer(res: http.ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function readBody(req: http.IncomingMessage): Promise<string | undefined> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > MAX_BODY) return undefined;
  }
  return text;
}

function sameToken(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Answers backup requests while the portal runs, one at a time (on PGlite in a folder; nothing
 * to do otherwise). Resolves with the way to stop, which removes the control file.
 */
export async function serveBackups(
  config: Pick<Config, 'dataDir' | 'database' | 'storage'>,
  database: Pick<Database, 'copyDataDir'>,
  log: ServeLog,
): Promise<() => Promise<void>> {
  if (config.database.kind !== 'pglite' || !database.copyDataDir) return async () => undefined;
  const token = randomBytes(32).toString('hex');
  let running = false;
  const server = http.createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url !== '/backup') return answer(res, 404, { error: 'not found' });
      if (!sameToken(req.headers.authorization?.replace(/^Bearer /, '') ?? '', token)) {
        return answer(res, 401, { error: 'wrong token' });
      }
      const text = await readBody(req);
      const target = text ? (JSON.parse(text) as { target?: unknown }).target : undefined;
      if (typeof target !== 'string' || !path.isAbsolute(target)) {
        return answer(res, 400, { error: 'the backup folder must be an absolute path' });
      }
      if (running) return answer(res, 409, { error: 'a backup is already under way: try again after it' });
      running = true;
      try {
        const manifest = await createBackup(config, target, database);
        log.info({ files: manifest.uploads.count }, 'backup written');
        answer(res, 200, manifest);
      } catch (error) {
        if (error instanceof BackupError) return answer(res, 400, { error: error.message });
        log.error({ err: error }, 'backup failed');
        answer(res, 500, {
          error: `the backup failed: ${error instanceof Error ? error.message : String(error)}`,
        });
      } finally {
        running = false;
      }
    })().catch(() => {
      if (!res.headersSent) answer(res, 400, { error: 'the request could not be read' });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const file = path.join(config.dataDir, CONTROL_FILE);
  const control: ControlFile = { pid: process.pid, port: (server.address() as AddressInfo).port, token };
  // Written whole under another name (with its mode from the start), then renamed.
  await writeFile(`${file}.partial`, JSON.stringify(control), { mode: 0o600 });
  await rename(`${file}.partial`, file);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    // Another portal started since (after this one was killed) has its own file: left alone.
    const current = await readFile(file, 'utf8').catch(() => '');
    if (current.includes(token)) await rm(file, { force: true });
  };
}

/**
 * Asks the running portal for a backup into `target`: the manifest, or nothing when no portal
 * answers for backups (no control file: none runs, or not on PGlite).
 */
export async function backupByRunningPortal(
  config: Pick<Config, 'dataDir'>,
  target: string,
): Promise<{ manifest: BackupManifest; pid: number } | undefined> {
  const text = await readFile(path.join(config.dataDir, CONTROL_FILE), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const control = JSON.parse(text) as ControlFile;
  const res = await fetch(`http://127.0.0.1:${control.port}/backup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${control.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ target }),
  }).catch(() => {
    throw new BackupError(
      `The portal (process ${control.pid}) does not answer for backups: if it was killed, start ` +
        `and stop it once (or delete ${CONTROL_FILE} and postmaster.pid), then try again.`,
    );
  });
  const body = (await res.json()) as BackupManifest | { error: string };
  if ('error' in body) throw new BackupError(body.error);
  return { manifest: body, pid: control.pid };
}
