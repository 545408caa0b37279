// The production topology on loopback (docs/operations.md, "Production topology"): two API
// processes (`node apps/api/dist/server.js`, one process each) behind Debian's nginx, on the
// machine's PostgreSQL server and Redis, with a local S3-compatible server (s3rver) and a local
// SMTP server that counts what it receives. `npm run cluster`, `npm run load` and
// `npm run faults` start it through startCluster.

import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { SMTPServer } from 'smtp-server';
import {
  cleanupStarted,
  databaseUrl,
  HOST,
  makeTempDir,
  onCleanup,
  REPO_ROOT,
  startServer,
  STOP_TIMEOUT_MS,
  withAdminClient,
  createUtf8Database,
} from '../../apps/api/bench/harness.mjs';
import { prepareSeededBackend } from '../../apps/api/bench/seeded-backend.mjs';
import { brotliAvailable, renderNginxConfig } from './nginx-config.mjs';

export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
export const DEFAULT_PORTS = { nginx: 8080, apis: [8081, 8082], s3: 8090, smtp: 8025 };
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
/** The bucket s3rver creates; its default keys are S3RVER / S3RVER. */
const S3_BUCKET = 'portal';
const NGINX = '/usr/sbin/nginx';

/** A database name the script may put in SQL (it creates it when missing). */
const DATABASE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

const log = (line) => console.error(line);

/** Builds the API and the SPA when either is missing (`npm run build`). */
export function buildIfNeeded() {
  const entry = path.join(REPO_ROOT, 'apps/api/dist/server.js');
  if (existsSync(entry) && existsSync(path.join(WEB_DIST, 'index.html'))) return;
  log('== building (npm run build)');
  execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 2, 2] });
}

/** PostgreSQL and Redis are the machine's own: the cluster uses them, never starts copies. */
export async function checkServices(redisUrl) {
  const version = await withAdminClient(
    async (c) => (await c.query('SHOW server_version')).rows[0].server_version,
  ).catch((err) => {
    throw new Error(
      `PostgreSQL does not answer on 127.0.0.1:5432 (${err.message}): start the machine's server`,
      { cause: err },
    );
  });
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    throw new Error(`Redis does not answer at ${redisUrl} (${err.message}): start the machine's server`, {
      cause: err,
    });
  } finally {
    redis.disconnect();
  }
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx`);
  return { postgres: version };
}

/**
 * The cluster's database. With `listings`: portal_cluster_<N>, a copy of the one bench:search
 * seeds (apps/api/bench/seeded-backend.mjs, seeded the first time), made when missing and kept.
 * A copy, so the load's accounts and writes stay out of the bench's figures, and the bench's
 * servers, which may run on its database meanwhile, never send the cluster's mails. Otherwise
 * `name`, created empty when missing and kept.
 */
export async function prepareDatabase({ listings, name }) {
  if (listings) {
    const prepared = await prepareSeededBackend('postgres', { listings, reuse: true, log, context: {} });
    const seeded = new URL(prepared.config.url).pathname.slice(1);
    const copy = `portal_cluster_${listings}`;
    await withAdminClient(async (c) => {
      const { rows } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [copy]);
      if (rows.length > 0) return;
      log(`   copying ${seeded} into ${copy}`);
      // A template copy needs its source without sessions: a bench may be reading it.
      await waitFor(
        `${seeded} free to copy (no session on it)`,
        async () => {
          await c.query(`CREATE DATABASE ${copy} TEMPLATE ${seeded}`);
          return true;
        },
        120_000,
      );
    }, 180_000);
    return { url: databaseUrl(copy), name: copy, listings };
  }
  if (!DATABASE_NAME.test(name)) throw new Error(`--database must match ${DATABASE_NAME}, got "${name}"`);
  await withAdminClient(async (c) => {
    const { rows } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length === 0) {
      log(`   creating database ${name}`);
      await createUtf8Database(c, name);
    }
  });
  return { url: databaseUrl(name), name };
}

/** Where a child's lines go: stderr, each prefixed with its name. */
function pipeLines(child, prefix) {
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop();
      for (const line of lines) if (line) process.stderr.write(`${prefix}${line}\n`);
    });
  }
}

/** Waits until `check()` resolves true, every 100 ms, for `timeoutMs`. */
export async function waitFor(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** s3rver in its own process (its work stays off the caller's event loop), into `directory`. */
async function startS3(port, directory) {
  const require = createRequire(import.meta.url);
  const bin = path.join(path.dirname(require.resolve('s3rver/package.json')), 'bin/s3rver.js');
  const child = spawn(
    process.execPath,
    [
      bin,
      '--address',
      HOST,
      '--port',
      String(port),
      '--directory',
      directory,
      '--configure-bucket',
      S3_BUCKET,
      '--silent',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  pipeLines(child, '[s3] ');
  const exited = new Promise((resolve) => child.on('exit', resolve));
  onCleanup('stop s3rver', async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  });
  const url = `http://${HOST}:${port}`;
  await waitFor('s3rver', async () => (await fetch(url)).status < 500, 20_000);
  return { url, pid: child.pid, bucket: S3_BUCKET };
}

/**
 * A local SMTP server that accepts every mail and counts them by the outbox id in their
 * Message-ID (`<outbox-ID-…@…>`, platform/mail/delivery.ts): a mail the portal sends twice
 * shows as a count of 2. `stop()` and `start()` take it away and bring it back on the same port.
 */
export async function startSmtpSink(port) {
  const received = new Map();
  let server;
  const listen = () =>
    new Promise((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, _session, callback) {
          let head = '';
          stream.on('data', (chunk) => {
            if (head.length < 64 * 1024) head += chunk.toString('latin1');
          });
          stream.on('end', () => {
            const id = /^Message-ID:\s*<outbox-(\d+)-/im.exec(head)?.[1] ?? 'unknown';
            received.set(id, (received.get(id) ?? 0) + 1);
            callback();
          });
        },
      });
      server.once('error', reject);
      server.listen(port, HOST, () => resolve());
    });
  const close = () => new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await listen();
  onCleanup('stop the SMTP sink', close);
  return { url: `smtp://${HOST}:${port}`, received, stop: close, start: listen };
}

/** nginx's folder: its configuration, pid, logs and request bodies in transit. */
function nginxPrefix(root, user) {
  const prefix = path.join(root, 'nginx');
  for (const sub of ['', 'client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(prefix, sub), { recursive: true });
  }
  if (user) {
    // The workers run as `user` and write request bodies there (a body past the 1 MB buffer):
    // they must get through the private temporary folder to it.
    chmodSync(root, 0o711);
    chmodSync(prefix, 0o711);
    const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
    for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      chownSync(path.join(prefix, sub), uid, gid);
  }
  return prefix;
}

async function startNginx({ root, port, apiPorts, realIpFrom }) {
  // Started as root, the workers drop to www-data (Debian's account for nginx).
  const user = process.getuid?.() === 0 ? 'www-data' : undefined;
  const prefix = nginxPrefix(root, user);
  const brotli = brotliAvailable();
  const config = renderNginxConfig({
    prefix,
    listen: `${HOST}:${port}`,
    apis: apiPorts.map((p) => `${HOST}:${p}`),
    webDist: WEB_DIST,
    realIpFrom,
    brotli,
    user,
  });
  const file = path.join(prefix, 'nginx.conf');
  writeFileSync(file, config);
  execFileSync(NGINX, ['-t', '-q', '-p', prefix, '-c', file], { stdio: ['ignore', 2, 2] });
  const child = spawn(NGINX, ['-p', prefix, '-c', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  pipeLines(child, '[nginx] ');
  const exited = new Promise((resolve) => child.on('exit', resolve));
  onCleanup('stop nginx', async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    // SIGQUIT: finish the requests in flight, then stop.
    child.kill('SIGQUIT');
    const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS).unref());
    if ((await Promise.race([exited, timeout])) === 'timeout') child.kill('SIGKILL');
  });
  // What nginx complained of (an API process refusing or breaking connections), shown at the
  // end: its folder is removed then.
  onCleanup('show the nginx error log', () => {
    const errorLog = path.join(prefix, 'error.log');
    const lines = existsSync(errorLog)
      ? readFileSync(errorLog, 'utf8').trim().split('\n').filter(Boolean)
      : [];
    if (lines.length === 0) return;
    log(`[nginx] error.log, ${lines.length} line(s)${lines.length > 40 ? ', the last 40' : ''}:`);
    for (const line of lines.slice(-40)) log(`[nginx] ${line}`);
  });
  const url = `http://${HOST}:${port}`;
  await waitFor('nginx', async () => (await fetch(`${url}/api/v1/health`)).status === 200, 20_000);
  return { url, pid: child.pid, prefix, config: file, brotli, accessLog: path.join(prefix, 'access.log') };
}

/**
 * One API process on `port`, started again 1 s after it dies unexpectedly (as systemd's
 * Restart=always would). `kill(signal)` sends a signal; `stopped` is set while it is down.
 */
function superviseApi(index, port, start) {
  const api = { index, port, url: `http://${HOST}:${port}`, server: undefined, restarts: 0 };
  const run = async () => {
    api.server = await start(port);
    void api.server.exited.then(({ code, signal }) => {
      if (cleanupStarted()) return;
      setTimeout(() => {
        if (cleanupStarted()) return;
        log(`[api ${index + 1}] exited (code ${code}, signal ${signal}); starting it again`);
        api.restarts += 1;
        run().catch((err) => log(`[api ${index + 1}] did not start again: ${err.message}`));
      }, 1_000);
    });
  };
  api.run = run;
  api.kill = (signal) => api.server?.exitStatus() === undefined && process.kill(api.server.pid, signal);
  return api;
}

/**
 * Starts the whole topology; everything stops at the harness's clean-up (cleanupAll). Options:
 * ports, the database (`listings` for the bench's seeded one, else `database`), `storage`
 * ('s3' or 'local'), `uploadsDir` (a folder for DATA_DIR/uploads, e.g. a small file system),
 * `redisUrl`, `env` (more variables for the API processes).
 */
export async function startCluster({
  ports = DEFAULT_PORTS,
  listings,
  database: databaseName = 'portal_cluster',
  storage = 's3',
  dataDir,
  redisUrl = DEFAULT_REDIS_URL,
  realIpFrom = [HOST],
  env = {},
} = {}) {
  buildIfNeeded();
  const versions = await checkServices(redisUrl);
  const database = await prepareDatabase({ listings, name: databaseName });
  const root = makeTempDir().dir;
  const data = dataDir ?? path.join(root, 'data');
  mkdirSync(data, { recursive: true });
  const s3 = storage === 's3' ? await startS3(ports.s3, path.join(root, 's3')) : undefined;
  const smtp = await startSmtpSink(ports.smtp);
  const metricsToken = randomBytes(24).toString('hex');
  const publicUrl = `http://${HOST}:${ports.nginx}`;
  const apiEnv = {
    DEMO_CONTENT: 'false',
    LOG_LEVEL: 'warn',
    API_PROCESSES: '1',
    REDIS_URL: redisUrl,
    METRICS_TOKEN: metricsToken,
    TRUST_PROXY: 'true',
    PUBLIC_URL: publicUrl,
    SMTP_URL: smtp.url,
    ...(s3
      ? {
          S3_ENDPOINT: s3.url,
          S3_BUCKET: s3.bucket,
          S3_REGION: 'us-east-1',
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
          S3_FORCE_PATH_STYLE: 'yes',
        }
      : {}),
    ...env,
  };
  const apis = ports.apis.map((port, index) =>
    superviseApi(index, port, (p) =>
      startServer(`api ${index + 1}`, { dataDir: data, databaseUrl: database.url, env: apiEnv, port: p }),
    ),
  );
  // One after the other: the first applies the migrations and seeds, the second finds them done.
  for (const api of apis) await api.run();
  const nginx = await startNginx({ root, port: ports.nginx, apiPorts: ports.apis, realIpFrom });
  return {
    url: nginx.url,
    nginx,
    apis,
    s3,
    smtp,
    database,
    dataDir: data,
    metricsToken,
    versions,
    redisUrl,
  };
}

/** What `npm run cluster` prints once everything answers. */
export function describeCluster(cluster) {
  const lines = [
    `portal          ${cluster.url}  (nginx ${cluster.nginx.brotli ? 'gzip + brotli' : 'gzip only'}, config ${cluster.nginx.config})`,
    ...cluster.apis.map((api) => `api ${api.index + 1}           ${api.url}  (pid ${api.server.pid})`),
    `PostgreSQL      ${cluster.database.url}  (server ${cluster.versions.postgres})`,
    `Redis           ${cluster.redisUrl}`,
    cluster.s3
      ? `S3 (s3rver)     ${cluster.s3.url}  bucket ${cluster.s3.bucket}`
      : 'files           local folder',
    `SMTP sink       ${cluster.smtp.url}`,
    `data folder     ${cluster.dataDir}`,
    `metrics         curl -H 'Authorization: Bearer ${cluster.metricsToken}' ${cluster.url}/metrics`,
    `nginx log       ${cluster.nginx.accessLog}`,
  ];
  return lines.join('\n');
}

/** The machine's load average (1, 5, 15 min) and cores, for the figures. */
export function machineLoad() {
  return `load average ${os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(', ')} on ${os.availableParallelism()} cores`;
}
