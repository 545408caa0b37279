import { rmSync } from 'node:fs';
import { makeOwnServerTemplate } from './own-server';
import { startServer } from './server';

/**
 * One production server for the whole run (specs that need their own start one themselves).
 * Playwright hands environment variables set here to every worker.
 *
 * A server started on a new data folder and stopped at once leaves a folder initialised,
 * migrated and seeded with the demo content: every embedded-database server of the run
 * (this one and the specs' own) starts on a copy of it (support/server.ts).
 */
export default async function globalSetup() {
  delete process.env.E2E_TEMPLATE_DIR;
  delete process.env.E2E_PG_TEMPLATE_DB;
  delete process.env.E2E_PG_TEMPLATE_DIR;
  // The PostgreSQL template of the specs with a server of their own (support/own-server.ts) is
  // seeded meanwhile: nothing else runs yet, and the embedded one leaves a core idle.
  const pgTemplate = makeOwnServerTemplate().catch((error: unknown) => {
    console.warn(`No PostgreSQL template (own servers will seed their database):\n${String(error)}`);
    return undefined;
  });

  const maker = await startServer();
  const code = await maker.stop({ keepData: true });
  if (code !== 0) throw new Error(`The template server exited with ${code}:\n${maker.logs()}`);
  process.env.E2E_TEMPLATE_DIR = maker.dataDir;

  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_DATA_DIR = server.dataDir;

  const ownTemplate = await pgTemplate;
  if (ownTemplate) {
    process.env.E2E_PG_TEMPLATE_DB = ownTemplate.databaseName;
    process.env.E2E_PG_TEMPLATE_DIR = ownTemplate.dataDir;
  }
  return async () => {
    const code = await server.stop();
    if (code !== 0) console.warn(`The e2e server exited with ${code}:\n${server.logs()}`);
    rmSync(maker.dataDir, { recursive: true, force: true });
    await ownTemplate?.remove();
  };
}
