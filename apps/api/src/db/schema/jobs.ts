import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per background job (platform/jobs): when it is next due, and how its last run went.
 * A process runs a job only after claiming its row (`FOR UPDATE SKIP LOCKED`, as the mail
 * outbox does), and the claim pushes `next_run_at` one lease ahead: however many API processes
 * share the database, each job runs once per interval and never twice at the same time.
 * `select * from job_runs` shows the state of every job.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  /** Due when past. While a run is in flight: the end of its lease. */
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Incremented by each claim: the claim's fencing token. A run whose lease ran out and was
   * taken over cannot record its end over the newer run's.
   */
  runs: integer('runs').notNull().default(0),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** The last run's error in one line, null when it succeeded. */
  lastError: text('last_error'),
});
