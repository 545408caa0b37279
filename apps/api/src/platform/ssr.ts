import type { Locale } from '@portal/contract/locale';
import type { RouteName } from '@portal/contract/routes';
import {
  AUTH_COOKIE,
  CONSENT_COOKIE,
  type SsrModule,
  type SsrReadInput,
  type SsrRenderRequest,
} from '@portal/contract/ssr';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pLimit from 'p-limit';
import { AppError } from './errors';
import type { PageView } from './kept-pages';
import { overloaded } from './overload';
import { pageLocale } from './page-head';
import { authEndpoints } from '@portal/contract/endpoints/auth';
import { systemEndpoints } from '@portal/contract/endpoints/system';
import type { AuthContext } from './auth/plugin';
import type { Visitor } from './page-data';
import { scopeOf } from './request-scope';

/**
 * A server-rendered page: the root's HTML, the state the browser adopts it with, its language,
 * and the reads that do something on every view of it (page-data.ts's onView).
 */
export interface RenderedPage {
  html: string;
  state: string;
  locale: Locale;
  views: PageView[];
}

/** Renders the SPA's page for this request, or null when it cannot (the plain SPA then draws it). */
export type PageRenderer = ((
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<RenderedPage | null>) & {
  /** Drawings running and waiting for a place at this moment (GET /metrics). */
  queue(): { drawing: number; waiting: number };
};

/** Longer than this from the request's arrival and the visitor is better served by the plain SPA. */
const RENDER_TIMEOUT_MS = 3_000;

/**
 * Drawings made at once, and drawings that may wait for one of those places, per thread that
 * draws (the main one, or each rendering thread). A drawing is tens of milliseconds of CPU on
 * its thread: more at once only share it, and a longer wait list would hold requests past the
 * budget, so a request that finds it full is answered 503 at once.
 */
const RENDERS_AT_ONCE = 2;
const RENDERS_WAITING = 24;

/**
 * Server rendering of the list and detail pages (the page-speed budget in docs/performance.md;
 * docs/decisions/013 and 035): the SPA's own components, from apps/web/dist-ssr/entry-server.js
 * (`load`), given what its start-up would have asked (`/init`, then the current user when a
 * token cookie exists), with every endpoint the page reads answered by the API's readers
 * (`app.pageData`, page-data.ts) as the visitor: their user, language and address, without an
 * HTTP round trip.
 * The language is the address's `?lang`, else the SPA's own choice: the stored one (mirrored in
 * a cookie), else Arabic.
 *
 * Under load: the budget runs from the request's arrival, so a request that waited gets the
 * plain SPA instead of a late drawing; at most RENDERS_AT_ONCE drawings run, RENDERS_WAITING
 * wait, and past that the request is answered 503 with Retry-After (overload.ts). Pages drawn
 * for visitors without a session are kept by the caller (kept-pages.ts).
 */
export function createPageRenderer(
  app: FastifyInstance,
  options: {
    load: () => Promise<SsrModule>;
    /** The origin of absolute addresses (config.publicUrl), never the request's Host header. */
    publicUrl: string;
    /** The signed-in user of a token cookie, as the API's bearer check finds it. */
    authenticate: (token: string) => Promise<AuthContext | null>;
    /** The routes drawn (spa.ts's SERVER_RENDERED): their pages are loaded with the module. */
    routes: readonly RouteName[];
    /** Threads the drawings run on (RENDER_THREADS; 0: the main thread), for the bounds. */
    threads?: number;
  },
): PageRenderer {
  let module: Promise<SsrModule | null> | undefined;
  const loadOnce = () =>
    (module ??= (async () => {
      const loaded = await options.load();
      // The rendered routes' pages, loaded now: no visitor's render waits for one.
      await loaded.prepare(options.routes);
      return loaded;
    })().catch((err: unknown) => {
      app.log.error({ err }, 'server rendering unavailable: the pages are drawn by the browser');
      return null;
    }));
  const drawingThreads = Math.max(1, options.threads ?? 0);
  const renders = pLimit(RENDERS_AT_ONCE * drawingThreads);
  const rendersWaiting = RENDERS_WAITING * drawingThreads;

  // Loaded with the app, not by the first visitor, whose budget would pay for it.
  app.addHook('onReady', async () => {
    await loadOnce();
  });
  app.addHook('onClose', async () => {
    await (await module)?.close?.();
  });

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const deadline = Date.now() - reply.elapsedTime + RENDER_TIMEOUT_MS;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), Math.max(0, deadline - Date.now()));
    });
    try {
      const page = await Promise.race([renderPage(request, deadline), timeout]);
      if (page === 'timeout') {
        request.log.warn({ url: request.url }, 'server rendering took too long: the browser draws the page');
        return null;
      }
      return page;
    } catch (err) {
      if (err instanceof AppError) throw err;
      request.log.error({ err }, 'server rendering failed: the browser draws the page');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
  return Object.assign(render, {
    queue: () => ({ drawing: renders.activeCount, waiting: renders.pendingCount }),
  });

  async function renderPage(request: FastifyRequest, deadline: number): Promise<RenderedPage | null> {
    const ssr = await loadOnce();
    if (!ssr) return null;
    // The address's `?lang`, else the stored choice (page-head.ts): a kept page is keyed by
    // the address and this language (spa.ts), so one drawn for `?lang=fr` never answers another.
    const locale = pageLocale(request);
    const token = request.cookies[AUTH_COOKIE];
    const consent = request.cookies[CONSENT_COOKIE];
    const visitorOnce = (async (): Promise<Visitor> => ({
      locale,
      timeZone: request.timeZone,
      auth: token ? await options.authenticate(token) : null,
      ip: request.ip,
      scope: scopeOf(request),
    }))();
    const read = async (endpoint: string, input: SsrReadInput) =>
      app.pageData.read(endpoint, input, await visitorOnce);

    // One drawing at a time per place (RENDERS_AT_ONCE).
    if (renders.pendingCount >= rendersWaiting) throw overloaded();
    return renders(async () => {
      // Waited past the budget: the visitor already has the plain SPA.
      if (Date.now() >= deadline) return null;
      const started = await read(systemEndpoints.init.name, {});
      if (started.status !== 200) return null;
      const init = JSON.parse(started.json) as SsrRenderRequest['init'];
      let user: SsrRenderRequest['user'] = null;
      let forgetToken = false;
      if (token) {
        const me = await read(authEndpoints.me.name, {});
        if (me.status === 200) user = (JSON.parse(me.json) as { user: SsrRenderRequest['user'] }).user;
        else if (me.status === 401) forgetToken = true;
        else return null;
      }
      const views: PageView[] = [];
      const result = await ssr.render({
        url: request.url,
        origin: options.publicUrl,
        locale,
        init,
        user,
        forgetToken,
        consent,
        read: (endpoint, input) => {
          if (!app.pageData.has(endpoint)) {
            return Promise.reject(new Error(`${endpoint}: no page reader (page-data.ts)`));
          }
          if (app.pageData.countsViews(endpoint)) views.push({ endpoint, input });
          return read(endpoint, input);
        },
      });
      if (!result.ok) {
        request.log.warn({ err: result.error, reason: result.reason }, 'server rendering gave up');
        return null;
      }
      return { html: result.html, state: result.state, locale, views };
    });
  }
}
