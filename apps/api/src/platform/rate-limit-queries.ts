import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/index';

/**
 * Counts one more hit of `key` at `now`, opening a new window of `windowMs` when there is none
 * or it ended. One statement: two processes counting the same key at once both count. Answers
 * the count and when its window ends.
 */
export async function incrementRateLimit(
  db: Db,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ current: number; expiresAt: Date }> {
  const ended = lte(rateLimits.expiresAt, now);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, expiresAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
        expiresAt: sql`case when ${ended} then excluded.expires_at else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({ current: rateLimits.count, expiresAt: rateLimits.expiresAt });
  return row!;
}

/** Where `key` stands at `now` without counting a hit: undefined outside a window. */
export async function readRateLimit(
  db: Db,
  key: string,
  now: Date,
): Promise<{ current: number; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ current: rateLimits.count, expiresAt: rateLimits.expiresAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.expiresAt, now)));
  return row;
}

/** Removes the counters whose window ended by `now`. */
export async function deleteEndedRateLimits(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.expiresAt, now));
}
