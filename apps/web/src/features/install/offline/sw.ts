/// <reference lib="webworker" />
/**
 * The service worker (served at /sw.js by the API, scope the whole site), built by
 * vite-plugin-pwa from this file with Workbox's modules; the list of precached files is
 * written into `self.__WB_MANIFEST` at build time (vite.config.ts). What it keeps and never
 * keeps is decided by caching-rules.ts.
 *
 * Updates: a new deploy's worker installs beside the running one and waits; the page offers
 * "reload" (register-service-worker.ts) and then tells it to take over, so a page never runs
 * with scripts of two deploys. The very first worker takes control of the open page at once
 * (nothing older to clash with), so the page the visitor is on is already kept.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import {
  API_TIMEOUT_SECONDS,
  ASSETS_KEPT,
  CACHE_NAMES,
  cachingRuleOf,
  IMAGES_KEPT,
  IMAGES_MAX_AGE_SECONDS,
  isSignOut,
  OFFLINE_PAGE,
  PAGE_TIMEOUT_SECONDS,
  PAGES_KEPT,
  PUBLIC_API_KEPT,
  type CachingRule,
} from './caching-rules';
import { readPush } from '@portal/contract/notification-values';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Web push (modules/notifications on the API): the notification, in the member's language, and
// a click opens its page, in a window of the app already open when there is one.
self.addEventListener('push', (event) => {
  let data: unknown;
  try {
    data = event.data?.json();
  } catch {
    return;
  }
  const push = readPush(data);
  if (!push) return;
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      tag: push.tag,
      lang: push.lang,
      dir: push.dir,
      icon: '/build/icons/icon-192.png',
      data: { link: push.link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data as { link?: unknown } | null)?.link;
  const url = new URL(typeof link === 'string' ? link : '/profile/notifications', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url);
      } else {
        await self.clients.openWindow(url);
      }
    })(),
  );
});

// Signing out forgets the pages kept while signed in (the server's drawing of a list or detail
// page carries the member's name). Not answered here: Workbox's routes leave POSTs to the network.
self.addEventListener('fetch', (event) => {
  if (isSignOut(event.request, self.location.origin)) {
    event.waitUntil(caches.delete(CACHE_NAMES.pages));
  }
});

const matches =
  (wanted: CachingRule) =>
  ({ request }: { request: Request }) =>
    cachingRuleOf(
      {
        url: request.url,
        method: request.method,
        mode: request.mode,
        authorized: request.headers.has('Authorization'),
      },
      self.location.origin,
    ) === wanted;

/** Only complete, successful answers are kept (never an error page, a redirect or a 206). */
const onlyOk = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 && response.type === 'basic' ? response : null,
};

registerRoute(
  matches('assets'),
  new CacheFirst({
    cacheName: CACHE_NAMES.assets,
    plugins: [onlyOk, new ExpirationPlugin({ maxEntries: ASSETS_KEPT, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  matches('images'),
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.images,
    plugins: [
      onlyOk,
      new ExpirationPlugin({
        maxEntries: IMAGES_KEPT,
        maxAgeSeconds: IMAGES_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

registerRoute(
  matches('public-api'),
  new NetworkFirst({
    cacheName: CACHE_NAMES['public-api'],
    networkTimeoutSeconds: API_TIMEOUT_SECONDS,
    plugins: [onlyOk, new ExpirationPlugin({ maxEntries: PUBLIC_API_KEPT, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  matches('pages'),
  new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
    plugins: [onlyOk, new ExpirationPlugin({ maxEntries: PAGES_KEPT, purgeOnQuotaError: true })],
  }),
);

// The pages never kept (the back office) still get the offline page below when the network fails.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

// A page that could not be loaded and was never kept (or the back office, offline): the
// offline page, which lists the pages that are kept. Anything else fails as it would without us.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const offline = await matchPrecache(OFFLINE_PAGE);
    if (offline) return offline;
  }
  return Response.error();
});
