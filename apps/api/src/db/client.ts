import { mkdirSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { ReplicaFallbackPool, type ReadReplica } from './read-fallback';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database or an open transaction: what a query function takes, so callers choose. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** A connection pool's figures at this moment (GET /metrics, platform/metrics.ts). */
export interface PoolStats {
  /**
   * `primary`; `read` for the read replica's pool, and `read-fallback` for the primary's
   * read-only pool its reads use while the replica does not answer.
   */
  pool: 'primary' | 'read' | 'read-fallback';
  /** Connections open, idle among them, and queries waiting for one. */
  total: number;
  idle: number;
  waiting: number;
}

export interface Database {
  readonly kind: DatabaseConfig['kind'];
  readonly db: Db;
  /**
   * Where public reads for visitors without a session go: the read replica's pool with
   * DATABASE_READ_URL, else `db` itself. Never written to (its sessions are read-only).
   */
  readonly readDb: Db;
  /**
   * With DATABASE_READ_URL: whether reads go to the replica now (they go to the primary while it
   * does not answer, db/read-fallback.ts), and where its changes are logged.
   */
  readonly readReplica?: ReadReplica;
  /** The pools' figures; none on PGlite, one in-process connection without a pool. */
  poolStats(): PoolStats[];
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite in a folder only: copies its data folder into `target` (which must not exist) while
   * it stays open, a copy PostgreSQL opens as after a stop (db/backup.ts, decision 051).
   */
  copyDataDir?(target: string): Promise<void>;
  /** Runs `fn` while holding a cluster-wide lock, so two processes never migrate at once. */
  withExclusiveLock<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Calls `onNotice` with the payload of each NOTIFY on `channel` (sent by any process, with
   * `select pg_notify(...)`, delivered when its transaction commits). Resolves with the way to stop.
   */
  listen(channel: string, onNotice: (payload: string) => void): Promise<() => Promise<void>>;
}

/** How long a lost listening connection waits before it connects again. */
const LISTEN_RETRY_MS = 1_000;

/**
 * LISTEN on a connection of its own, outside the pool (a pooled client would be handed to other
 * queries): when the server restarts it connects again, and listens again, until stopped.
 */
function serverListener(url: string, channel: string, onNotice: (payload: string) => void) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    const again = () => {
      next.removeAllListeners('end');
      if (stopped || retry) return;
      retry = setTimeout(() => {
        retry = undefined;
        void connect().catch(again);
      }, LISTEN_RETRY_MS);
      retry.unref();
    };
    next.on('error', () => undefined);
    next.on('end', again);
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await next.end().catch(() => undefined);
      throw err;
    }
  };
  return {
    start: connect,
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

/** PGlite needs its contrib extensions at construction (pg_trgm and unaccent are not loaded otherwise). */
export async function createPglite(dataDir: string | undefined): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const options = { extensions: { pg_trgm, unaccent } };
  const client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await client.waitReady;
  return client;
}

export interface OpenOptions {
  /** How long reads stay on the primary after the replica failed (tests shorten it). */
  replicaRetryMs?: number;
}

export async function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): Promise<Database> {
  if (config.kind === 'pglite') {
    return wrapPglite(await createPglite(config.dataDir), config.dataDir);
  }
  const pool = serverPool(config.url, '');
  // The replica's sessions refuse writes, so a write sent there by mistake fails loudly rather
  // than landing on a server that is not the primary (or being lost on a writable copy). A
  // replica that cannot be reached (a dropped network rather than a refused connection) counts
  // as down after a few seconds instead of holding the reads until the system gives up.
  const readPool = config.readUrl
    ? serverPool(config.readUrl, ' -c default_transaction_read_only=on', READ_CONNECT_TIMEOUT_MS)
    : undefined;
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  // While the replica is out, its reads go to the primary through a pool of their own, read-only
  // as well: a write sent to the replica by mistake still fails then.
  const fallbackPool = config.readUrl
    ? serverPool(config.url, ' -c default_transaction_read_only=on')
    : undefined;
  const readReplica =
    readPool && fallbackPool
      ? new ReplicaFallbackPool(readPool, fallbackPool, options.replicaRetryMs)
      : undefined;
  const readDb = readReplica
    ? (drizzleNodePg(readReplica as unknown as pg.Pool, { schema }) as unknown as Db)
    : db;
  const statsOf = (name: PoolStats['pool'], p: pg.Pool): PoolStats => ({
    pool: name,
    total: p.totalCount,
    idle: p.idleCount,
    waiting: p.waitingCount,
  });
  let closed = false;
  return {
    kind: 'postgres',
    db,
    readDb,
    ...(readReplica ? { readReplica } : {}),
    poolStats: () => [
      statsOf('primary', pool),
      ...(readPool ? [statsOf('read', readPool)] : []),
      ...(fallbackPool ? [statsOf('read-fallback', fallbackPool)] : []),
    ],
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([pool.end(), readPool?.end(), fallbackPool?.end()]);
    },
    async withExclusiveLock(fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(727274)');
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
        client.release();
      }
    },
    async listen(channel, onNotice) {
      const listener = serverListener(config.url, channel, onNotice);
      await listener.start();
      return listener.stop;
    },
  };
}

/** How long the replica's pool waits for a connection before the read goes to the primary. */
const READ_CONNECT_TIMEOUT_MS = 5_000;

function serverPool(url: string, extraOptions: string, connectTimeoutMs?: number): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    idleTimeoutMillis: 30_000,
    ...(connectTimeoutMs ? { connectionTimeoutMillis: connectTimeoutMs } : {}),
    // JIT compiles a costly plan's expressions first: ~90 ms before a search's counts at a
    // million listings (bench:search plans), far more than it ever saves on these queries.
    options: `-c jit=off${extraOptions}`,
  });
  // A client losing its connection must not crash the process, idle (the pool's own event) or
  // checked out (its own: a server restart ends every session, and a client held by a
  // transaction emits it too): the query under way fails, the next one reconnects.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/** The file PostgreSQL keeps in its folder while open: never part of a copy. */
const PID_FILE = 'postmaster.pid';

/** Wraps an open PGlite (`dataDir`, its folder; none in memory, for tests). */
export function wrapPglite(client: PGlite, dataDir?: string): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    readDb: db,
    poolStats: () => [],
    ...(dataDir
      ? {
          // PGlite is one session whose queries and transactions run one at a time: while a
          // transaction of its own is open, no other query runs (they wait), so the folder does
          // not change while it is copied. The checkpoint first writes every changed page into
          // the data files, so the copy starts without replaying the write-ahead log.
          async copyDataDir(target: string) {
            await client.transaction(async (tx) => {
              await tx.exec('checkpoint');
              await cp(dataDir, target, {
                recursive: true,
                errorOnExist: true,
                force: false,
                filter: (source) => path.basename(source) !== PID_FILE,
              });
            });
          },
        }
      : {}),
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (!client.closed) await client.close();
    },
    // PGlite is used by one process only: nothing to coordinate with.
    withExclusiveLock: (fn) => fn(),
    // PGlite's own LISTEN: every app on this database (one process) hears it.
    async listen(channel, onNotice) {
      const stop = await client.listen(channel, onNotice);
      return async () => {
        if (!client.closed) await stop();
      };
    },
  };
}
