import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { errorForLog } from '../error-summary';
import { claimJobRun, finishJobRun, registerJobRuns } from './job-runs-queries';

export type JobLogger = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

/** What a job's run may report: counts of what it did, for the log line (`{ expired: 3 }`). */
export type JobSummary = Record<string, number>;

export interface JobContext {
  /** Aborted when the process stops: a job working in batches stops between two. */
  signal: AbortSignal;
  log: JobLogger;
}

/**
 * A piece of background work run every `intervalMs` by one of the API processes. A run must
 * be safe to repeat (a process that dies mid-run leaves it to run again) and short: work in
 * batches and let the next run continue.
 */
export interface Job {
  /** kebab-case; the row in job_runs and the `job` field of the logs. */
  name: string;
  /** From the start of one run to the start of the next, whichever process runs it. */
  intervalMs: number;
  run(context: JobContext): Promise<JobSummary | void>;
}

/** Where runs are claimed; the database (job-runs-queries.ts) or, in unit tests, memory. */
export interface JobStore {
  register(names: string[]): Promise<void>;
  /** The claim's token, or null when the job is not due or another runner holds it. */
  claim(name: string, leaseMs: number): Promise<number | null>;
  finish(
    name: string,
    token: number,
    options: { intervalMs: number; error: string | null },
  ): Promise<boolean>;
}

export function databaseJobStore(db: Db): JobStore {
  return {
    register: (names) => registerJobRuns(db, names),
    claim: (name, leaseMs) => claimJobRun(db, name, leaseMs),
    finish: (name, token, options) => finishJobRun(db, name, token, options),
  };
}

export interface JobRunnerTuning {
  /** Time between two looks at what is due. */
  pollIntervalMs: number;
  /** How long a claim keeps other runners off a job: longer than any run takes. */
  leaseMs: number;
  /** false: nothing runs in the background; runDue() runs what is due (tests, tools). */
  poll: boolean;
}

export const DEFAULT_JOB_RUNNER_TUNING: JobRunnerTuning = {
  pollIntervalMs: 5_000,
  leaseMs: 10 * 60 * 1000,
  poll: true,
};

export interface JobRunnerOptions extends Partial<JobRunnerTuning> {
  store: JobStore;
  jobs: readonly Job[];
  log: JobLogger;
}

export interface JobRunner {
  /** Runs once each job that is due now; resolves with the names of those this runner ran. */
  runDue(): Promise<string[]>;
  /** Stops polling, asks a run in flight to stop between batches and waits for it. */
  stop(): Promise<void>;
}

/** A run did something worth a line at info level (any count above zero). */
function didWork(summary: JobSummary | void): boolean {
  return summary !== undefined && Object.values(summary).some((n) => n > 0);
}

/**
 * Runs the jobs: polls for due ones, claims each before running it, records how it went. The
 * claim (see claimJobRun) makes one runner run a job per interval, whatever the number of API
 * processes. A failing job is logged and tried again at its next interval; nothing a job does
 * stops the runner or the process.
 */
export function startJobRunner(options: JobRunnerOptions): JobRunner {
  const tuning: JobRunnerTuning = {
    pollIntervalMs: options.pollIntervalMs ?? DEFAULT_JOB_RUNNER_TUNING.pollIntervalMs,
    leaseMs: options.leaseMs ?? DEFAULT_JOB_RUNNER_TUNING.leaseMs,
    poll: options.poll ?? DEFAULT_JOB_RUNNER_TUNING.poll,
  };
  const { store, jobs, log } = options;
  const names = new Set<string>();
  for (const job of jobs) {
    if (names.has(job.name)) throw new Error(`Two jobs are named ${job.name}`);
    names.add(job.name);
  }

  const abort = new AbortController();
  let registered = false;
  let stopping: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  // One pass at a time: runDue() and the poll loop never overlap.
  let chain: Promise<unknown> = Promise.resolve();
  function exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = chain.then(fn);
    chain = run.catch(() => undefined);
    return run;
  }

  async function runJob(job: Job, token: number): Promise<void> {
    const started = Date.now();
    let error: string | null = null;
    try {
      const summary = await job.run({ signal: abort.signal, log });
      const fields = { job: job.name, ms: Date.now() - started, ...summary };
      if (didWork(summary)) log.info(fields, 'job ran');
      else log.debug(fields, 'job ran');
    } catch (err) {
      error = errorForLog(err);
      log.error({ job: job.name, ms: Date.now() - started, error }, 'job failed; will run again');
    }
    try {
      if (!(await store.finish(job.name, token, { intervalMs: job.intervalMs, error }))) {
        log.warn({ job: job.name }, 'job ran past its lease and another runner took it over');
      }
    } catch (err) {
      // The lease ends by itself: the job runs again then.
      log.error({ job: job.name, error: errorForLog(err) }, 'job: recording the run failed');
    }
  }

  async function runDue(): Promise<string[]> {
    if (!registered) {
      await store.register([...names]);
      registered = true;
    }
    const ran: string[] = [];
    for (const job of jobs) {
      if (abort.signal.aborted) break;
      const token = await store.claim(job.name, tuning.leaseMs);
      if (token === null) continue;
      await runJob(job, token);
      ran.push(job.name);
    }
    return ran;
  }

  function schedule(delayMs: number): void {
    if (abort.signal.aborted || !tuning.poll) return;
    timer = setTimeout(() => void tick(), delayMs);
    // The runner never keeps the process alive by itself.
    timer.unref();
  }

  async function tick(): Promise<void> {
    try {
      await exclusive(runDue);
    } catch (err) {
      log.error({ error: errorForLog(err) }, 'job runner: looking for due jobs failed; will try again');
    } finally {
      schedule(tuning.pollIntervalMs);
    }
  }

  schedule(0);
  log.debug({ jobs: [...names], poll: tuning.poll }, 'job runner started');

  return {
    runDue: () => (abort.signal.aborted ? Promise.resolve([]) : exclusive(runDue)),
    stop() {
      if (stopping) return stopping;
      abort.abort();
      clearTimeout(timer);
      stopping = chain.then(() => log.debug('job runner stopped'));
      return stopping;
    },
  };
}
