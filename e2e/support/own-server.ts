import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

/**
 * The run's seeded PostgreSQL database for own servers to copy, and the folder of its photos:
 * named after E2E_RUN_ID (global-setup.ts), which drops it at the end of the run.
 */
export function ownServerTemplate(runId: string): { databaseName: string; dataDir: string } {
  return {
    databaseName: `portal_e2e_template_${runId}`,
    dataDir: path.join(os.tmpdir(), `portal-e2e-template-${runId}`),
  };
}

/**
 * Migrates and seeds the demo content once per run, as a server started on a new database and
 * stopped: on a loaded 2-core machine that takes 20–35 s, which every spec with a server of its
 * own paid again. The first spec that needs it makes it (an advisory lock makes the others
 * wait, and a run without such specs never pays for it); each own server then starts on a copy
 * (CREATE DATABASE … TEMPLATE, under a second) with a copy of the photos' folder. Seeding is
 * idempotent, so a copy's start only checks that everything is there.
 */
async function seededTemplate(runId: string): Promise<{ databaseName: string; dataDir: string }> {
  const template = ownServerTemplate(runId);
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [template.databaseName]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
      template.databaseName,
    ]);
    if (rowCount) return template;
    // Made under another name and renamed once seeded: a template is never half made.
    const partial = `${template.databaseName}_partial`;
    await admin.query(`DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${partial} ${NEW_DATABASE}`);
    const maker = await startServer({ DATABASE_URL: databaseUrl(partial), DEMO_CONTENT: 'true' });
    const code = await maker.stop({ keepData: true });
    if (code !== 0) throw new Error(`The PostgreSQL template server exited with ${code}:\n${maker.logs()}`);
    rmSync(template.dataDir, { recursive: true, force: true });
    renameSync(maker.dataDir, template.dataDir);
    await admin.query(`ALTER DATABASE ${partial} RENAME TO ${template.databaseName}`);
    return template;
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [template.databaseName]);
    await admin.end();
  }
}

/**
 * Makes the run's template now rather than when the first spec needs it (global-setup.ts, in
 * CI): beside the embedded database's template, on the core that one leaves idle.
 */
export async function prepareOwnServerTemplate(runId: string): Promise<void> {
  await seededTemplate(runId);
}

/** Drops the run's template, if a spec made one. */
export async function removeOwnServerTemplate(runId: string): Promise<void> {
  const template = ownServerTemplate(runId);
  rmSync(template.dataDir, { recursive: true, force: true });
  await onServer(`DROP DATABASE IF EXISTS ${template.databaseName} WITH (FORCE)`);
  await onServer(`DROP DATABASE IF EXISTS ${template.databaseName}_partial WITH (FORCE)`);
}

/** `name`: a word naming the spec, in the database's name. */
export async function startOwnServer(name: string): Promise<OwnServer> {
  const databaseName = `portal_e2e_${name}_${process.pid}_${Date.now().toString(36)}`;
  const runId = process.env.E2E_RUN_ID;
  // Outside a run of playwright.config.ts (no run id), a new database is migrated and seeded here.
  const template = runId ? await seededTemplate(runId) : undefined;
  await onServer(
    template
      ? `CREATE DATABASE ${databaseName} TEMPLATE ${template.databaseName}`
      : `CREATE DATABASE ${databaseName} ${NEW_DATABASE}`,
  );
  const url = databaseUrl(databaseName);
  const server = await startServer(
    { DATABASE_URL: url, DEMO_CONTENT: 'true' },
    template ? { dataTemplate: template.dataDir } : {},
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
