import { LOCALE_COOKIE, storedLocaleOf, type Locale } from '@portal/contract/locale';
import { AUTH_COOKIE, CONSENT_COOKIE, type SsrModule, type SsrRenderRequest } from '@portal/contract/ssr';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import { originOf } from './page-head';

/** A server-rendered page: the root's HTML, the state the browser adopts it with, its language. */
export interface RenderedPage {
  html: string;
  state: string;
  locale: Locale;
}

/** Renders the SPA's page for this request, or null when it cannot (the plain SPA then draws it). */
export type PageRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<RenderedPage | null>;

/** Longer than this and the visitor is better served by the plain SPA. */
const RENDER_TIMEOUT_MS = 3_000;

/**
 * Server rendering of the list and detail pages (issue 5 performance budget; docs/decisions/013):
 * the SPA's own components, from apps/web/dist-ssr/entry-server.js (`load`), given what its
 * start-up would have asked (spec §4: `/init`, then the current user), with every API call
 * answered in-process by this app (`inject`) as the visitor: their token, language and address
 * (so rate limits count them as when the browser asks).
 * The language is the SPA's own choice: the stored one (mirrored in a cookie), else Arabic.
 */
export function createPageRenderer(
  app: FastifyInstance,
  options: { load: () => Promise<SsrModule>; publicOrigin: string | undefined },
): PageRenderer {
  let module: Promise<SsrModule | null> | undefined;
  const loadOnce = () =>
    (module ??= options.load().catch((err: unknown) => {
      app.log.error({ err }, 'server rendering unavailable: the pages are drawn by the browser');
      return null;
    }));

  // Loaded with the app, not by the first visitor.
  app.addHook('onReady', async () => {
    void loadOnce();
  });

  return async (request, reply) => {
    try {
      return await renderPage(request, reply);
    } catch (err) {
      request.log.error({ err }, 'server rendering failed: the browser draws the page');
      return null;
    }
  };

  async function renderPage(request: FastifyRequest, reply: FastifyReply): Promise<RenderedPage | null> {
    const ssr = await loadOnce();
    if (!ssr) return null;
    const locale = storedLocaleOf(request.cookies[LOCALE_COOKIE]);
    const token = request.cookies[AUTH_COOKIE];
    const call = (url: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
      app.inject({
        method: (init.method ?? 'GET') as InjectOptions['method'],
        url,
        remoteAddress: request.ip,
        headers: {
          ...init.headers,
          'x-localization': locale,
          ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });

    const started = await call('/api/v1/init');
    if (started.statusCode !== 200) return null;
    const init = started.json<SsrRenderRequest['init']>();
    let user: SsrRenderRequest['user'] = null;
    let forgetToken = false;
    if (token) {
      const me = await call('/api/v1/user/me');
      if (me.statusCode === 200) user = me.json<{ user: SsrRenderRequest['user'] }>().user;
      else if (me.statusCode === 401) forgetToken = true;
      else return null;
    }

    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
    });
    const result = await Promise.race([
      ssr.render({
        url: request.url,
        origin: originOf(request, options.publicOrigin),
        locale,
        init,
        user,
        forgetToken,
        consent: request.cookies[CONSENT_COOKIE],
        fetch: async (url, fetchInit) => {
          const res = await call(url, fetchInit);
          return { status: res.statusCode, body: res.body };
        },
      }),
      timeout,
    ]).finally(() => clearTimeout(timer));
    if (!result) {
      request.log.warn({ url: request.url }, 'server rendering took too long: the browser draws the page');
      return null;
    }
    if (!result.ok) {
      request.log.warn({ err: result.error, reason: result.reason }, 'server rendering gave up');
      return null;
    }
    // What `/init` does for the browser's start-up (spec §4): the CSRF cookie, on this answer.
    app.csrf.issue(reply, request);
    return { html: result.html, state: result.state, locale };
  }
}
