import type pg from 'pg';
import { isDatabaseUnavailable } from './errors';

/**
 * The read replica's pool as public reads see it (docs/decisions/051-replica-fallback-and-live-backups.md):
 * while the replica answers, reads go there; when it stops answering, the read that found out is
 * run again on the primary, and every read after it goes to the primary for a while. Then one
 * read's turn checks the replica again, and it is given back the reads once it has replayed what
 * the primary had, so that nothing read from it is older than a version read on the primary
 * meanwhile (the memos and kept pages key an answer by the data version read before it).
 */

/** How long reads stay on the primary after the replica failed, before it is checked again. */
export const REPLICA_RETRY_MS = 5_000;
/** How long a returning replica may take to catch up; past it, it stays out until the next check. */
const CATCH_UP_MS = 5_000;
const POLL_MS = 20;

/** Where the replica's changes of state are logged (the app's logger, pino's shape). */
export interface ReplicaLog {
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

/** What the fallback needs of a pool: pg.Pool's own `query` and `connect`. */
export type PoolLike = Pick<pg.Pool, 'query' | 'connect'>;

/** The read replica's state as the process sees it (GET /metrics). */
export interface ReadReplica {
  /** Whether public reads go to the replica now. */
  up(): boolean;
  /** Logs each change of state (down, back) from now on. */
  setLog(log: ReplicaLog): void;
}

type State = 'up' | 'down' | 'returning';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * A pool Drizzle's node-postgres driver reads through. Its class name ends in `Pool`: that is how
 * the driver tells a pool (whose `connect` gives a client to release) from a lone client.
 */
export class ReplicaFallbackPool implements ReadReplica {
  private state: State = 'up';
  private retryAt = 0;
  private checking = false;
  /** Settles when a returning replica is given back the reads or sent out again. */
  private returning: Promise<void> = Promise.resolve();
  /** Reads under way on the primary because the replica was out (a client held counts until released). */
  private onPrimary = 0;
  private log: ReplicaLog | undefined;

  constructor(
    private readonly replica: PoolLike,
    private readonly primary: PoolLike,
    private readonly retryMs = REPLICA_RETRY_MS,
  ) {}

  up(): boolean {
    return this.state === 'up';
  }

  setLog(log: ReplicaLog): void {
    this.log = log;
  }

  /** A query as Drizzle sends it: its text or config, and its parameters. */
  query(query: string | pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    return this.route((pool) => pool.query(query, values), false);
  }

  /** A client for a transaction; its `release` gives it back to the pool it came from. */
  connect(): Promise<pg.PoolClient> {
    return this.route((pool) => pool.connect(), true);
  }

  private async route<T>(run: (pool: PoolLike) => Promise<T>, held: boolean): Promise<T> {
    if (this.state === 'returning') await this.returning;
    if (this.state === 'up') {
      try {
        return await run(this.replica);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        this.markDown(error);
      }
    } else {
      this.checkLater();
    }
    return this.runOnPrimary(run, held);
  }

  private async runOnPrimary<T>(run: (pool: PoolLike) => Promise<T>, held: boolean): Promise<T> {
    this.onPrimary += 1;
    let finished = false;
    const finish = () => {
      if (!finished) this.onPrimary -= 1;
      finished = true;
    };
    let result: T;
    try {
      result = await run(this.primary);
    } catch (error) {
      finish();
      throw error;
    }
    if (!held) {
      finish();
      return result;
    }
    const client = result as pg.PoolClient;
    const release = client.release.bind(client);
    client.release = (err?: Error | boolean) => {
      finish();
      release(err);
    };
    return result;
  }

  private markDown(error: unknown): void {
    if (this.state !== 'up') return;
    this.state = 'down';
    this.retryAt = Date.now() + this.retryMs;
    // The code only: a driver's message may name the server's address, never a person.
    const code = (error as { code?: unknown })?.code;
    this.log?.warn(
      { code: typeof code === 'string' ? code : undefined, retryInMs: this.retryMs },
      'read replica not answering: public reads go to the primary',
    );
  }

  /** Starts a check of the replica if it is time (the read that starts it goes on to the primary). */
  private checkLater(): void {
    if (this.state !== 'down' || this.checking || Date.now() < this.retryAt) return;
    this.checking = true;
    void this.check().finally(() => {
      this.checking = false;
    });
  }

  private async check(): Promise<void> {
    try {
      await this.replica.query('select 1');
    } catch {
      this.retryAt = Date.now() + this.retryMs;
      return;
    }
    // From here reads wait (a few milliseconds, at most CATCH_UP_MS) rather than start on the
    // primary: each one started there must end before the primary's position is read.
    let settle = () => {};
    this.returning = new Promise((resolve) => (settle = resolve));
    this.state = 'returning';
    const caughtUp = await this.catchUp().catch(() => false);
    if (caughtUp) {
      this.state = 'up';
      this.log?.info({}, 'read replica answers again: public reads go back to it');
    } else {
      this.state = 'down';
      this.retryAt = Date.now() + this.retryMs;
    }
    settle();
  }

  /**
   * Whether the replica has replayed everything the primary had once the reads sent there have
   * ended. A server that is not a standby (a promoted replica, or the primary by another address)
   * has nothing to replay.
   */
  private async catchUp(): Promise<boolean> {
    const deadline = Date.now() + CATCH_UP_MS;
    while (this.onPrimary > 0) {
      if (Date.now() > deadline) return false;
      await sleep(POLL_MS);
    }
    const { rows } = await this.primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
    for (;;) {
      const { rows: replayed } = await this.replica.query<{ caught_up: boolean }>(
        `select not pg_is_in_recovery() or coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) as caught_up`,
        [rows[0]!.lsn],
      );
      if (replayed[0]!.caught_up) return true;
      if (Date.now() > deadline) return false;
      await sleep(POLL_MS);
    }
  }
}
