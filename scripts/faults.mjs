// `npm run faults`: the cluster (scripts/topology/cluster.mjs) under the mixed load, one fault
// at a time, each checked against what it must not do (docs/operations.md, "Production
// topology"):
//   kill      kill -9 one API process: nginx sends the others' requests to the other one; only
//             requests in flight on the killed process fail; no acknowledged write is missing
//   postgres  restart the PostgreSQL server: /api/v1/ready answers 503, then 200 within 10 s of
//             the server being back; no acknowledged write is missing
//   redis     stop Redis, start it again: the portal keeps answering
//   smtp      stop the SMTP server (5 minutes by default): every mail queued meanwhile arrives
//             exactly once afterwards
//   disk      fill the upload folder's file system: photo uploads fail with a localized error,
//             no half-written file stays, and uploads work again once there is room
// For each it prints requests sent, errors (failed or non-2xx) and lost records (must be 0).
//
// PostgreSQL and Redis are the machine's own: restarting them disturbs whoever else uses them.
// This script restarts each at most once a run, only when its fault is selected.
//
//   npm run faults                                     every fault, 50 connections, 100,000 listings
//   npm run faults -- --only kill,redis --phase 20 --smtp-pause 30
//
// Flags:
//   --only LIST        kill,postgres,redis,smtp,disk (default all)
//   --connections N    load during each fault (default 50)
//   --phase S          seconds of load around each fault (default 60)
//   --smtp-pause S     how long the SMTP server stays down (default 300)
//   --listings N       the seeded database (default 100000), and the cluster's flags

import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  openSync,
  readdirSync,
  statSync,
  unlinkSync,
  writeSync,
  closeSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  cleanupAll,
  installAbortHandlers,
  makeTempDir,
  onCleanup,
  runMain,
} from '../apps/api/bench/harness.mjs';
import { DEFAULT_PORTS, machineLoad, startCluster, waitFor } from './topology/cluster.mjs';
import { CLUSTER_FLAGS, integerFlag, parseClusterFlags } from './topology/flags.mjs';
import {
  kindRates,
  lostWrites,
  newAcknowledged,
  prepareLoad,
  readyLoad,
  runLoad,
  summarizeKinds,
} from './topology/load.mjs';

const FAULTS = ['kill', 'postgres', 'redis', 'smtp', 'disk'];
const { values } = parseArgs({
  options: {
    ...CLUSTER_FLAGS,
    only: { type: 'string', default: FAULTS.join(',') },
    connections: { type: 'string', default: '50' },
    phase: { type: 'string', default: '60' },
    'smtp-pause': { type: 'string', default: '300' },
  },
});
const integer = (name, min, max) => integerFlag(name, values[name], min, max);
const ONLY = values.only.split(',').filter(Boolean);
if (ONLY.some((f) => !FAULTS.includes(f))) {
  console.error(`--only lists some of ${FAULTS.join(',')}`);
  process.exit(2);
}
const CONNECTIONS = integer('connections', 6, 2000);
const PHASE_S = integer('phase', 10, 3600);
const SMTP_PAUSE_S = integer('smtp-pause', 5, 3600);
const clusterOptions = parseClusterFlags(
  values.database ? values : { listings: '100000', ...values },
  DEFAULT_PORTS,
);

/** The machine's own servers (Debian's PostgreSQL 15 cluster "main", and Redis as started here). */
const POSTGRES_RESTART = ['pg_ctlcluster', ['--skip-systemctl-redirect', '15', 'main', 'restart']];
const REDIS_START = [
  'redis-server',
  [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '-::1',
    '--port',
    '6379',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    '/var/lib/redis',
    '--logfile',
    '/var/log/redis/ci.log',
  ],
];
/** Ready must be green this soon after the database is back. */
const READY_AGAIN_MS = 10_000;
/** The upload folder's own file system in the disk fault. */
const UPLOADS_FS_MB = 64;

installAbortHandlers((FAULTS.length * (PHASE_S + 120) + SMTP_PAUSE_S + 1800) * 1000);
const log = (line) => console.error(line);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const elapsed = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** DATA_DIR with uploads/ on a small tmpfs of its own (the disk fault fills it), when mount works. */
function dataDirWithSmallUploads() {
  const dataDir = path.join(makeTempDir().dir, 'data');
  const uploads = path.join(dataDir, 'uploads');
  mkdirSync(uploads, { recursive: true });
  if (!ONLY.includes('disk')) return { dataDir };
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${UPLOADS_FS_MB}m,mode=0755`, 'tmpfs', uploads], {
      stdio: 'pipe',
    });
  } catch (err) {
    return { dataDir, mountRefused: String(err.stderr ?? err.message).trim() };
  }
  onCleanup('unmount the uploads file system', () => execFileSync('umount', ['-l', uploads]));
  return { dataDir, uploads };
}

/** Runs the load for PHASE_S while `fault(t0)` runs; returns per-kind rows and lost writes. */
async function underLoad(cluster, ready, query, fault) {
  const acknowledged = newAcknowledged();
  const started = Date.now();
  const [stats, note] = await Promise.all([
    runLoad(cluster.url, ready, {
      connections: CONNECTIONS,
      durationSeconds: PHASE_S,
      acknowledged,
      rates: kindRates({ accounts: ready.users.length, writers: ready.signed.length, durationSeconds: 3600 }),
    }),
    fault(started),
  ]);
  const rows = summarizeKinds(stats, PHASE_S);
  // A write acknowledged just before the end is committed by then; the database may have been
  // restarted, so this waits until it answers.
  await waitFor('the database answers', async () => (await query('SELECT 1')).length === 1, 60_000);
  const lost = await lostWrites(query, acknowledged);
  return { rows, lost, note };
}

function totals(rows) {
  const sent = rows.reduce((a, r) => a + r.requests, 0);
  const failed = rows.reduce((a, r) => a + r.errors + r.non2xx, 0);
  const statuses = {};
  for (const r of rows) {
    for (const [status, n] of Object.entries(r.statuses)) {
      if (Number(status) >= 300) statuses[status] = (statuses[status] ?? 0) + n;
    }
    for (const [code, n] of Object.entries(r.errorCodes)) statuses[code] = (statuses[code] ?? 0) + n;
  }
  return { sent, failed, statuses };
}

async function status(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

// --- the faults ------------------------------------------------------------------------------

async function killOne(cluster) {
  await sleep((PHASE_S * 1000) / 4);
  const api = cluster.apis[0];
  const pid = api.server.pid;
  log(`   kill -9 api 1 (pid ${pid})`);
  api.kill('SIGKILL');
  await waitFor(
    'api 1 back',
    async () => api.server.pid !== pid && (await status(`${api.url}/api/v1/ready`)) === 200,
    60_000,
  );
  return `api 1 killed, started again by the cluster (${api.restarts} restart)`;
}

async function restartPostgres(cluster) {
  await sleep((PHASE_S * 1000) / 4);
  const readyUrls = cluster.apis.map((api) => `${api.url}/api/v1/ready`);
  let sawRed = false;
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const answers = await Promise.all(readyUrls.map(status));
      if (answers.some((s) => s !== 200)) sawRed = true;
      await sleep(250);
    }
  })();
  const began = Date.now();
  log(`   ${POSTGRES_RESTART[0]} ${POSTGRES_RESTART[1].join(' ')}`);
  execFileSync(POSTGRES_RESTART[0], POSTGRES_RESTART[1], { stdio: ['ignore', 2, 2] });
  const client = async () => {
    const c = new pg.Client({ connectionString: cluster.database.url, connectionTimeoutMillis: 1_000 });
    await c.connect();
    await c.end();
    return true;
  };
  await waitFor('PostgreSQL back', client, 60_000);
  const back = Date.now();
  let greenAfterMs;
  try {
    await waitFor(
      'ready again',
      async () => (await Promise.all(readyUrls.map(status))).every((s) => s === 200),
      READY_AGAIN_MS,
    );
    greenAfterMs = Date.now() - back;
  } catch {
    greenAfterMs = undefined;
  }
  probing = false;
  await probe;
  if (!sawRed || greenAfterMs === undefined) process.exitCode = 1;
  return (
    `restart took ${((back - began) / 1000).toFixed(1)} s; ready ${sawRed ? 'answered 503' : 'never answered 503'}, ` +
    (greenAfterMs === undefined
      ? `FAILED: not 200 on both processes within ${READY_AGAIN_MS / 1000} s of the database being back`
      : `then 200 on both processes ${(greenAfterMs / 1000).toFixed(1)} s after the database was back`)
  );
}

async function stopRedis() {
  await sleep((PHASE_S * 1000) / 4);
  log('   redis-cli shutdown nosave');
  execFileSync('redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'shutdown', 'nosave'], { stdio: 'ignore' });
  const down = Date.now();
  await sleep((PHASE_S * 1000) / 2);
  log(`   ${REDIS_START[0]} ${REDIS_START[1].map((a) => (a === '' ? '""' : a)).join(' ')}`);
  execFileSync(REDIS_START[0], REDIS_START[1], { stdio: 'ignore' });
  await waitFor(
    'Redis back',
    async () => execFileSync('redis-cli', ['ping'], { encoding: 'utf8' }).trim() === 'PONG',
    20_000,
  );
  return `Redis down ${elapsed(down)}, then started again`;
}

/** Password-recovery requests for load accounts, each queuing one mail, every 500 ms until `until()`. */
async function queueMails(cluster, ready, until) {
  let requested = 0;
  let turn = 0;
  while (!until()) {
    const user = ready.users[turn++ % ready.users.length];
    const res = await fetch(`${cluster.url}/api/v1/forgot-password`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: ready.csrf.cookie,
        'x-xsrf-token': ready.csrf.header,
        'x-forwarded-for': ready.nextAddress(),
      },
      body: JSON.stringify({ email: `${user.username}@example.test` }),
      signal: AbortSignal.timeout(10_000),
    }).catch(() => undefined);
    await res?.arrayBuffer();
    if (res?.ok) requested += 1;
    await sleep(500);
  }
  return requested;
}

async function pauseSmtp(cluster, ready, query) {
  const [{ last }] = await query('SELECT coalesce(max(id), 0)::bigint AS last FROM mail_outbox');
  await cluster.smtp.stop();
  const down = Date.now();
  log(`   SMTP server stopped for ${SMTP_PAUSE_S} s`);
  const requested = await queueMails(cluster, ready, () => Date.now() - down > SMTP_PAUSE_S * 1000);
  await cluster.smtp.start();
  log(`   SMTP server back after ${elapsed(down)}; waiting for the queue to empty`);
  const back = Date.now();
  // Retries back off from 10 s, doubling (platform/mail/worker.ts): the last try before the
  // server came back may be followed by one up to as long again.
  await waitFor(
    'every mail sent',
    async () =>
      (
        await query(`SELECT count(*)::int AS n FROM mail_outbox WHERE id > $1 AND status <> 'sent'`, [last])
      )[0].n === 0,
    (SMTP_PAUSE_S + 120) * 1000,
  ).catch(() => undefined);
  const ids = (await query('SELECT id::text AS id FROM mail_outbox WHERE id > $1', [last])).map((r) => r.id);
  const counts = ids.map((id) => cluster.smtp.received.get(id) ?? 0);
  const missing = counts.filter((n) => n === 0).length;
  const repeated = counts.filter((n) => n > 1).length;
  return {
    sent: requested,
    note: `${ids.length} mails queued while it was down, all sent ${elapsed(back)} after it came back: ${ids.length - missing - repeated} received once, ${missing} never, ${repeated} more than once`,
    lost: missing + repeated,
  };
}

/** Fills the file system of `dir` with one file, leaving `leaveBytes`; returns its path. */
function fill(dir, leaveBytes) {
  const file = path.join(dir, 'filler.bin');
  const fd = openSync(file, 'w');
  const chunk = Buffer.alloc(64 * 1024);
  try {
    for (;;) {
      const free = Number(
        execFileSync('df', ['--output=avail', '-B1', dir], { encoding: 'utf8' }).split('\n')[1],
      );
      if (free <= leaveBytes + chunk.length) break;
      writeSync(fd, chunk);
    }
  } catch {
    // ENOSPC: full.
  } finally {
    closeSync(fd);
  }
  return file;
}

/** Every file under `dir` (recursive), but the filler. */
function filesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full));
    else if (entry.name !== 'filler.bin') out.push(full);
  }
  return out;
}

async function fillDisk(cluster, ready, query, uploads) {
  // Files are judged from here on: a temporary file an earlier fault left (a process killed
  // mid-write) is the storage's hourly sweep's, not a half-written file of the full disk.
  const started = Date.now();
  const filler = fill(uploads, 8 * 1024);
  log(
    `   ${path.relative(cluster.dataDir, uploads)} filled (${(statSync(filler).size / 1e6).toFixed(1)} MB)`,
  );
  const messages = {};
  const statuses = {};
  let sent = 0;
  for (let i = 0; i < 12; i += 1) {
    const locale = ['ar', 'fr', 'en'][i % 3];
    const user = ready.signed[i % ready.signed.length];
    const form = new FormData();
    form.append(
      'photo',
      new Blob([ready.photos[i % ready.photos.length]], { type: 'image/jpeg' }),
      'photo.jpg',
    );
    const res = await fetch(`${cluster.url}/api/v1/listings/photos`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${user.token}`,
        cookie: ready.csrf.cookie,
        'x-xsrf-token': ready.csrf.header,
        'x-forwarded-for': ready.nextAddress(),
        'x-localization': locale,
      },
      body: form,
      signal: AbortSignal.timeout(30_000),
    });
    sent += 1;
    const body = await res.json().catch(() => ({}));
    statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    if (res.status >= 400) messages[locale] = `${res.status} ${body.code ?? ''}: ${body.message ?? ''}`;
  }
  // What is on the disk must be what the database knows: a file no photo row names was left
  // half-way (or whole, without its row).
  // An upload of the load still under way has its files on the disk a moment before its row
  // commits: a file counts as left over only if no row names it a few seconds later too.
  const unnamed = async () => {
    const known = new Set(
      (await query('SELECT thumbnail_key, medium_key, large_key FROM listing_photos')).flatMap((r) => [
        r.thumbnail_key,
        r.medium_key,
        r.large_key,
      ]),
    );
    return filesUnder(uploads)
      .filter((file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs >= started - 1_000)
      .map((file) => path.relative(uploads, file))
      .filter((file) => !known.has(file));
  };
  const first = await unnamed();
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const strays = first.length > 0 ? (await unnamed()).filter((file) => first.includes(file)) : [];
  if (strays.length > 0) console.log('files no photo row names:', strays.join(', '));
  unlinkSync(filler);
  // With room again, an upload works.
  const again = await fetch(`${cluster.url}/api/v1/listings/photos`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${ready.signed[0].token}`,
      cookie: ready.csrf.cookie,
      'x-xsrf-token': ready.csrf.header,
      'x-forwarded-for': ready.nextAddress(),
    },
    body: (() => {
      const form = new FormData();
      form.append('photo', new Blob([ready.photos[0]], { type: 'image/jpeg' }), 'photo.jpg');
      return form;
    })(),
  });
  await again.arrayBuffer();
  const failed = Object.entries(statuses)
    .filter(([s]) => Number(s) >= 400)
    .reduce((a, [, n]) => a + n, 0);
  const serverErrors = Object.entries(statuses)
    .filter(([s]) => Number(s) === 500)
    .reduce((a, [, n]) => a + n, 0);
  if (strays.length > 0 || serverErrors > 0 || again.status !== 201) process.exitCode = 1;
  return {
    sent: sent + 1,
    failed,
    statuses: Object.fromEntries(Object.entries(statuses).filter(([s]) => Number(s) >= 400)),
    lost: strays.length,
    note:
      `answers on the full disk ${JSON.stringify(statuses)}; ${strays.length} file(s) no photo names left on the disk; ` +
      `with room again the upload answered ${again.status}\n      ` +
      Object.entries(messages)
        .map(([locale, message]) => `${locale}: ${message}`)
        .join('\n      '),
  };
}

// --- the run ---------------------------------------------------------------------------------

await runMain(async () => {
  const disk = dataDirWithSmallUploads();
  const cluster = await startCluster({ ...clusterOptions, storage: 'local', dataDir: disk.dataDir });
  const pool = new pg.Pool({ connectionString: cluster.database.url, max: 2 });
  // The database restart ends the pool's idle connections: the next query opens new ones.
  pool.on('error', () => undefined);
  const query = async (text, params) => (await pool.query(text, params)).rows;
  onCleanup('close the pool', () => pool.end());
  log('== preparing the accounts');
  const ready = await readyLoad(cluster.url, await prepareLoad(query, { accounts: 2000 }), { writers: 150 });
  const results = [];
  for (const fault of FAULTS.filter((f) => ONLY.includes(f))) {
    log(`== ${fault}`);
    if (fault === 'smtp') {
      const [smtp, loaded] = await Promise.all([
        pauseSmtp(cluster, ready, query),
        underLoad(cluster, ready, query, async () => undefined),
      ]);
      const t = totals(loaded.rows);
      results.push({
        fault,
        sent: t.sent + smtp.sent,
        failed: t.failed,
        statuses: t.statuses,
        lost: smtp.lost + loaded.lost.lost,
        note: smtp.note,
      });
      continue;
    }
    if (fault === 'disk') {
      if (!disk.uploads) {
        results.push({
          fault,
          sent: 0,
          failed: 0,
          statuses: {},
          lost: 0,
          note: `not run: mount refused (${disk.mountRefused})`,
        });
        continue;
      }
      const outcome = await fillDisk(cluster, ready, query, disk.uploads);
      results.push({ fault, ...outcome });
      continue;
    }
    const inject = { kill: killOne, postgres: restartPostgres, redis: stopRedis }[fault];
    const loaded = await underLoad(cluster, ready, query, () => inject(cluster));
    const t = totals(loaded.rows);
    results.push({
      fault,
      sent: t.sent,
      failed: t.failed,
      statuses: t.statuses,
      lost: loaded.lost.lost,
      note: loaded.note,
    });
    // The next fault starts on a whole cluster: both processes answer again (one killed or
    // crashed is started again by the cluster) and nginx has tried them again (fail_timeout).
    await waitFor(
      'both API processes ready',
      async () =>
        (await Promise.all(cluster.apis.map((api) => status(`${api.url}/api/v1/ready`)))).every(
          (s) => s === 200,
        ),
      120_000,
    );
    await sleep(6_000);
  }
  await cleanupAll();
  if (disk.uploads) rmSync(disk.uploads, { recursive: true, force: true });

  console.log(
    `\nfaults under ${CONNECTIONS} connections of mixed load, ${PHASE_S} s each, on ${cluster.database.name} (${new Date().toISOString()})`,
  );
  console.log(machineLoad());
  console.log('');
  const header = ['fault', 'requests', 'errors', 'lost'];
  console.log(header.map((h, i) => (i === 0 ? h.padEnd(9) : h.padStart(9))).join('  '));
  for (const r of results) {
    console.log(
      [
        r.fault.padEnd(9),
        String(r.sent).padStart(9),
        String(r.failed).padStart(9),
        String(r.lost).padStart(9),
      ].join('  '),
    );
    console.log(`      failures: ${JSON.stringify(r.statuses)}`);
    if (r.note) console.log(`      ${r.note}`);
  }
  if (results.some((r) => r.lost > 0)) process.exitCode = 1;
});
