import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../../test/test-database';
import { openDatabase, type Database } from '../../db/client';
import { jobRuns } from '../../db/schema/jobs';
import { claimJobRun, finishJobRun, registerJobRuns } from './job-runs-queries';
import { databaseJobStore, startJobRunner, type Job, type JobRunner } from './runner';

const silent = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };

describe('jobs on the database', () => {
  let testDb: TestDatabase;
  /** A second API process: its own connection pool on the server (PGlite has one process). */
  let secondDatabase: Database;
  const runners: JobRunner[] = [];
  const db = () => testDb.database.db;
  let counter = 0;
  const uniqueName = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    secondDatabase =
      testDatabaseKind() === 'postgres'
        ? await openDatabase({ kind: 'postgres', url: testDb.url as string })
        : testDb.database;
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
  });
  afterAll(async () => {
    if (secondDatabase !== testDb.database) await secondDatabase.close();
    await testDb.drop();
  });

  const runnerOn = (database: Database, jobs: Job[]) => {
    const runner = startJobRunner({ store: databaseJobStore(database.db), jobs, log: silent, poll: false });
    runners.push(runner);
    return runner;
  };

  const rowOf = async (name: string) => {
    const [row] = await db()
      .select({
        runs: jobRuns.runs,
        lastError: jobRuns.lastError,
        lastFinishedAt: jobRuns.lastFinishedAt,
        secondsToNext: sql<number>`extract(epoch from ${jobRuns.nextRunAt} - ${jobRuns.lastStartedAt})::float8`,
      })
      .from(jobRuns)
      .where(eq(jobRuns.name, name));
    return row!;
  };

  it('two runners (two API processes) on one database: the job runs once, at one time', async () => {
    const name = uniqueName('once');
    let running = 0;
    let maxRunning = 0;
    const run = vi.fn(async () => {
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      await new Promise((resolve) => setTimeout(resolve, 50));
      running -= 1;
      return { done: 1 };
    });
    const job: Job = { name, intervalMs: 60_000, run };

    const [first, second] = await Promise.all([
      runnerOn(testDb.database, [job]).runDue(),
      runnerOn(secondDatabase, [job]).runDue(),
    ]);

    expect(run).toHaveBeenCalledOnce();
    expect(maxRunning).toBe(1);
    expect([...first, ...second]).toEqual([name]);
    const row = await rowOf(name);
    expect(row).toMatchObject({ runs: 1, lastError: null });
    expect(row.lastFinishedAt).toBeInstanceOf(Date);
    // Next due one interval after this run started.
    expect(row.secondsToNext).toBeCloseTo(60, 3);
  });

  it('two polling runners over several intervals: one run per interval, never two at once', async () => {
    const name = uniqueName('polled');
    const intervalMs = 300;
    const starts: number[] = [];
    let running = 0;
    let maxRunning = 0;
    const job: Job = {
      name,
      intervalMs,
      run: async () => {
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        starts.push(Date.now());
        await new Promise((resolve) => setTimeout(resolve, 30));
        running -= 1;
      },
    };
    // As two API processes run them: each looking for due jobs far more often than the interval.
    const polling = [testDb.database, secondDatabase].map((database) => {
      const runner = startJobRunner({
        store: databaseJobStore(database.db),
        jobs: [job],
        log: silent,
        pollIntervalMs: 20,
      });
      runners.push(runner);
      return runner;
    });
    await new Promise((resolve) => setTimeout(resolve, 5 * intervalMs + 150));
    await Promise.all(polling.map((runner) => runner.stop()));

    expect(maxRunning).toBe(1);
    expect(starts.length).toBeGreaterThanOrEqual(3);
    expect((await rowOf(name)).runs).toBe(starts.length);
    // Each run began an interval after the one before (by the database's clock; the margin is
    // the time between a claim and its run on a busy machine): never twice in one interval.
    for (let i = 1; i < starts.length; i += 1) {
      expect(starts[i]! - starts[i - 1]!).toBeGreaterThan(intervalMs - 100);
    }
  });

  it('records a failure without its query parameters, and the job runs again at its next interval', async () => {
    const name = uniqueName('failing');
    const failure = Object.assign(new Error('Failed query: update x params: someone@example.test'), {
      cause: new Error('deadlock detected'),
    });
    const runner = runnerOn(testDb.database, [
      {
        name,
        intervalMs: 1_000,
        run: async () => {
          throw failure;
        },
      },
    ]);

    await expect(runner.runDue()).resolves.toEqual([name]);
    expect((await rowOf(name)).lastError).toBe('deadlock detected');
    // Not before its interval…
    await expect(runner.runDue()).resolves.toEqual([]);
    // …then again.
    await db()
      .update(jobRuns)
      .set({ nextRunAt: sql`now()` })
      .where(eq(jobRuns.name, name));
    await expect(runner.runDue()).resolves.toEqual([name]);
    expect((await rowOf(name)).runs).toBe(2);
  });

  it('keeps a claimed job from every other runner until its lease ends, and fences a late finish', async () => {
    const name = uniqueName('lease');
    await registerJobRuns(db(), [name]);

    const token = await claimJobRun(db(), name, 60_000);
    expect(token).toBe(1);
    expect(await claimJobRun(secondDatabase.db, name, 60_000)).toBeNull();

    // The lease runs out (the first process died or hung): another takes the job over.
    await db()
      .update(jobRuns)
      .set({ nextRunAt: sql`now() - interval '1 second'` })
      .where(eq(jobRuns.name, name));
    const takeover = await claimJobRun(secondDatabase.db, name, 60_000);
    expect(takeover).toBe(2);

    // The first run's late end does not overwrite the newer run's state.
    expect(await finishJobRun(db(), name, token!, { intervalMs: 1_000, error: 'late' })).toBe(false);
    expect(await finishJobRun(secondDatabase.db, name, takeover!, { intervalMs: 1_000, error: null })).toBe(
      true,
    );
    expect(await rowOf(name)).toMatchObject({ runs: 2, lastError: null });
  });

  it('registering again keeps a job’s schedule', async () => {
    const name = uniqueName('kept');
    const runner = runnerOn(testDb.database, [{ name, intervalMs: 3_600_000, run: async () => undefined }]);
    await runner.runDue();
    await registerJobRuns(db(), [name]);
    // A process started later does not run it again before its interval.
    await expect(
      runnerOn(secondDatabase, [{ name, intervalMs: 3_600_000, run: async () => undefined }]).runDue(),
    ).resolves.toEqual([]);
  });
});
