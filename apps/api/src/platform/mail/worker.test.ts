import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { shortError } from '../error-summary';
import { retryDelayMs, startMailWorker, type MailLogger } from './worker';

describe('retries', () => {
  it('back off exponentially from 10 s, capped at one hour', () => {
    const tuning = { retryBaseMs: 10_000, retryMaxMs: 3_600_000 };
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a, tuning))).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(retryDelayMs(12, tuning)).toBe(3_600_000);
    expect(retryDelayMs(10_000, tuning)).toBe(3_600_000);
  });

  it('keep a short, single-line error', () => {
    const error = Object.assign(new Error('Connection refused\nat 127.0.0.1:25 ' + 'x'.repeat(1000)), {
      code: 'ESOCKET',
    });
    const short = shortError(error);
    expect(short).toMatch(/^ESOCKET: Connection refused at 127\.0\.0\.1:25 x+$/);
    expect(short.length).toBeLessThanOrEqual(300);
    expect(shortError('plain')).toBe('plain');
  });
});

describe('the poll loop', () => {
  it('survives database errors, keeps polling, and logs them without the query parameters', async () => {
    const failing = new Error(
      'Failed query: update "mail_outbox" set "last_error" = $1 params: karim@example.dz,5',
      {
        cause: Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' }),
      },
    );
    let calls = 0;
    const database = {
      db: {
        transaction: () => {
          calls += 1;
          return Promise.reject(failing);
        },
      },
    } as unknown as Database;
    const logged: string[] = [];
    const record = (fields: unknown, message?: string) => logged.push(JSON.stringify({ fields, message }));
    const log = { debug: record, info: record, warn: record, error: record } as unknown as MailLogger;
    const worker = startMailWorker({
      database,
      log,
      config: { smtpUrl: undefined, mailFrom: 'Portal <no-reply@portal.dz>', mailDir: '/nonexistent' },
      pollIntervalMs: 10,
    });
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(3));
    await worker.stop();
    const errors = logged.filter((line) => line.includes('looking at the outbox failed'));
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(errors[0]).toContain('ECONNRESET: Connection terminated unexpectedly');
    expect(logged.join('\n')).not.toContain('karim@');

    // Stopped means stopped: no more polls.
    const after = calls;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(after);
  });
});
