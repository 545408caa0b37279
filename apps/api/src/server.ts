import { buildApp } from './app';
import { ConfigError, loadConfig, publicUrlWarning } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDatabase } from './db/seed/index';
import { ensureFirstAdmin } from './modules/auth/seed-accounts';

/** Time a shutdown may take before the process gives up on in-flight requests. */
const SHUTDOWN_GRACE_MS = 9_000;

/** Runs `fn` after three turns of the event loop (each one reads what the sockets hold). */
function afterPendingReads<T>(fn: () => Promise<T>): Promise<T> {
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  return turn().then(turn).then(turn).then(fn);
}

async function main(): Promise<void> {
  const config = loadConfig();
  // React (the pages' server rendering) reads NODE_ENV itself: its development build is several
  // times slower, so the configured default (production) applies to it too.
  process.env.NODE_ENV ??= config.env;
  const database = await openDatabase(config.database);
  await runMigrations(database);
  await seedDatabase(database.db, { demoContent: config.demoContent, uploadsDir: config.uploadsDir });
  await ensureFirstAdmin(database.db, config, (line) => console.log(line));
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    // Idle kept-alive connections are closed by the server's close; those with a request in
    // flight close after its answer (app.ts sends it with `Connection: close`). No timer closes
    // "idle" ones later: a request the client sent and this process has not read yet looks idle,
    // and it would be cut instead of answered.
    // Requests clients sent before the signal may still wait unread in their sockets, and
    // connections in the listen queue unaccepted: closing now would cut them (a connection
    // closed with unread data answers with a reset). A few turns of the event loop read and
    // accept them first; then no new connection is taken.
    afterPendingReads(() => app.close()).then(
      () => {
        app.log.info('stopped');
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  // From the signal on, every answer still to go out closes its connection after it (README,
  // "Stopping"): a kept-alive connection would take the client's next request, and be cut.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: database.kind,
      dataDir: config.database.kind === 'pglite' ? config.database.dataDir : undefined,
    },
    `portal ready at ${config.publicUrl}`,
  );
  const warning = publicUrlWarning(config);
  if (warning) app.log.warn(warning);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
