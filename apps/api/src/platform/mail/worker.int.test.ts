import { readdirSync, readFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../../../test/test-database';
import { openDatabase, type Database, type Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail';
import { enqueueMail, type MailRequest } from './enqueue-mail';
import { claimDueMails } from './outbox-queries';
import { startMailWorker, type MailLogger, type MailWorker, type MailWorkerOptions } from './worker';
import { tempDirs } from '../../../test/temp-dirs';

const tempDir = tempDirs();

const PUBLIC_URL = 'https://portal.example.dz';
const MAIL_FROM = 'Portal <no-reply@portal.example.dz>';
const CODE = '731904';

function resetMail(to: string, code = CODE): MailRequest {
  return {
    to,
    locale: 'fr',
    template: 'reset_password',
    data: { name: 'Karim', code, linkPath: '/reset-password/t0ken', expiresInMinutes: 15 },
  };
}

/** A real SMTP server on 127.0.0.1 that keeps what it accepts. */
function createSmtpServer(port: number, options: { beforeAccept?: () => Promise<void> } = {}) {
  const messages: Buffer[] = [];
  const server = new SMTPServer({
    logger: false,
    disableReverseLookup: true,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void (async () => {
          await options.beforeAccept?.();
          messages.push(Buffer.concat(chunks));
          callback();
        })();
      });
    },
  });
  return {
    messages,
    listen: () =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Collects every log call, to prove what the worker writes (and never writes). */
function captureLog() {
  const entries: { level: string; fields: unknown; message: unknown }[] = [];
  const at =
    (level: string) =>
    (fields: unknown, message?: unknown): void => {
      entries.push({ level, fields, message });
    };
  const log = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
  return { entries, log: log as unknown as MailLogger };
}

describe('mail worker', () => {
  let testDb: TestDatabase;
  let db: Db;
  let mailDir: string;
  const workers: MailWorker[] = [];
  const cleanups: (() => Promise<void>)[] = [];

  function start(options: Partial<MailWorkerOptions> & Pick<MailWorkerOptions, 'config'>): MailWorker {
    const worker = startMailWorker({ database: testDb.database, log: captureLog().log, ...options });
    workers.push(worker);
    return worker;
  }

  async function row(id: number) {
    const [found] = await db
      .select({
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        sentAt: mailOutbox.sentAt,
        isDue: sql<boolean>`${mailOutbox.nextAttemptAt} <= now()`,
        secondsToNextAttempt: sql<number>`extract(epoch from ${mailOutbox.nextAttemptAt} - now())::float8`,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id));
    if (!found) throw new Error(`no outbox row ${id}`);
    return found;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = testDb.database.db;
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    for (const cleanup of cleanups.splice(0)) await cleanup();
    await db.delete(mailOutbox);
    mailDir = tempDir('portal-mail-');
  });
  afterAll(async () => {
    await testDb.drop();
  });
  mailDir = tempDir('portal-mail-');

  it('writes the mail in the transaction of the change that causes it', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, resetMail('karim@example.dz'), { publicUrl: PUBLIC_URL });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.select().from(mailOutbox)).toHaveLength(0);

    const { id } = await db.transaction((tx) =>
      enqueueMail(tx, resetMail('karim@example.dz'), { publicUrl: PUBLIC_URL }),
    );
    const [stored] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(stored).toMatchObject({
      toAddress: 'karim@example.dz',
      locale: 'fr',
      template: 'reset_password',
      subject: 'Réinitialisation de votre mot de passe',
      status: 'pending',
      attempts: 0,
      sentAt: null,
    });
    expect(stored?.text).toContain(CODE);
    expect(stored?.html).toContain(`${PUBLIC_URL}/reset-password/t0ken`);
  });

  it('refuses a recipient that is not one plain address', async () => {
    for (const to of ['a@x.dz, b@y.dz', 'a@x.dz\r\nBcc: b@y.dz', 'Name <a@x.dz>', 'nobody']) {
      await expect(enqueueMail(db, resetMail(to), { publicUrl: PUBLIC_URL })).rejects.toThrow(/one plain/);
    }
  });

  it('without SMTP_URL, writes each mail as an .eml file and marks it sent', async () => {
    const worker = start({ config: { smtpUrl: undefined, mailFrom: MAIL_FROM, mailDir }, poll: false });
    const { id } = await enqueueMail(db, resetMail('karim@example.dz'), { publicUrl: PUBLIC_URL });

    expect(await worker.drain()).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect((await row(id)).sentAt).toBeInstanceOf(Date);

    const files = readdirSync(mailDir);
    expect(files).toEqual([expect.stringMatching(new RegExp(`-${id}-reset_password\\.eml$`))]);
    const parsed = await PostalMime.parse(readFileSync(path.join(mailDir, files[0] as string)));
    expect(parsed.subject).toBe('Réinitialisation de votre mot de passe');
    expect(parsed.to?.[0]?.address).toBe('karim@example.dz');
    expect(parsed.text).toContain(CODE);
    expect(parsed.html).toContain(`href="${PUBLIC_URL}/reset-password/t0ken"`);

    // Sent once: nothing is due any more.
    expect(await worker.drain()).toBe(0);
    expect(readdirSync(mailDir)).toHaveLength(1);
  });

  it('keeps attachments in the outbox and sends them, and refuses an unsafe file name', async () => {
    const worker = start({ config: { smtpUrl: undefined, mailFrom: MAIL_FROM, mailDir }, poll: false });
    const file = { filename: 'appointment.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST' };
    const { id } = await enqueueMail(
      db,
      {
        ...resetMail('leila@example.dz'),
        attachments: [{ ...file, content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' }],
      },
      { publicUrl: PUBLIC_URL },
    );
    expect(await worker.drain()).toBe(1);
    const [eml] = readdirSync(mailDir).filter((name) => name.includes(`-${id}-`));
    const parsed = await PostalMime.parse(readFileSync(path.join(mailDir, eml as string)));
    expect(parsed.attachments.map((a) => [a.filename, a.mimeType])).toEqual([
      ['appointment.ics', 'text/calendar'],
    ]);
    await expect(
      enqueueMail(
        db,
        {
          ...resetMail('leila@example.dz'),
          attachments: [{ ...file, filename: '../x\r\nBcc: a@b.c', content: '' }],
        },
        { publicUrl: PUBLIC_URL },
      ),
    ).rejects.toThrow(/attachment/);
  });

  it('retries a mail while the SMTP server is down and delivers it exactly once when it is back', async () => {
    const port = await freePort();
    const smtp = createSmtpServer(port);
    cleanups.push(smtp.close);
    const { entries, log } = captureLog();
    const worker = start({
      config: { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, mailFrom: MAIL_FROM, mailDir },
      log,
      pollIntervalMs: 50,
      retryBaseMs: 1_000,
    });

    // Queued while the server is down: the attempt fails and the mail waits for its retry.
    const { id } = await enqueueMail(db, resetMail('karim@example.dz'), { publicUrl: PUBLIC_URL });
    worker.notify();
    await vi.waitFor(async () => expect((await row(id)).lastError).not.toBeNull(), { timeout: 5_000 });
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, isDue: false, sentAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    expect(failed.secondsToNextAttempt).toBeGreaterThan(0);
    expect(failed.secondsToNextAttempt).toBeLessThanOrEqual(1);

    // The server comes up: the next attempt delivers it.
    await smtp.listen();
    await vi.waitFor(async () => expect((await row(id)).status).toBe('sent'), {
      timeout: 10_000,
      interval: 50,
    });
    expect(smtp.messages).toHaveLength(1);
    const parsed = await PostalMime.parse(smtp.messages[0] as Buffer);
    expect(parsed.subject).toBe('Réinitialisation de votre mot de passe');
    expect(parsed.to?.[0]?.address).toBe('karim@example.dz');
    expect(parsed.text).toContain(CODE);

    // Exactly once: a further pass finds nothing to send.
    expect(await worker.drain()).toBe(0);
    expect(smtp.messages).toHaveLength(1);

    // Logs say what happened, with the recipient's domain only and never the body.
    const logged = JSON.stringify(entries);
    expect(entries.map((e) => e.message)).toEqual(
      expect.arrayContaining(['mail delivery failed; will retry', 'mail sent']),
    );
    expect(logged).toContain('"domain":"example.dz"');
    expect(logged).not.toContain(CODE);
    expect(logged).not.toContain('karim@');
    expect(logged).not.toContain('t0ken');
  });

  it('backs off exponentially and never drops a mail', async () => {
    const port = await freePort(); // nothing listens there
    const worker = start({
      config: { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, mailFrom: MAIL_FROM, mailDir },
      poll: false,
      retryBaseMs: 60_000,
      retryMaxMs: 100_000,
    });
    const { id } = await enqueueMail(db, resetMail('karim@example.dz'), { publicUrl: PUBLIC_URL });
    const expectedWaits = [60, 100, 100]; // 60 s, then 120 s capped at 100 s
    for (const [index, seconds] of expectedWaits.entries()) {
      expect(await worker.drain()).toBe(0);
      const failed = await row(id);
      expect(failed).toMatchObject({ status: 'pending', attempts: index + 1 });
      expect(failed.secondsToNextAttempt).toBeGreaterThan(seconds - 5);
      expect(failed.secondsToNextAttempt).toBeLessThanOrEqual(seconds);
      // Not due before its time…
      expect(await worker.drain()).toBe(0);
      expect((await row(id)).attempts).toBe(index + 1);
      // …then let the time pass.
      await db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(mailOutbox.id, id));
    }
  });

  it('stop() waits for the delivery in flight and gives back the mails it had not tried', async () => {
    const port = await freePort();
    let arrived = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const smtp = createSmtpServer(port, {
      beforeAccept: async () => {
        arrived += 1;
        await gate;
      },
    });
    await smtp.listen();
    cleanups.push(smtp.close);
    const worker = start({
      config: { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, mailFrom: MAIL_FROM, mailDir },
      pollIntervalMs: 50,
      batchSize: 3,
    });
    // One transaction, so the first claim takes all three.
    const ids = await db.transaction(async (tx) => {
      const written: number[] = [];
      for (const n of [1, 2, 3]) {
        written.push((await enqueueMail(tx, resetMail(`user${n}@example.dz`), { publicUrl: PUBLIC_URL })).id);
      }
      return written;
    });
    worker.notify();
    await vi.waitFor(() => expect(arrived).toBe(1), { timeout: 5_000 });

    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    // Asserting that something does not happen needs a moment; the delivery is held by the gate.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stopped).toBe(false);
    release();
    await stopping;

    expect(smtp.messages).toHaveLength(1);
    expect(await row(ids[0] as number)).toMatchObject({ status: 'sent' });
    for (const id of ids.slice(1)) {
      expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0, isDue: true });
    }
  });

  it('delivers each mail exactly once when two workers drain the same outbox at the same time', async () => {
    const port = await freePort();
    // smtp-server waits 100 ms before its greeting, so the two workers' deliveries interleave.
    const smtp = createSmtpServer(port);
    await smtp.listen();
    cleanups.push(smtp.close);

    // On the server, the second worker has its own connection pool, as a second API process would.
    let secondDatabase: Database = testDb.database;
    if (testDatabaseKind() === 'postgres') {
      const opened = await openDatabase({ kind: 'postgres', url: testDb.url as string });
      secondDatabase = opened;
      cleanups.push(() => opened.close());
    }
    const total = 12;
    for (let n = 0; n < total; n += 1) {
      await enqueueMail(db, resetMail(`user${n}@example.dz`, String(100_000 + n)), { publicUrl: PUBLIC_URL });
    }
    const config = { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, mailFrom: MAIL_FROM, mailDir };
    const first = start({ config, poll: false, batchSize: 3 });
    const second = start({ config, database: secondDatabase, poll: false, batchSize: 3 });

    const [sentByFirst, sentBySecond] = await Promise.all([first.drain(), second.drain()]);

    expect(sentByFirst + sentBySecond).toBe(total);
    expect(sentByFirst).toBeGreaterThan(0);
    expect(sentBySecond).toBeGreaterThan(0);
    expect(smtp.messages).toHaveLength(total);
    const parsed = await Promise.all(smtp.messages.map((m) => PostalMime.parse(m)));
    expect(new Set(parsed.map((p) => p.messageId)).size).toBe(total);
    expect(new Set(parsed.map((p) => p.to?.[0]?.address)).size).toBe(total);
    const statuses = await db
      .select({ status: mailOutbox.status, attempts: mailOutbox.attempts })
      .from(mailOutbox);
    expect(statuses.every((s) => s.status === 'sent' && s.attempts === 1)).toBe(true);
  });

  it.runIf(testDatabaseKind() === 'postgres')(
    'claims skip a mail another transaction holds, without waiting for it',
    async () => {
      const ids: number[] = [];
      for (const n of [1, 2, 3]) {
        ids.push((await enqueueMail(db, resetMail(`user${n}@example.dz`), { publicUrl: PUBLIC_URL })).id);
      }
      const other = new pg.Client({ connectionString: testDb.url });
      await other.connect();
      try {
        await other.query('BEGIN');
        await other.query('SELECT id FROM mail_outbox WHERE id = $1 FOR UPDATE', [ids[0]]);
        const claimed = await claimDueMails(db, { limit: 10, leaseMs: 60_000 });
        expect(claimed.map((m) => m.id)).toEqual(ids.slice(1));
        await other.query('ROLLBACK');
        // Released: the first one is claimable now, the others are under their lease.
        expect((await claimDueMails(db, { limit: 10, leaseMs: 60_000 })).map((m) => m.id)).toEqual([ids[0]]);
      } finally {
        await other.end();
      }
    },
  );
});
