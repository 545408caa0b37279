/**
 * Server rendering of the list and detail pages (the performance budget of docs/performance.md; decision in
 * docs/decisions/013-server-rendered-pages.md). Built by `vite build --ssr` into
 * apps/web/dist-ssr/ and called by the API's page handler (apps/api/src/platform/ssr.ts).
 *
 * The page is the SPA's own tree (router, layout, page components, queries). Its queries are
 * found by rendering: each render registers the queries it reads; they are fetched through the
 * API in-process and the tree is rendered again, until nothing is missing. The HTML and the
 * state the browser needs to adopt it (start-up answers, queries) are returned; anything that
 * fails gives null, and the visitor gets the client-rendered SPA as before.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Locale } from '@portal/contract/locale';
import type { SsrRenderRequest, SsrRenderResult } from '@portal/contract/ssr';
import { dehydrate, QueryClient, QueryClientProvider, type Query } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { buildRoutes } from './app/router';
import { serializeSsrState, type SsrState } from './app/ssr-state';
import { setCurrentUser } from './features/auth/api';
import { setHttpTransport } from './lib/http';
import { createI18n } from './lib/i18n';
import ar from './locales/ar';
import en from './locales/en';
import fr from './locales/fr';
import { RenderEnvProvider } from './lib/render-env';
import { CONSENT_VERSION } from './lib/consent';
import { setRuntimeConfig } from './lib/runtime-config';

/** Renders after which queries still missing mean the page reads in a chain longer than expected. */
const MAX_RENDERS = 5;

const current = new AsyncLocalStorage<SsrRenderRequest>();
setHttpTransport({
  async fetch(url, init) {
    const request = current.getStore();
    if (!request) throw new Error('An API call outside a page render');
    const answer = await request.fetch(url, {
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
    });
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : answer.body, {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  },
  headers() {
    const request = current.getStore();
    return {
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      ...(request ? { 'X-localization': request.locale, 'X-timezone': request.init.time_zone } : {}),
    };
  },
});

const routes = buildRoutes();
const handler = createStaticHandler(routes);
const i18nByLocale = new Map<Locale, ReturnType<typeof createI18n>>();
const i18nFor = (locale: Locale) => {
  let instance = i18nByLocale.get(locale);
  if (!instance) i18nByLocale.set(locale, (instance = createI18n(locale, { ar, fr, en })));
  return instance;
};

/**
 * Renders the tree: the queries it asks for land in its QueryClient. renderToString writes each
 * boundary in place (a prerender may write a boundary apart, with an inline script to move it,
 * which the CSP forbids), but does not wait: a lazy page not loaded yet leaves its boundary
 * unfinished (`<!--$!-->`), and a prerender, which waits for it, loads it for the next render.
 */
async function renderOnce(node: ReactNode): Promise<{ html: string | null; errors: unknown[] }> {
  const html = renderToString(node);
  if (!html.includes('<!--$!-->') && !html.includes('<!--$?-->')) return { html, errors: [] };
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(node, { onError: (error) => void errors.push(error) });
  for await (const chunk of prelude) void chunk;
  return { html: null, errors };
}

/** A query the page would fetch now: asked for, never fetched, and not switched off. */
function isWaiting(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

export function render(request: SsrRenderRequest): Promise<SsrRenderResult> {
  return current.run(request, async (): Promise<SsrRenderResult> => {
    const url = new URL(request.url, request.origin);
    const context = await handler.query(new Request(url));
    if (context instanceof Response) return { ok: false, reason: 'the route redirects' };
    if (context.errors) return { ok: false, reason: 'the route failed', error: context.errors };

    setRuntimeConfig(request.init);
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
    });
    setCurrentUser(queryClient, request.user);
    const env = {
      origin: request.origin,
      now: new Date().toISOString(),
      timeZone: request.init.time_zone,
      consentDecided: request.consent === String(CONSENT_VERSION),
    };
    const router = createStaticRouter(handler.dataRoutes, context);
    const tree = (
      <StrictMode>
        <I18nextProvider i18n={i18nFor(request.locale)}>
          <RenderEnvProvider env={env}>
            <QueryClientProvider client={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </QueryClientProvider>
          </RenderEnvProvider>
        </I18nextProvider>
      </StrictMode>
    );

    for (let renders = 1; ; renders++) {
      const { html, errors } = await renderOnce(tree);
      if (errors.length) return { ok: false, reason: 'a component failed', error: errors[0] };
      const queries = queryClient.getQueryCache().getAll();
      const waiting = queries.filter(isWaiting);
      if (waiting.length === 0 && html !== null) {
        const failed = queries.find((query) => query.state.status === 'error');
        // The browser would show the failure after its own attempt: let it render the page itself.
        if (failed) return { ok: false, reason: `${failed.queryHash} failed`, error: failed.state.error };
        const state: SsrState = {
          locale: request.locale,
          url: url.pathname + url.search,
          init: request.init,
          user: request.user,
          forgetToken: request.forgetToken,
          queries: dehydrate(queryClient),
          env,
        };
        return { ok: true, html, state: serializeSsrState(state) };
      }
      if (renders === MAX_RENDERS) return { ok: false, reason: 'queries still missing' };
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    }
  });
}
