import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { databaseJobStore, startJobRunner, type Job, type JobRunner, type JobRunnerTuning } from './runner';

export interface JobsPluginOptions {
  database: Database;
  /** The app's jobs (app.ts composes them from the modules: platform/ knows no module). */
  jobs: readonly Job[];
  /** No runner at all: tests that build the app run a job's function themselves. */
  disabled?: boolean;
  tuning?: Partial<JobRunnerTuning>;
}

/**
 * The background jobs of every API process: the runner starts when the app is ready and stops
 * when it closes. onClose hooks run in reverse order of addition: register this plugin after
 * the hook that closes the database, so a run in flight ends before the database closes.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, options: JobsPluginOptions) => {
    if (options.disabled) return;
    let runner: JobRunner | undefined;
    app.addHook('onReady', async () => {
      runner = startJobRunner({
        ...options.tuning,
        store: databaseJobStore(options.database.db),
        jobs: options.jobs,
        log: app.log.child({ module: 'jobs' }),
      });
    });
    app.addHook('onClose', async () => {
      await runner?.stop();
    });
  },
  { name: 'jobs', fastify: '5.x' },
);
