/**
 * Server rendering of the list and detail pages (the performance budget of docs/performance.md; decision in
 * docs/decisions/013-server-rendered-pages.md). Built by `vite build --ssr` into
 * apps/web/dist-ssr/ and called by the API's page handler (apps/api/src/platform/ssr.ts).
 *
 * The page is the SPA's own tree (router, layout, page components, queries). What the layout
 * and the route read (their prefetch, app/route-data.ts) is fetched first, together, from the
 * API's readers by endpoint (no HTTP; docs/decisions/035-one-pass-page-rendering.md); then the
 * tree is rendered once. The HTML and the state the browser needs to adopt it (start-up
 * answers, queries) are returned; anything that fails, or a query the render asked for that
 * no prefetch filled, gives a refusal, and the visitor gets the client-rendered SPA as before.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Locale } from '@portal/contract/locale';
import type { RouteName } from '@portal/contract/routes';
import type { SsrRenderRequest, SsrRenderResult } from '@portal/contract/ssr';
import { dehydrate, QueryClient, QueryClientProvider, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { prefetchLayout, ROUTE_PREFETCH } from './app/route-data';
import { buildRoutes, preloadPages, type RouteHandle } from './app/router';
import { serializeSsrState, type SsrState } from './app/ssr-state';
import { setCurrentUser } from './features/auth/api';
import { setCallTransport } from './lib/call';
import { setHttpTransport } from './lib/http';
import { createI18n } from './lib/i18n';
import ar from './locales/ar';
import en from './locales/en';
import fr from './locales/fr';
import { RenderEnvProvider } from './lib/render-env';
import { CONSENT_VERSION } from './lib/consent';
import { setRuntimeConfig } from './lib/runtime-config';

/**
 * The render a call belongs to, in a holder emptied once the render ends: every promise made
 * during a render carries the store with it, and the API's memos keep some of those promises,
 * so a store holding the request kept each drawn page's whole request alive (about 2,900 of them
 * in a process at a million listings, with their answers and texts).
 */
const current = new AsyncLocalStorage<{ request?: SsrRenderRequest }>();
// Every call of the page's components goes to the API's readers, by endpoint (lib/call.ts).
setCallTransport((endpoint, input) => {
  const request = current.getStore()?.request;
  if (!request) return Promise.reject(new Error('An API call outside a page render'));
  return request.read(endpoint, input);
});
// Nothing leaves by HTTP: a call outside the contract's table has no reader and fails the page.
setHttpTransport({
  fetch: (url) => Promise.reject(new Error(`${url}: a server render reads through the contract's endpoints`)),
  headers: () => ({}),
});

let handler = createStaticHandler(buildRoutes(ROUTE_PREFETCH));

/**
 * What the router found for a path, kept for the path's next pages: every search of a list or a
 * category shares its path, and finding the route tries the app's routes one by one. Only the
 * address's query and hash differ from one page to the next (the routes load no data).
 */
const contextsByPath = new Map<string, StaticHandlerContext>();
const PATHS_KEPT = 1_000;

async function routeContext(url: URL): Promise<StaticHandlerContext | Response> {
  let found = contextsByPath.get(url.pathname);
  if (!found) {
    const context = await handler.query(new Request(url));
    if (context instanceof Response || context.errors) return context;
    if (contextsByPath.size >= PATHS_KEPT) contextsByPath.delete(contextsByPath.keys().next().value!);
    contextsByPath.set(url.pathname, (found = context));
  }
  // A copy for each drawing: the router notes on its context where an error was drawn.
  return { ...found, location: { ...found.location, search: url.search, hash: url.hash } };
}

const i18nByLocale = new Map<Locale, ReturnType<typeof createI18n>>();
const i18nFor = (locale: Locale) => {
  let instance = i18nByLocale.get(locale);
  if (!instance) i18nByLocale.set(locale, (instance = createI18n(locale, { ar, fr, en })));
  return instance;
};

/** A query the page would fetch now: asked for, never fetched, and not switched off. */
function isWaiting(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Loads the pages of the routes the server renders, once at start: no render waits for one.
 * Its router then holds those routes alone: a page's router converts every route it holds at
 * each drawing (a quarter of a millisecond for the app's hundred), and the server asks it for
 * no other. A path the server draws matches the same route among them as among all.
 */
export function prepare(routes: readonly RouteName[]): Promise<void> {
  handler = createStaticHandler(buildRoutes(ROUTE_PREFETCH, routes));
  contextsByPath.clear();
  return preloadPages(routes);
}

export function render(request: SsrRenderRequest): Promise<SsrRenderResult> {
  const holder: { request?: SsrRenderRequest } = { request };
  return current
    .run(holder, () => draw(request))
    .finally(() => {
      holder.request = undefined;
    });
}

/** The page of `request`, its calls answered through the store `render` set. */
async function draw(request: SsrRenderRequest): Promise<SsrRenderResult> {
  const url = new URL(request.url, request.origin);
  const context = await routeContext(url);
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

  // Everything the layout and the route read, fetched together, then one render.
  const match = context.matches.at(-1);
  const prefetch = (match?.route.handle as RouteHandle | undefined)?.prefetch;
  const prefetchContext = {
    params: match?.params ?? {},
    search: url.searchParams,
    locale: request.locale,
    user: request.user,
    queryClient,
  };
  try {
    await Promise.all([prefetchLayout(prefetchContext), prefetch?.(prefetchContext)]);
  } catch (error) {
    // A read the page cannot go without failed (the browser would show that failure).
    return { ok: false, reason: 'a read failed', error };
  }

  const html = renderToString(tree);
  const queries = queryClient.getQueryCache().getAll();
  const waiting = queries.filter(isWaiting);
  // A query the render asked for that no prefetch filled, or a page not loaded: the route's
  // prefetch misses something its components read. A bug, not a second render.
  if (waiting.length > 0) {
    return { ok: false, reason: `not prefetched: ${waiting.map((query) => query.queryHash).join(', ')}` };
  }
  // One pass over the page (a list page is 100 KB of two-byte text): a boundary React left to
  // the browser (`<!--$!-->`) or still waiting (`<!--$?-->`).
  if (/<!--\$[!?]-->/.test(html)) {
    return { ok: false, reason: 'a part of the page waited (a page module not preloaded?)' };
  }
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
