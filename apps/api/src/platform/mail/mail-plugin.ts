import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Tx } from '../../db/client';
import { enqueueMail, type MailRequest } from './enqueue-mail';
import { startMailWorker, type MailWorker, type MailWorkerTuning } from './worker';

export interface MailService {
  /**
   * Renders the mail and writes it to the outbox, in `db` — pass the transaction of the change
   * that causes the mail. Links are made absolute with config.publicUrl.
   */
  enqueue(db: Tx, mail: MailRequest): Promise<{ id: number }>;
  /** Wakes the worker so queued mails leave now; call it after the transaction commits. */
  notify(): void;
  /** Delivers every due mail now (tests, tools); resolves with how many were sent. */
  drain(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

export interface MailPluginOptions {
  config: Config;
  database: Database;
  /**
   * No background delivery: mails stay in the outbox until `app.mail.drain()`. For tests that
   * read the outbox, and for processes that should not send.
   */
  disableWorker?: boolean;
  /** Poll interval, batch size, backoff and lease (tests shorten them). */
  workerTuning?: Partial<Omit<MailWorkerTuning, 'poll'>>;
}

/**
 * The mail platform: `app.mail.enqueue/notify/drain`, and the outbox worker, started when the
 * app is ready and stopped when it closes. onClose hooks run in reverse order of addition:
 * register this plugin after the hook that closes the database, so the worker stops first.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, options: MailPluginOptions) => {
    const { config, database } = options;
    let worker: MailWorker | undefined;

    const service: MailService = {
      enqueue: (db, mail) => enqueueMail(db, mail, { publicUrl: config.publicUrl }),
      notify: () => worker?.notify(),
      drain: () => {
        if (!worker) return Promise.reject(new Error('the mail worker starts when the app is ready'));
        return worker.drain();
      },
    };
    app.decorate('mail', service);

    app.addHook('onReady', async () => {
      worker = startMailWorker({
        ...options.workerTuning,
        poll: !options.disableWorker,
        database,
        config,
        log: app.log.child({ module: 'mail' }),
      });
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
  },
  { name: 'mail', fastify: '5.x' },
);
