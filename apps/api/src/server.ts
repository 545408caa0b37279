import cluster, { type Worker } from 'node:cluster';
import { pino, type Logger } from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, publicUrlWarning, type Config } from './config';
import { serveBackups } from './db/backup-control';
import { openDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDatabase } from './db/seed/index';
import { ensureFirstAdmin } from './modules/auth/seed-accounts';
import { createStorage } from './platform/storage';
import { warmUp } from './platform/warm-up';
import { joinClusterMetrics, serveClusterMetrics } from './platform/metrics';
import { workerEnv, workerExecArgv } from './worker-heap';

/** Time a shutdown may take before the process gives up on in-flight requests. */
const SHUTDOWN_GRACE_MS = 9_000;
/** How long the first process waits for the others to stop before it ends them. */
const WORKERS_STOP_MS = SHUTDOWN_GRACE_MS + 2_000;

/** Runs `fn` after three turns of the event loop (each one reads what the sockets hold). */
function afterPendingReads<T>(fn: () => Promise<T>): Promise<T> {
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  return turn().then(turn).then(turn).then(fn);
}

/**
 * The database brought to the current migrations and seeds, and the first admin made: once,
 * by the one process that starts, before any other answers a request.
 */
async function prepareDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(config.database);
  await runMigrations(database);
  await seedDatabase(database.db, {
    demoContent: config.demoContent,
    // The seeds' files (demo pictures, by the thousand) are not flushed one by one: see local.ts.
    storage: await createStorage(config.storage, { flush: false }),
  });
  await ensureFirstAdmin(database.db, config, (line) => console.log(line));
  return database;
}

/** Builds the app on `database` and answers on the port until SIGTERM or SIGINT. */
async function serve(config: Config, database: Database): Promise<void> {
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

  // On PGlite, `npm run db:backup` asks this process for the backup (it holds the database open).
  const stopBackups = await serveBackups(config, database, app.log);
  app.addHook('onClose', stopBackups);
  if (config.warmUp)
    app.log.info(await warmUp(app), 'warmed up: the first pages drawn before any connection');
  await app.listen({ port: config.port, host: config.host });
  if (cluster.isWorker) {
    app.log.info({ process: cluster.worker?.id }, 'process ready');
    return;
  }
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

/**
 * The first process of a server with several (config.processes, docs/operations.md): it
 * starts that many others, each building the app and answering on the same port (node:cluster
 * hands each new connection to the next one), answers nothing itself, starts another when one
 * dies, and on SIGTERM or SIGINT passes the signal on, so each stops as a lone server does,
 * and exits once they have all stopped (with 0 when they all did cleanly).
 */
function superviseWorkers(config: Config, log: Logger): void {
  const listening = new Set<Worker>();
  const alive = new Set<Worker>();
  let stopping: NodeJS.Signals | undefined;
  let allStoppedCleanly = true;
  let announced = false;

  const start = () => {
    const worker = cluster.fork(workerEnv(process.env));
    alive.add(worker);
    worker.once('listening', () => {
      listening.add(worker);
      if (announced || listening.size < config.processes) return;
      announced = true;
      log.info(
        { database: config.database.kind, processes: config.processes },
        `portal ready at ${config.publicUrl}`,
      );
      const warning = publicUrlWarning(config);
      if (warning) log.warn(warning);
    });
  };

  const stop = (signal: NodeJS.Signals, exitCode = 0) => {
    if (stopping) return;
    stopping = signal;
    if (exitCode !== 0) allStoppedCleanly = false;
    log.info(
      { signal, processes: alive.size },
      'shutting down: each process finishes its requests in flight',
    );
    if (alive.size === 0) process.exit(exitCode);
    // The signal itself, not cluster's disconnect: each process then stops as a lone server
    // does (server.ts above), reading what its sockets hold before it closes.
    for (const worker of alive) worker.process.kill(signal);
    setTimeout(() => {
      log.error('the processes took too long to stop; ending them');
      for (const worker of alive) worker.process.kill('SIGKILL');
      process.exit(1);
    }, WORKERS_STOP_MS).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker);
    const wasListening = listening.delete(worker);
    if (stopping) {
      // A process still starting when the signal came had no request in flight: the signal
      // ended it before it could take it as a stop (its handler is set once the app is built).
      const endedWhileStarting = !wasListening && signal === stopping;
      if (code !== 0 && !endedWhileStarting) allStoppedCleanly = false;
      if (alive.size === 0) {
        log.info('stopped');
        process.exit(allStoppedCleanly ? 0 : 1);
      }
      return;
    }
    if (!wasListening) {
      // It never answered: what stopped it (the port taken, a bad setting) stops the others too.
      log.error({ pid: worker.process.pid, code, signal }, 'a process stopped while starting; stopping');
      stop('SIGTERM', 1);
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'a process stopped; starting another');
    start();
  });
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  // A scrape of /metrics reaches one process; this one gathers every process's figures for it.
  if (config.metricsToken) serveClusterMetrics();
  cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv, process.env.NODE_OPTIONS) });
  for (let i = 0; i < config.processes; i++) start();
}

async function main(): Promise<void> {
  const config = loadConfig();
  // React (the pages' server rendering) reads NODE_ENV itself: its development build is several
  // times slower, so the configured default (production) applies to it too.
  process.env.NODE_ENV ??= config.env;
  if (cluster.isWorker) {
    // Answers the first process's requests for figures while the app is still being built.
    if (config.metricsToken) joinClusterMetrics();
    // The first process prepared the database before starting this one.
    await serve(config, await openDatabase(config.database));
    return;
  }
  const database = await prepareDatabase(config);
  if (config.processes === 1) {
    await serve(config, database);
    return;
  }
  // The others open their own connections; this one answers no request.
  await database.close();
  superviseWorkers(config, pino({ level: config.logLevel }));
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
