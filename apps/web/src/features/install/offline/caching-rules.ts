import { API_PREFIX } from '@portal/contract/endpoints/endpoint';
import { matchRoute } from '@portal/contract/routes';
import type { CachingRule } from './cache-names';

export { CACHE_NAMES, type CachingRule } from './cache-names';

/**
 * What the service worker (sw.ts) keeps, and what it never keeps, as plain functions so the
 * rules are tested without a browser (caching-rules.test.ts). The worker and the offline page
 * (offline-page.ts) share the cache names.
 *
 * - `assets`: the build's hashed files (/build/assets/): a name changes with its content, so a
 *   kept copy is always right (cache first).
 * - `images`: listing photos and the CMS's files: shown at once from the cache, refreshed
 *   behind (stale-while-revalidate), a bounded number kept.
 * - `public-api`: the API's public reads (start-up, settings, catalog, content, listings) asked
 *   without a bearer token: from the network, the kept answer when it is too slow or gone.
 * - `pages`: loads of the public pages (navigations), from the network, the last PAGES_KEPT
 *   kept for reading offline.
 * - null: never kept: anything but GET, other origins, a request carrying a bearer token (an
 *   answer for one person), the member's own calls (/api/v1/user/…, own listings, favourites)
 *   and pages, the back office (its pages and its API), the sign-in forms, file downloads.
 */

/** How many pages stay readable offline: the last ones opened. */
export const PAGES_KEPT = 30;
/** Photos and CMS images kept (each a few tens of KB in WebP) and for how long. */
export const IMAGES_KEPT = 150;
export const IMAGES_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Public API answers kept (one per address and language). */
export const PUBLIC_API_KEPT = 80;
/** Hashed files kept beside the precached shell (route chunks opened, older deploys' files). */
export const ASSETS_KEPT = 200;
/**
 * Seconds the network has before the kept copy is used: a page or an answer that has not
 * started arriving by then on a dropping connection is read from the cache instead.
 */
export const PAGE_TIMEOUT_SECONDS = 4;
export const API_TIMEOUT_SECONDS = 3;

/** The page shown for a page never opened while offline (offline.html, precached). */
export const OFFLINE_PAGE = '/build/offline.html';

const API = `${API_PREFIX}/`;

/** The API's public reads: the same answer for every visitor without a token. */
const PUBLIC_API = [
  /^init$/,
  /^settings$/,
  /^catalog\/[^/]+\/categories(\/[^/]+)?$/,
  /^regions(\/[^/]+)?$/,
  /^currencies$/,
  /^content\/(?!items\/|files\/)[^/]+(\/[^/]+)?$/,
  /^listings$/,
  /^listings\/featured$/,
  /^listings\/[^/]+\/(similar|from-owner)$/,
  /^listings\/(?!mine$|photos$)[^/]+$/,
];

/** Images: listing photos and the CMS's files (immutable names, public). */
const IMAGES = [/^listings\/photos\/[^/]+$/, /^content\/files\/[^/]+$/];

/**
 * Pages kept: those of the route table anyone may read. Never a member's pages (their account,
 * their lists: requiresAuth, the back office included), nor the sign-in forms (guestOnly):
 * nothing there to read offline, and a member's list of kept pages stays about the site.
 */
function isReadablePage(path: string): boolean {
  const route = matchRoute(path);
  return route !== undefined && !route.requiresAuth && !route.guestOnly;
}

export interface RequestFacts {
  /** The request's absolute URL. */
  url: string;
  method: string;
  /** `navigate` for a page load. */
  mode: string;
  /** Whether it carries an `Authorization` header (the SPA sends the member's bearer token). */
  authorized: boolean;
}

/** The rule a request falls under, or null when its answer must never be kept. */
export function cachingRuleOf(request: RequestFacts, origin: string): CachingRule | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  const path = url.pathname;
  if (request.mode === 'navigate') {
    return isReadablePage(path) ? 'pages' : null;
  }
  if (path.startsWith('/build/assets/')) return 'assets';
  if (!path.startsWith(API)) return null;
  const endpoint = path.slice(API.length);
  if (IMAGES.some((pattern) => pattern.test(endpoint))) return 'images';
  if (request.authorized) return null;
  return PUBLIC_API.some((pattern) => pattern.test(endpoint)) ? 'public-api' : null;
}

/**
 * Whether a request signs the member out: the pages kept while signed in carry their name in
 * the server's drawing (docs/decisions/013), so they are forgotten with the session.
 */
export function isSignOut(request: Pick<RequestFacts, 'url' | 'method'>, origin: string): boolean {
  const url = new URL(request.url);
  return request.method === 'POST' && url.origin === origin && url.pathname === `${API}logout`;
}
