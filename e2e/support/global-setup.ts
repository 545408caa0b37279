import { startServer } from './server';

/**
 * One production server for the whole run (specs that need their own start one themselves).
 * Playwright hands environment variables set here to every worker.
 */
export default async function globalSetup() {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    const code = await server.stop();
    if (code !== 0) console.warn(`The e2e server exited with ${code}:\n${server.logs()}`);
  };
}
