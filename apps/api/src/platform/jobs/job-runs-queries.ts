import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobRuns } from '../../db/schema/jobs';

/** `now() + ms` on the database's clock, so processes on different machines agree. */
function fromNow(ms: number) {
  return sql`now() + (${Math.max(0, Math.round(ms))}::integer * interval '1 millisecond')`;
}

/** Adds the rows of jobs seen for the first time, due at once; existing rows keep their schedule. */
export async function registerJobRuns(db: Db, names: string[]): Promise<void> {
  if (names.length === 0) return;
  await db
    .insert(jobRuns)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
}

/**
 * Claims a due job for one run: null when it is not due or another process holds it.
 * `FOR UPDATE SKIP LOCKED` lets two processes look at the same moment without waiting for
 * each other; the claim pushes `next_run_at` one lease ahead, so after the commit the row stays
 * out of every other claim while the job runs outside the transaction (a PGlite transaction
 * blocks every other query). A process that dies mid-run leaves the job to run again once the
 * lease ends. Answers the claim's fencing token.
 */
export async function claimJobRun(db: Db, name: string, leaseMs: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ name: jobRuns.name })
      .from(jobRuns)
      .where(and(eq(jobRuns.name, name), lte(jobRuns.nextRunAt, sql`now()`)))
      .for('update', { skipLocked: true });
    if (!due) return null;
    const [claimed] = await tx
      .update(jobRuns)
      .set({ runs: sql`${jobRuns.runs} + 1`, nextRunAt: fromNow(leaseMs), lastStartedAt: sql`now()` })
      .where(eq(jobRuns.name, name))
      .returning({ runs: jobRuns.runs });
    return claimed?.runs ?? null;
  });
}

/**
 * Records the end of a run and when the next is due: one interval after this one started
 * (at once when the run took longer). False when the claim was taken over meanwhile.
 */
export async function finishJobRun(
  db: Db,
  name: string,
  token: number,
  options: { intervalMs: number; error: string | null },
): Promise<boolean> {
  const rows = await db
    .update(jobRuns)
    .set({
      nextRunAt: sql`${jobRuns.lastStartedAt} + (${Math.round(options.intervalMs)}::integer * interval '1 millisecond')`,
      lastFinishedAt: sql`now()`,
      lastError: options.error,
    })
    .where(and(eq(jobRuns.name, name), eq(jobRuns.runs, token)))
    .returning({ name: jobRuns.name });
  return rows.length === 1;
}
