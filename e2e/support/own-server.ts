import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { signInBrowser } from './api';
import { csrfFor, readyVisitor, uniqueIp } from './listings';
import { startServer, type RunningServer } from './server';

const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A server of its own with demo content, on a database of its own on the PostgreSQL server:
 * for journeys whose changes every other spec would see (settings, the featured strip, a job
 * made due), or that write to the database beside the server (PGlite belongs to its one
 * process). `stop` ends the server and drops the database.
 */
export interface OwnServer {
  server: RunningServer;
  /** API calls to this server, without a session (each call says who calls: callerHeaders). */
  api: APIRequestContext;
  /** A connection to this server's database. */
  database: pg.Client;
  /** Signs in through the API; the bearer token. */
  signIn(account: { login: string; password: string }): Promise<string>;
  /** Headers of a signed-in API call from an address of its own. */
  callerHeaders(token: string): Promise<Record<string, string>>;
  /** A browser signed in with `token` (a visitor when null), ready in `locale`. */
  browserAs(
    browser: Browser,
    token: string | null,
    locale: 'ar' | 'fr',
  ): Promise<{ context: BrowserContext; page: Page }>;
  stop(): Promise<void>;
}

async function onServer(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

function databaseUrl(databaseName: string): string {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

const NEW_DATABASE = `TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`;

/** A seeded PostgreSQL database for own servers to copy, and the data folder its photos are in. */
export interface OwnServerTemplate {
  databaseName: string;
  dataDir: string;
  remove(): Promise<void>;
}

/**
 * Migrates and seeds the demo content once for the whole run (global-setup.ts), as a server
 * started on a new database and stopped: on a loaded 2-core machine that takes ~20 s, which
 * every spec with a server of its own paid again. Each own server then starts on a copy
 * (CREATE DATABASE … TEMPLATE, under a second) with a copy of the photos' folder; seeding is
 * idempotent, so its start only checks that everything is there.
 */
export async function makeOwnServerTemplate(): Promise<OwnServerTemplate> {
  const databaseName = `portal_e2e_template_${process.pid}_${Date.now().toString(36)}`;
  await onServer(`CREATE DATABASE ${databaseName} ${NEW_DATABASE}`);
  const remove = async () => {
    await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  };
  try {
    const maker = await startServer({ DATABASE_URL: databaseUrl(databaseName), DEMO_CONTENT: 'true' });
    const code = await maker.stop({ keepData: true });
    if (code !== 0) throw new Error(`The PostgreSQL template server exited with ${code}:\n${maker.logs()}`);
    return {
      databaseName,
      dataDir: maker.dataDir,
      async remove() {
        rmSync(maker.dataDir, { recursive: true, force: true });
        await remove();
      },
    };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** `name`: a word naming the spec, in the database's name. */
export async function startOwnServer(name: string): Promise<OwnServer> {
  const databaseName = `portal_e2e_${name}_${process.pid}_${Date.now().toString(36)}`;
  const template = process.env.E2E_PG_TEMPLATE_DB;
  const templateDir = process.env.E2E_PG_TEMPLATE_DIR;
  // Without the run's template (its PostgreSQL was not reachable at setup), a new database is
  // migrated and seeded here.
  await onServer(
    template && templateDir
      ? `CREATE DATABASE ${databaseName} TEMPLATE ${template}`
      : `CREATE DATABASE ${databaseName} ${NEW_DATABASE}`,
  );
  const url = databaseUrl(databaseName);
  const server = await startServer(
    { DATABASE_URL: url, DEMO_CONTENT: 'true' },
    template && templateDir ? { dataTemplate: templateDir } : {},
  );
  const database = new pg.Client({ connectionString: url });
  await database.connect();
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });

  const callerHeaders = async (token: string) => {
    const ip = uniqueIp();
    return {
      authorization: `Bearer ${token}`,
      'x-xsrf-token': await csrfFor(api, ip),
      'x-forwarded-for': ip,
    };
  };
  return {
    server,
    api,
    database,
    callerHeaders,
    async signIn(account) {
      const ip = uniqueIp();
      const res = await api.post('/api/v1/login', {
        headers: { 'x-xsrf-token': await csrfFor(api, ip), 'x-forwarded-for': ip },
        data: account,
      });
      expect(res.status(), await res.text()).toBe(200);
      return ((await res.json()) as { token: string }).token;
    },
    async browserAs(browser, token, locale) {
      const context = await browser.newContext({ baseURL: server.baseURL });
      if (token) await signInBrowser(context, server.baseURL, token);
      const page = await context.newPage();
      await readyVisitor(page, locale);
      return { context, page };
    },
    async stop() {
      await api.dispose();
      await database.end();
      await server.stop();
      await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    },
  };
}
