import { rmSync } from 'node:fs';
import { prepareOwnServerTemplate, removeOwnServerTemplate } from './own-server';
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
  // Names what the run's specs share beyond this process: the PostgreSQL template of the specs
  // with a server of their own (support/own-server.ts), made below in CI or else by the first
  // such spec, and dropped at the end.
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  process.env.E2E_RUN_ID = runId;

  // CI runs every spec, and the first with a PostgreSQL server of its own made that database's
  // template (20–35 s) while the other worker's first such spec waited for it: it is made here,
  // beside the embedded one. Seeding the embedded database keeps one core busy, not two.
  const embeddedTemplate = async () => {
    const maker = await startServer();
    const code = await maker.stop({ keepData: true });
    if (code !== 0) throw new Error(`The template server exited with ${code}:\n${maker.logs()}`);
    return maker;
  };
  const [maker] = await Promise.all([
    embeddedTemplate(),
    process.env.CI ? prepareOwnServerTemplate(runId) : undefined,
  ]).catch(async (error: unknown) => {
    await removeOwnServerTemplate(runId).catch(() => undefined);
    throw error;
  });
  process.env.E2E_TEMPLATE_DIR = maker.dataDir;

  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_DATA_DIR = server.dataDir;

  return async () => {
    const code = await server.stop();
    if (code !== 0) console.warn(`The e2e server exited with ${code}:\n${server.logs()}`);
    rmSync(maker.dataDir, { recursive: true, force: true });
    await removeOwnServerTemplate(runId).catch((error: unknown) =>
      console.warn(`The PostgreSQL template was not dropped: ${String(error)}`),
    );
  };
}
