import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { AccountDeps } from './modules/auth/deps';
import { authRoutes } from './modules/auth/routes';
import { catalogAdminRoutes } from './modules/catalog/admin-routes';
import { catalogRoutes } from './modules/catalog/routes';
import { contentAdminRoutes } from './modules/content/admin-routes';
import { contentRoutes } from './modules/content/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { alertJobs } from './modules/alerts/jobs';
import { alertsRoutes } from './modules/alerts/routes';
import type { AlertsDeps } from './modules/alerts/deps';
import { engagementRoutes } from './modules/engagement/routes';
import { listingJobs } from './modules/listings/jobs';
import { listingPageHead } from './modules/listings/listing-page-head';
import { listingRoutes } from './modules/listings/routes';
import { listingSitemapSource } from './modules/listings/service';
import { rejectionReasonAdminRoutes } from './modules/moderation/reason-routes';
import { moderationRoutes } from './modules/moderation/routes';
import { settingsAdminRoutes } from './modules/settings/admin-routes';
import { paymentRoutes } from './modules/payments/routes';
import { settingsRoutes } from './modules/settings/routes';
import { systemRoutes } from './modules/system/routes';
import { publicPageHead } from './modules/system/public-page-head';
import { contentPageHeads, contentSitemapSource } from './modules/system/content-page-head';
import { trustRoutes } from './modules/trust/routes';
import { profileRoutes } from './modules/profile/routes';
import type { NewsletterDeps } from './modules/newsletter/deps';
import { newsletterOneClickRoute } from './modules/newsletter/one-click-route';
import { newsletterRoutes } from './modules/newsletter/routes';
import { contactRoutes } from './modules/contact/routes';
import { adServingRoutes } from './modules/advertisements/serving-routes';
import type { AppointmentsDeps } from './modules/appointments/deps';
import { appointmentRoutes } from './modules/appointments/routes';
import { appointmentJobs } from './modules/appointments/send-reminders';
import { advertisementAdminRoutes } from './modules/advertisements/admin-routes';
import { advertisementJobs } from './modules/advertisements/jobs';
import { notificationJobs } from './modules/notifications/jobs';
import { notificationRoutes } from './modules/notifications/routes';
import { podcastFeedRoute } from './modules/podcast/feed-route';
import { homeRoutes } from './modules/home/routes';
import { publicDataVersion } from './modules/home/service';
import { searchRoutes } from './modules/search/routes';
import { joinRequestRoutes } from './modules/join-requests/routes';
import { sellerRoutes } from './modules/sellers/routes';
import { sellerPageHead } from './modules/sellers/seller-page-head';
import { advertisementRoutes } from './modules/advertisements/routes';
import { surveyRoutes } from './modules/survey/routes';
import type { MessagesDeps } from './modules/messages/deps';
import { messageRoutes } from './modules/messages/routes';
import { messageJobs } from './modules/messages/unread-mails';
import { createLiveHub } from './platform/live-events';
import { getOrCreateSecret } from './platform/app-secrets';
import { authenticateToken, authPlugin } from './platform/auth/plugin';
import { csrfPlugin } from './platform/csrf';
import { serializeErrorForLog } from './platform/error-summary';
import { AppError, errorsPlugin, sendError, validatorCompiler } from './platform/errors';
import { i18nPlugin, localeOf } from './platform/i18n';
import { jobsPlugin } from './platform/jobs/jobs-plugin';
import { enqueueMail, notifyMailWorkers } from './platform/mail/enqueue-mail';
import { mailPlugin } from './platform/mail/mail-plugin';
import { openapiPlugin } from './platform/openapi';
import { overloadPlugin } from './platform/overload';
import { databaseRateLimitStore } from './platform/rate-limit-store';
import { securityHeadersPlugin } from './platform/security-headers';
import { SERVER_RENDERED, spaPlugin } from './platform/spa';
import { robotsTxt, staticPagesSource } from './platform/public-pages';
import { sitemapPlugin } from './platform/sitemap';
import { timeZonePlugin } from './platform/time-zone';
import { createStorage, storageJobs } from './platform/storage';
import { RENDER_WORKER, WEB_DIST_DIR, WEB_SSR_ENTRY } from './paths';
import { renderPool } from './platform/render-pool';
import { createPageRenderer } from './platform/ssr';
import { pageDataPlugin } from './platform/page-data';
import { createKeptPages } from './platform/kept-pages';
import { metricsPlugin } from './platform/metrics';
import type { SsrModule } from '@portal/contract/ssr';
import { API_PREFIX } from '@portal/contract/endpoints/endpoint';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Folder of the built SPA; tests point it at a fixture. */
  webDistDir?: string;
  /**
   * The SPA's server rendering; by default the built one (WEB_SSR_ENTRY) when the built SPA is
   * served, none with a fixture's unless a test gives it.
   */
  loadSsr?: () => Promise<SsrModule>;
  /** Leaves mail in the outbox (tests that read it there, or drain it themselves). */
  disableMailWorker?: boolean;
  /** Runs no background job (tests call a job's function themselves, at the times they choose). */
  disableJobs?: boolean;
  /** Pages per child sitemap (platform/sitemap.ts); tests make it small to see the split. */
  sitemapPagesPerFile?: number;
  /** Overrides the logger (tests pass a stream to read the logs). */
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: readonly { method: string; url: string }[];
  }
}

/** An incoming request id is kept only when it is plainly an id, so it cannot forge log lines. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9_.:-]{8,64}$/;

/**
 * Whatever logger the app is given (tests pass their own), errors are written without the
 * values of a failed query (logs hold no personal data or secrets).
 */
function withSafeErrors(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === true) return { serializers: { err: serializeErrorForLog } };
  if (typeof logger !== 'object' || logger === null) return logger;
  return { ...logger, serializers: { ...logger.serializers, err: serializeErrorForLog } };
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const base = {
    level: config.logLevel,
    // Never write secrets to logs: a token or cookie read there lets the reader act as its owner.
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-xsrf-token"]',
      'res.headers["set-cookie"]',
    ],
  };
  if (config.env === 'development') {
    return {
      ...base,
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
    };
  }
  return base;
}

/** Builds the whole API (and the SPA it serves). Registration order follows fastify/demo. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: withSafeErrors(options.logger ?? loggerOptions(config)),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // Slugs of Arabic titles transliterated can be long; 100 characters (the default) is too few.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // On shutdown a request that reaches the router is served, not refused: it was accepted on a
    // connection opened before, and the answer closes that connection (server.ts).
    return503OnClosing: false,
    // A malformed address (bad %-encoding, a parameter over 100 characters) is refused before
    // any hook or the error handler runs: answer it in the one error shape too, not with
    // Fastify's default body that echoes the path in English.
    frameworkErrors: (_error, request, reply) => {
      request.locale = localeOf(request.headers);
      reply.header('X-Request-Id', request.id).header('X-Content-Type-Options', 'nosniff');
      return sendError(reply, new AppError('bad_request'));
    },
  }).withTypeProvider<ZodTypeProvider>();

  // The API takes JSON (and multipart uploads): a text/plain body answers 415 instead of
  // reaching the validator (a body is never guessed at; ASVS V13.1.5).
  app.removeContentTypeParser('text/plain');
  // The SPA sends `Content-Type: application/json` on every call (a default header of its HTTP
  // client), bodiless POSTs such as logout included: an empty JSON body means "no body" rather
  // than a 400.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
  // Every route, as registered: the access-matrix test checks each one has an access rule.
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  // External plugins first.
  // The first onClose hook, so the last to run (they run in reverse order): whatever the
  // modules write as they close (detail views waiting for their flush) reaches the database.
  app.addHook('onClose', async () => {
    await database.close();
  });
  await app.register(securityHeadersPlugin, { captcha: config.captcha !== undefined });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 50 } });
  // Several API processes behind a load balancer share one Redis, so a limit holds across them.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'redis unavailable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => undefined);
    });
  }
  await app.register(rateLimit, {
    global: false,
    // Without Redis the counts are kept in the database, so a restart does not reset them.
    ...(redis
      ? { redis, nameSpace: 'portal-rl-', skipOnError: true }
      : { store: databaseRateLimitStore(database.db, app.log) }),
    errorResponseBuilder: (_request, context) =>
      new AppError('too_many_requests', { params: { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) } }),
  });
  await app.register(openapiPlugin);

  // Our own platform.
  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  // Tests run on a busy machine with code transformed on the fly: a pause there is no overload.
  const eventLoopGuard = config.eventLoopGuard && config.env !== 'test';
  await app.register(overloadPlugin, eventLoopGuard ? {} : { maxEventLoopDelayMs: false });
  await app.register(timeZonePlugin);
  // Counted from here on: every route registered below, and unknown paths.
  let renderer: ReturnType<typeof createPageRenderer> | undefined;
  if (config.metricsToken) {
    await app.register(metricsPlugin, {
      token: config.metricsToken,
      database,
      renderQueue: () => renderer?.queue() ?? { drawing: 0, waiting: 0 },
    });
  }
  await app.register(csrfPlugin, { secret: await getOrCreateSecret(database.db, 'csrf') });
  await app.register(authPlugin, { db: database.db });
  // Public answers for visitors without a session come from the read replica, when there is one
  // (from the primary while it does not answer: its changes of state go to this log).
  database.readReplica?.setLog(app.log);
  await app.register(pageDataPlugin, { primary: database.db, replica: database.readDb });

  const accountDeps: AccountDeps = {
    db: database.db,
    config,
    enqueueMail: (tx, mail) => enqueueMail(tx, mail, { publicUrl: config.publicUrl }),
    notifyMail: notifyMailWorkers,
  };
  const storage = await createStorage(config.storage);
  const listingsDeps = { db: database.db, storage };
  const newsletterDeps: NewsletterDeps = {
    db: database.db,
    config,
    enqueueMail: (tx, mail) => enqueueMail(tx, mail, { publicUrl: config.publicUrl }),
    notifyMail: notifyMailWorkers,
    unsubscribeSecret: await getOrCreateSecret(database.db, 'newsletter-unsubscribe'),
  };
  const alertsDeps: AlertsDeps = {
    db: database.db,
    enqueueMail: accountDeps.enqueueMail,
    notifyMail: notifyMailWorkers,
    unsubscribeSecret: await getOrCreateSecret(database.db, 'alerts-unsubscribe'),
  };
  const appointmentsDeps: AppointmentsDeps = {
    db: database.db,
    publicUrl: config.publicUrl,
    enqueueMail: accountDeps.enqueueMail,
    notifyMail: notifyMailWorkers,
  };

  const messagesDeps: MessagesDeps = {
    db: database.db,
    enqueueMail: accountDeps.enqueueMail,
    notifyMail: notifyMailWorkers,
    storage,
  };
  // Live events of each member's account (Server-Sent Events: notifications, conversations): an
  // open stream must not keep a stopping process alive, so every stream ends before the server
  // waits for its connections.
  const liveHub = await createLiveHub(database, app.log);
  app.addHook('preClose', async () => {
    await liveHub.close();
  });

  // Areas, under /api/v1/.
  await app.register(
    async (api) => {
      await api.register(systemRoutes, { database, captchaSiteKey: config.captcha?.siteKey ?? null });
      await api.register(settingsRoutes);
      await api.register(catalogRoutes);
      await api.register(authRoutes, { deps: accountDeps });
      await api.register(profileRoutes, { deps: accountDeps, storage });
      await api.register(engagementRoutes, { deps: { db: database.db } });
      await api.register(listingRoutes, {
        deps: listingsDeps,
        // On with a PostgreSQL server, where it was measured; off on PGlite until its load
        // there is (decided by the database opened: tests open either kind).
        searchIndex:
          (config.searchIndex ?? database.kind === 'postgres') ? { wait: config.env === 'test' } : undefined,
      });
      await api.register(moderationRoutes, { deps: accountDeps });
      await api.register(trustRoutes, { deps: accountDeps });
      await api.register(dashboardRoutes, { deps: { db: database.db } });
      await api.register(catalogAdminRoutes, { deps: { db: database.db } });
      await api.register(settingsAdminRoutes, { db: database.db });
      await api.register(rejectionReasonAdminRoutes, { deps: { db: database.db } });
      await api.register(paymentRoutes, { deps: accountDeps });
      await api.register(advertisementAdminRoutes, { deps: accountDeps });
      await api.register(newsletterRoutes, { deps: newsletterDeps });
      await api.register(contentRoutes, { deps: listingsDeps });
      await api.register(contentAdminRoutes, { deps: listingsDeps });
      await api.register(homeRoutes, { deps: listingsDeps });
      await api.register(searchRoutes, { deps: listingsDeps });
      await api.register(contactRoutes, { deps: accountDeps });
      await api.register(joinRequestRoutes, {
        deps: { ...accountDeps, config: { publicUrl: config.publicUrl }, storage },
      });
      await api.register(sellerRoutes, { deps: { db: database.db, storage } });
      await api.register(surveyRoutes, { deps: { db: database.db, config } });
      await api.register(appointmentRoutes, { deps: appointmentsDeps });
      await api.register(advertisementRoutes, { deps: { ...accountDeps, storage } });
      await api.register(alertsRoutes, { deps: alertsDeps });
      await api.register(notificationRoutes, {
        deps: { db: database.db, push: config.push },
        hub: liveHub,
      });
      await api.register(messageRoutes, { deps: messagesDeps });
      await api.register(adServingRoutes, {
        deps: { db: database.db, visitorSecret: await getOrCreateSecret(database.db, 'ad-visitors') },
      });
    },
    { prefix: API_PREFIX },
  );

  // For search engines: robots.txt and the sitemap, each module giving its public pages.
  await app.register(sitemapPlugin, {
    publicUrl: config.publicUrl,
    robots: robotsTxt(config.publicUrl),
    // Read by crawlers only: the replica's, when there is one.
    sources: [
      staticPagesSource,
      listingSitemapSource(database.readDb),
      contentSitemapSource(database.readDb),
    ],
    ...(options.sitemapPagesPerFile ? { pagesPerSitemap: options.sitemapPagesPerFile } : {}),
  });

  const publicHead = publicPageHead(database.db, config.publicUrl);
  // Outside /api: the one-click unsubscribe that mail providers post to (RFC 8058).
  await newsletterOneClickRoute(app, newsletterDeps);
  // The podcast's RSS feed, one per language.
  await podcastFeedRoute(app, { db: database.db, publicUrl: config.publicUrl });

  const builtSsr = options.webDistDir === undefined && existsSync(WEB_SSR_ENTRY);
  // Threads need the built worker (a production build); from the sources, the main thread draws.
  const renderThreads = options.loadSsr === undefined && existsSync(RENDER_WORKER) ? config.renderThreads : 0;
  const ssrLoader =
    options.loadSsr ??
    (builtSsr
      ? renderThreads > 0
        ? () =>
            renderPool({
              entry: WEB_SSR_ENTRY,
              worker: RENDER_WORKER,
              threads: renderThreads,
              routes: SERVER_RENDERED,
            })
        : () => import(pathToFileURL(WEB_SSR_ENTRY).href) as Promise<SsrModule>
      : undefined);
  await app.register(spaPlugin, {
    distDir: options.webDistDir ?? WEB_DIST_DIR,
    ...(ssrLoader
      ? {
          render: (renderer = createPageRenderer(app, {
            load: ssrLoader,
            publicUrl: config.publicUrl,
            authenticate: (token) => authenticateToken(database.db, token),
            threads: renderThreads,
            routes: SERVER_RENDERED,
          })),
          kept: createKeptPages({
            // What drops the memos of public answers drops the kept pages too: the listings'
            // (modules/listings/search-memo.ts), the CMS's and the settings' (the home page).
            // Kept pages are drawn for visitors without a session, from the replica's data when
            // there is one (page-data.ts's readsFor): their version comes from there too.
            dataVersion: (scope) => publicDataVersion({ db: database.readDb }, scope),
            ...(redis ? { redis } : {}),
            log: app.log,
          }),
        }
      : {}),
    // The heads of the public pages (search engines, link previews), the detail pages' own.
    publicHead,
    pages: {
      ...contentPageHeads(database.db, config.publicUrl, publicHead),
      'announcements-show': listingPageHead(listingsDeps, 'announcements', config.publicUrl),
      'sales-show': listingPageHead(listingsDeps, 'sales', config.publicUrl),
      seller: sellerPageHead(database.db, config.publicUrl),
    },
  });

  // The mail worker. onClose hooks run in reverse order: registered after the database's hook
  // (the first of all), it stops (finishing a delivery in flight) before the database closes.
  await app.register(mailPlugin, { config, database, disableWorker: options.disableMailWorker ?? false });
  // Background jobs (expiry, clean-up), stopped before the database closes for the same reason.
  await app.register(jobsPlugin, {
    database,
    jobs: listingJobs({
      ...listingsDeps,
      enqueueMail: accountDeps.enqueueMail,
      notifyMail: notifyMailWorkers,
    })
      .concat(appointmentJobs(appointmentsDeps))
      .concat(advertisementJobs(accountDeps))
      .concat(alertJobs(alertsDeps, { matchIntervalMs: config.matchAlertsIntervalMs }))
      .concat(notificationJobs({ db: database.db, push: config.push }))
      .concat(messageJobs(messagesDeps))
      .concat(storageJobs(storage)),
    disabled: options.disableJobs ?? false,
  });
  return app;
}
