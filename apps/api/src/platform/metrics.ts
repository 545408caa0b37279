import cluster, { type Worker } from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { AppError } from './errors';
import { readBacklog, type Backlog } from './metrics-queries';

/** Where Prometheus reads the figures (outside /api/v1: it is no part of the public API). */
export const METRICS_PATH = '/metrics';

/** The route label of a request no route matched (unknown paths answered 404). */
export const UNMATCHED_ROUTE = 'unmatched';

/** A scrape gathers every process's figures through the first process: longer than that fails. */
const CLUSTER_SCRAPE_TIMEOUT_MS = 6_000;

/** Messages between a process answering a scrape and the first process (node:cluster's IPC). */
const SCRAPE_REQUEST = 'portal:metrics-request';
const SCRAPE_ANSWER = 'portal:metrics-answer';
interface ScrapeMessage {
  type: typeof SCRAPE_REQUEST | typeof SCRAPE_ANSWER;
  id: number;
  text?: string;
  error?: string;
}

export interface MetricsOptions {
  /** METRICS_TOKEN: the bearer token a scrape must carry. */
  token: string;
  database: Pick<Database, 'db' | 'poolStats' | 'readReplica'>;
  /** Drawings of server-rendered pages running and waiting (ssr.ts), when the app draws any. */
  renderQueue?: (() => { drawing: number; waiting: number }) | undefined;
}

/**
 * The process's own figures (CPU, memory, event loop, garbage collection), collected once per
 * process whatever the number of apps built in it (tests build several).
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * In a process of a clustered server: answers the first process's requests for this process's
 * figures (prom-client's AggregatorRegistry). Called as early as the process starts, so one that
 * is still building its app answers too (with its process figures) rather than holding up the
 * scrape.
 */
export function joinClusterMetrics(): void {
  if (!cluster.isWorker) return;
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([processMetrics()]);
}

/**
 * In the first process of a clustered server (server.ts), which answers no request: gathers
 * every process's figures for the process answering a scrape, summed (prom-client's
 * AggregatorRegistry: counters and histograms added, each default metric by its own rule).
 */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker: Worker, message: ScrapeMessage) => {
    if (message?.type !== SCRAPE_REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: SCRAPE_ANSWER, id: message.id, text } satisfies ScrapeMessage),
      (err: unknown) =>
        worker.send({ type: SCRAPE_ANSWER, id: message.id, error: String(err) } satisfies ScrapeMessage),
    );
  });
}

let scrapes = 0;
/** Every process's figures, summed by the first process (see serveClusterMetrics). */
function askFirstProcess(): Promise<string> {
  const id = (scrapes += 1);
  return new Promise((resolve, reject) => {
    const onMessage = (message: ScrapeMessage) => {
      if (message?.type !== SCRAPE_ANSWER || message.id !== id) return;
      done();
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.text ?? '');
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('the first process did not answer'));
    }, CLUSTER_SCRAPE_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    process.on('message', onMessage);
    process.send!({ type: SCRAPE_REQUEST, id } satisfies ScrapeMessage);
  });
}

/** The queues' figures, read from the database by the process answering the scrape only. */
async function backlogText(backlog: Backlog): Promise<string> {
  const registry = new Registry();
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [registry] });
  gauge('portal_mail_outbox_pending', 'Mails in the outbox not delivered yet').set(backlog.mail.pending);
  gauge('portal_mail_outbox_retrying', 'Pending mails whose delivery failed at least once').set(
    backlog.mail.retrying,
  );
  gauge('portal_mail_outbox_oldest_pending_seconds', 'Age of the oldest mail not delivered yet').set(
    backlog.mail.oldestSeconds,
  );
  gauge('portal_jobs_due', 'Background jobs past their time and not claimed by a runner').set(
    backlog.jobs.filter((job) => job.overdueSeconds > 0).length,
  );
  const overdue = gauge(
    'portal_job_overdue_seconds',
    'How long each background job has been due without a runner taking it (0: not due, or running)',
    ['job'],
  );
  const failing = gauge('portal_job_failing', 'Whether the last run of each background job failed', ['job']);
  for (const job of backlog.jobs) {
    overdue.set({ job: job.name }, job.overdueSeconds);
    failing.set({ job: job.name }, job.failing ? 1 : 0);
  }
  return registry.metrics();
}

/** Compared as digests: the time taken says nothing of the token, not even its length. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/**
 * GET /metrics in Prometheus's text format, for the bearer of METRICS_TOKEN (docs/operations.md,
 * "Metrics"; docs/decisions/042): requests per route (a histogram of their time and a count per
 * status), the pages of drawn routes (drawn or left to the browser), the database pools, the
 * render queue, the mail outbox and the jobs, and the process's own figures. Routes are labelled by their pattern (`/api/v1/listings/:slug`), never the
 * address asked, so the number of series stays bounded. With several processes, the figures
 * are every process's, summed. Registered only when the token is set: /metrics is then unknown
 * (404) like any other path.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: MetricsOptions) => {
    const registry = new Registry();
    const labelNames = ['method', 'route'] as const;
    const duration = new Histogram({
      name: 'portal_http_request_duration_seconds',
      help: 'Time from a request’s arrival to its answer, per route',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const answers = new Counter({
      name: 'portal_http_requests_total',
      help: 'Requests answered, per route and status code',
      labelNames: [...labelNames, 'status'],
      registers: [registry],
    });
    const pages = new Counter({
      name: 'portal_pages_total',
      help: 'Pages of the routes the server draws, per answer: drawn (now or kept) or plain (the browser draws it)',
      labelNames: ['answer'],
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE };
      duration.observe(labels, reply.elapsedTime / 1000);
      answers.inc({ ...labels, status: String(reply.statusCode) });
      if (request.pageAnswer) pages.inc({ answer: request.pageAnswer });
    });

    const { database, renderQueue } = options;
    new Gauge({
      name: 'portal_db_pool_connections',
      help: 'Connections of the database pools (pool: primary or read), open or idle',
      labelNames: ['pool', 'state'],
      registers: [registry],
      collect() {
        for (const stats of database.poolStats()) {
          this.set({ pool: stats.pool, state: 'open' }, stats.total);
          this.set({ pool: stats.pool, state: 'idle' }, stats.idle);
        }
      },
    });
    new Gauge({
      name: 'portal_db_pool_waiting',
      help: 'Queries waiting for a connection of the database pools',
      labelNames: ['pool'],
      registers: [registry],
      collect() {
        for (const stats of database.poolStats()) this.set({ pool: stats.pool }, stats.waiting);
      },
    });
    const { readReplica } = database;
    if (readReplica) {
      new Gauge({
        name: 'portal_db_replica_up',
        help: 'Whether public reads go to the read replica (1) or, while it does not answer, to the primary (0)',
        // Across the processes of a machine: 0 as soon as one of them reads from the primary.
        aggregator: 'min',
        registers: [registry],
        collect() {
          this.set(readReplica.up() ? 1 : 0);
        },
      });
    }
    if (renderQueue) {
      new Gauge({
        name: 'portal_render_queue',
        help: 'Server-rendered pages being drawn and waiting to be drawn',
        labelNames: ['state'],
        registers: [registry],
        collect() {
          const queue = renderQueue();
          this.set({ state: 'drawing' }, queue.drawing);
          this.set({ state: 'waiting' }, queue.waiting);
        },
      });
    }

    const clustered = cluster.isWorker;
    if (clustered) {
      joinClusterMetrics();
      AggregatorRegistry.setRegistries([processMetrics(), registry]);
    }
    const ownFigures = async () => (await processMetrics().metrics()) + (await registry.metrics());

    app.get(
      METRICS_PATH,
      { schema: { hide: true }, config: { ownBearerToken: true } },
      async (request, reply) => {
        const token = bearerOf(request);
        if (token === undefined || !sameToken(token, options.token)) {
          throw new AppError('unauthenticated', {
            messageKey: 'error.metrics_token',
            headers: { 'WWW-Authenticate': 'Bearer' },
          });
        }
        let figures: string;
        try {
          figures = clustered ? await askFirstProcess() : await ownFigures();
        } catch (err) {
          request.log.error({ err }, 'metrics: gathering the processes’ figures failed');
          throw new AppError('service_unavailable');
        }
        // Without the database the other figures still say what is going on.
        const queues = await readBacklog(database.db).then(backlogText, (err: unknown) => {
          request.log.warn({ err }, 'metrics: the queues could not be read');
          return '';
        });
        return reply
          .header('Cache-Control', 'no-store')
          .type(registry.contentType)
          .send(figures + queues);
      },
    );
  },
  { name: 'metrics', fastify: '5.x' },
);
