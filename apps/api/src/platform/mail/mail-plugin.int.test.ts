import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import PostalMime from 'postal-mime';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { loadConfig, type Config } from '../../config';
import { mailOutbox } from '../../db/schema/mail';
import { mailPlugin, type MailPluginOptions } from './mail-plugin';
import { tempDirs } from '../../../test/temp-dirs';

const tempDir = tempDirs();

const PUBLIC_URL = 'https://portal.example.dz';

interface Harness {
  app: FastifyInstance;
  config: Config;
  /** Log messages and the database's close, in the order they happened. */
  events: string[];
}

/**
 * A minimal Fastify instance wired as app.ts is: the hook that closes the database first,
 * then the mail plugin (onClose hooks run in reverse order, so the worker stops first).
 * The apps share the file's database, so that hook only records when it would close it.
 */
async function buildHarness(
  testDb: TestDatabase,
  options: Partial<MailPluginOptions> = {},
): Promise<Harness> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: tempDir('portal-data-'),
    PUBLIC_URL,
  });
  const events: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      events.push(`log: ${(JSON.parse(chunk.toString()) as { msg: string }).msg}`);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'debug', stream } });
  app.addHook('onClose', async () => {
    events.push('database closed');
  });
  await app.register(mailPlugin, { config, database: testDb.database, ...options });
  await app.ready();
  return { app, config, events };
}

describe('mail plugin', () => {
  let testDb: TestDatabase;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  afterAll(async () => {
    await testDb.drop();
  });

  it('sends a mail enqueued in a transaction as soon as app.mail.notify() is called', async () => {
    // A poll interval of a minute: only notify() can make the mail leave within the test.
    const { app, config } = await buildHarness(testDb, { workerTuning: { pollIntervalMs: 60_000 } });
    apps.push(app);

    const { id } = await testDb.database.db.transaction((tx) =>
      app.mail.enqueue(tx, {
        to: 'samir@example.dz',
        locale: 'fr',
        template: 'password_changed',
        data: { name: 'Samir' },
      }),
    );
    app.mail.notify();

    // The worker writes a .tmp file, then renames it: wait for the finished mail only.
    const finished = () =>
      existsSync(config.mailDir) ? readdirSync(config.mailDir).filter((f) => f.endsWith('.eml')) : [];
    await vi.waitFor(() => expect(finished()).toHaveLength(1), { timeout: 5_000 });
    const [file] = finished() as [string];
    expect(file).toMatch(new RegExp(`-${id}-password_changed\\.eml$`));
    const parsed = await PostalMime.parse(readFileSync(path.join(config.mailDir, file)));
    expect(parsed.subject).toBe('Votre mot de passe a été modifié');
    expect(parsed.to?.[0]?.address).toBe('samir@example.dz');
    expect(parsed.text).toContain(`${PUBLIC_URL}/forgot-password`);
    await vi.waitFor(async () => {
      const [row] = await testDb.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row?.status).toBe('sent');
    });
  });

  it('with the worker disabled, keeps mails in the outbox until app.mail.drain()', async () => {
    const { app, config } = await buildHarness(testDb, { disableWorker: true });
    apps.push(app);
    const { id } = await app.mail.enqueue(testDb.database.db, {
      to: 'samir@example.dz',
      locale: 'ar',
      template: 'account_deleted',
      data: { name: 'سمير' },
    });
    app.mail.notify();
    const [before] = await testDb.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(before?.status).toBe('pending');

    expect(await app.mail.drain()).toBe(1);
    const [after] = await testDb.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(after?.status).toBe('sent');
    expect(readdirSync(config.mailDir)).toHaveLength(1);
  });

  it('stops the worker when the app closes, before the database closes', async () => {
    const { app, events } = await buildHarness(testDb);
    expect(events).toContain('log: mail worker started');
    await app.close();
    const stopped = events.indexOf('log: mail worker stopped');
    expect(stopped).toBeGreaterThanOrEqual(0);
    expect(stopped).toBeLessThan(events.indexOf('database closed'));
    await expect(app.mail.drain()).resolves.toBe(0);
  });
});
