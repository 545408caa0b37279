import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { createMailSender, type MailDeliveryConfig, type MailSender } from './delivery';
import { errorForLog, shortError } from '../error-summary';
import { onMailNotify } from './enqueue-mail';
import {
  claimDueMails,
  markFailed,
  markSent,
  releaseClaim,
  renewClaim,
  type ClaimedMail,
} from './outbox-queries';

export type MailLogger = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

export interface MailWorkerTuning {
  /** Time between two looks at the outbox when nothing wakes the worker. */
  pollIntervalMs: number;
  /** Mails claimed per transaction. */
  batchSize: number;
  /** Delay before the first retry; it doubles with each failed attempt… */
  retryBaseMs: number;
  /** …up to this. */
  retryMaxMs: number;
  /**
   * How long a claim keeps other processes off a mail while this one delivers it. Longer than
   * any single delivery can take (the SMTP timeouts), renewed before each mail of a batch.
   */
  claimLeaseMs: number;
  /** false: no background polling; mails go out only on drain() (tests, tools). */
  poll: boolean;
}

export const DEFAULT_MAIL_WORKER_TUNING: MailWorkerTuning = {
  pollIntervalMs: 2_000,
  batchSize: 10,
  retryBaseMs: 10_000,
  retryMaxMs: 60 * 60 * 1000,
  claimLeaseMs: 5 * 60 * 1000,
  poll: true,
};

export interface MailWorkerOptions extends Partial<MailWorkerTuning> {
  database: Database;
  config: MailDeliveryConfig;
  log: MailLogger;
}

export interface MailWorker {
  /** Delivers every mail that is due now; resolves with how many this call sent. */
  drain(): Promise<number>;
  /** Looks at the outbox now instead of at the next poll (no-op when polling is off). */
  notify(): void;
  /** Stops polling and waits for the delivery in flight; claimed mails not yet tried are given back. */
  stop(): Promise<void>;
}

/** 10 s, 20 s, 40 s… after the 1st, 2nd, 3rd failed attempt, capped (1 hour by default). */
export function retryDelayMs(attempts: number, tuning: Pick<MailWorkerTuning, 'retryBaseMs' | 'retryMaxMs'>) {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(tuning.retryMaxMs, tuning.retryBaseMs * 2 ** exponent);
}

/** Logs name the recipient's domain only: an address is personal data, and bodies hold codes. */
function recipientDomain(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

function logFields(mail: ClaimedMail) {
  return {
    mailId: mail.id,
    template: mail.template,
    domain: recipientDomain(mail.toAddress),
    attempts: mail.attempts,
  };
}

/**
 * Delivers the mail outbox: polls for due mails, claims a small batch, sends each (SMTP, or
 * .eml files without SMTP_URL), records success or schedules a retry with exponential
 * backoff. Safe with several API processes on one PostgreSQL server (see claimDueMails).
 * Delivery is at least once: a process that dies after the server accepted a mail and
 * before the row is marked sends it again after the lease.
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const defaults = DEFAULT_MAIL_WORKER_TUNING;
  const tuning: MailWorkerTuning = {
    pollIntervalMs: options.pollIntervalMs ?? defaults.pollIntervalMs,
    batchSize: options.batchSize ?? defaults.batchSize,
    retryBaseMs: options.retryBaseMs ?? defaults.retryBaseMs,
    retryMaxMs: options.retryMaxMs ?? defaults.retryMaxMs,
    claimLeaseMs: options.claimLeaseMs ?? defaults.claimLeaseMs,
    poll: options.poll ?? defaults.poll,
  };
  const { log } = options;
  const db = options.database.db;
  const sender: MailSender = createMailSender(options.config);

  let stopped = false;
  let stopping: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let ticking = false;
  let wokenWhileTicking = false;

  // One pass at a time per worker: drain() and the poll loop never overlap.
  let chain: Promise<unknown> = Promise.resolve();
  function exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = chain.then(fn);
    chain = run.catch(() => undefined);
    return run;
  }

  async function deliver(mail: ClaimedMail): Promise<boolean> {
    if (!(await renewClaim(db, mail, tuning.claimLeaseMs))) {
      log.warn(logFields(mail), 'mail claim expired and was taken over; not sending it here');
      return false;
    }
    try {
      await sender.send(mail);
    } catch (err) {
      const retryInMs = retryDelayMs(mail.attempts, tuning);
      await markFailed(db, mail, { error: shortError(err), retryInMs });
      const code = (err as { code?: unknown } | null)?.code;
      log.warn(
        { ...logFields(mail), retryInSeconds: Math.round(retryInMs / 1000), errorCode: code },
        'mail delivery failed; will retry',
      );
      return false;
    }
    if (!(await markSent(db, mail))) {
      log.warn(logFields(mail), 'mail sent, but its claim had been taken over');
    }
    log.info({ ...logFields(mail), transport: sender.kind }, 'mail sent');
    return true;
  }

  async function deliverDue(): Promise<number> {
    let sent = 0;
    while (!stopped) {
      const batch = await claimDueMails(db, { limit: tuning.batchSize, leaseMs: tuning.claimLeaseMs });
      let sentInBatch = 0;
      for (const [index, mail] of batch.entries()) {
        if (stopped) {
          for (const rest of batch.slice(index)) await releaseClaim(db, rest);
          break;
        }
        if (await deliver(mail)) sentInBatch += 1;
      }
      sent += sentInBatch;
      // A short batch means the outbox is empty; a batch that only failed waits for its retry.
      if (batch.length < tuning.batchSize || sentInBatch === 0) break;
    }
    return sent;
  }

  function schedule(delayMs: number): void {
    if (stopped || !tuning.poll) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), delayMs);
    // The worker never keeps the process alive by itself.
    timer.unref();
  }

  async function tick(): Promise<void> {
    timer = undefined;
    if (stopped) return;
    ticking = true;
    try {
      await exclusive(deliverDue);
    } catch (err) {
      log.error({ error: errorForLog(err) }, 'mail worker: looking at the outbox failed; will try again');
    } finally {
      ticking = false;
      const again = wokenWhileTicking;
      wokenWhileTicking = false;
      schedule(again ? 0 : tuning.pollIntervalMs);
    }
  }

  function notify(): void {
    if (stopped || !tuning.poll) return;
    if (ticking) wokenWhileTicking = true;
    else schedule(0);
  }

  const unsubscribe = onMailNotify(notify);
  // Mails left from before a restart go out at once.
  schedule(0);
  log.debug({ transport: sender.kind, poll: tuning.poll }, 'mail worker started');

  return {
    drain: () => (stopped ? Promise.resolve(0) : exclusive(deliverDue)),
    notify,
    stop() {
      if (stopping) return stopping;
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      stopping = chain.then(() => {
        sender.close();
        log.debug('mail worker stopped');
      });
      return stopping;
    },
  };
}
