import { mkdtempSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Database } from '../src/db/client';
import { createTestDatabase, type TestDatabase } from './test-database';

/** A stand-in for the built SPA: enough files to test how the server serves them. */
export function createFixtureWebDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/build/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dir, 'assets', 'app-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

export interface TestApp {
  app: FastifyInstance;
  testDb: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/**
 * Builds the whole app in-process on a fresh database (fastify/demo's `build(t)`).
 * Use in `beforeAll` and close in `afterAll`.
 */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    demoContent?: boolean;
    /** Registers extra routes or hooks (routes that exist only in tests), before `app.ready()`. */
    register?: (app: FastifyInstance) => Promise<void> | void;
    /**
     * Starts the background jobs as the server does. Off by default: a test that needs a job
     * calls its function with the time it chooses, and no job changes another test's rows.
     */
    jobs?: boolean;
  } & Partial<Pick<AppOptions, 'webDistDir' | 'logger' | 'loadSsr' | 'sitemapPagesPerFile'>> = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase({ demoContent: options.demoContent ?? false });
  // Folders this test app makes are removed when it closes (a suite made hundreds of them).
  const madeDirs: string[] = [];
  const made = (dir: string) => (madeDirs.push(dir), dir);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: options.env?.DATA_DIR ?? made(mkdtempSync(path.join(os.tmpdir(), 'portal-data-'))),
    ...options.env,
  });
  const app = await buildApp({
    config,
    database: testDb.database,
    webDistDir: options.webDistDir ?? made(createFixtureWebDist()),
    disableJobs: !options.jobs,
    ...(options.logger !== undefined ? { logger: options.logger } : {}),
    ...(options.loadSsr ? { loadSsr: options.loadSsr } : {}),
    ...(options.sitemapPagesPerFile ? { sitemapPagesPerFile: options.sitemapPagesPerFile } : {}),
  });
  if (options.register) await options.register(app);
  await app.ready();
  return {
    app,
    testDb,
    config,
    async close() {
      // app.close() closes the database (onClose hook); drop() then removes a server database.
      await app.close();
      await testDb.drop();
      for (const dir of madeDirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * An app on a database it does not own, as another API process or the same one started again:
 * closing the app leaves the database open for the test to read, and for the next app.
 */
export async function buildAppOn(
  database: Database,
  options: { env?: Record<string, string>; onDatabaseClose?: () => Promise<void> } = {},
) {
  const webDist = createFixtureWebDist();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-data-'));
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...options.env }),
    database: { ...database, close: options.onDatabaseClose ?? (async () => undefined) },
    webDistDir: webDist,
    disableJobs: true,
    disableMailWorker: true,
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      rmSync(webDist, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
