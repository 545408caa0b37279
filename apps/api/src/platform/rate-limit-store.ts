import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { deleteEndedRateLimits, incrementRateLimit, readRateLimit } from './rate-limit-queries';

/** Ended windows are removed at most this often, by the request that comes after. */
const SWEEP_EVERY_MS = 60_000;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store keeping the counts in the database, for servers without Redis:
 * the plugin's own store lives in the process's memory, so a restart (a deploy, a crash) gave
 * every client a fresh allowance, and two processes counted apart. With REDIS_URL, Redis is
 * used instead (app.ts). Windows are timed by the process's clock, as the plugin's own stores do.
 */
export function databaseRateLimitStore(db: Db, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  let lastSweep = Date.now();
  const sweep = () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    deleteEndedRateLimits(db, new Date()).catch((err: unknown) =>
      log.warn({ err }, 'rate limits: sweep failed'),
    );
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = new Date();
      incrementRateLimit(db, key, timeWindow, now).then(
        ({ current, expiresAt }) => callback(null, { current, ttl: expiresAt.getTime() - now.getTime() }),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
      sweep();
    }

    read(key: string, callback: Callback): void {
      const now = new Date();
      readRateLimit(db, key, now).then(
        (row) =>
          callback(
            null,
            row
              ? { current: row.current, ttl: row.expiresAt.getTime() - now.getTime() }
              : { current: 0, ttl: 0 },
          ),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(): FastifyRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  }
  return DatabaseRateLimitStore;
}
