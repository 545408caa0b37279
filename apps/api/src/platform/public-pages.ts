import { pathFor, ROUTES, type RouteDef, type RouteName } from '@portal/contract/routes';
import type { SitemapSource } from './sitemap';

/**
 * The agency's services carry the guest-only flag as the sign-in forms do (the route table's
 * groups), yet they are pages anyone reads: the flag there only sends a signed-in user on to
 * a `redirect` asked for, so they are public like any page of the CMS.
 */
const GUEST_ONLY_PUBLIC: ReadonlySet<string> = new Set(['services-all', 'services-show']);

/**
 * The pages anyone may open and a search engine may list: not behind a login, not for guests
 * only (forms to sign in; the services aside), not the back office, not a redirect.
 */
export function isPublicRoute(route: RouteDef): boolean {
  const guestOnly = route.guestOnly === true && !GUEST_ONLY_PUBLIC.has(route.name);
  return !route.requiresAuth && !guestOnly && !route.redirectTo && !route.requiresRole;
}

/**
 * Public pages that are no page of their own for a search engine: search results (any query
 * makes another page of the same listings) and the page shown where something is not ready.
 */
const NOT_LISTED: ReadonlySet<string> = new Set(['search', 'coming-soon']);

/** The public pages without a parameter, each listed in the sitemap (sitemap.ts). */
export const STATIC_PUBLIC_ROUTES: readonly RouteName[] = ROUTES.filter(
  (route: RouteDef) => isPublicRoute(route) && !route.path.includes(':') && !NOT_LISTED.has(route.name),
).map((route) => route.name);

/** Routes a crawler has nothing to read on: forms behind a login, accounts, the back office. */
export const PRIVATE_ROUTES: readonly RouteDef[] = (ROUTES as readonly RouteDef[]).filter(
  (route) => !route.redirectTo && !isPublicRoute(route),
);

/** The public pages without a parameter, for the sitemap: they change only with a release. */
export const staticPagesSource: SitemapSource = {
  name: 'pages',
  maxPathLength: Math.max(...STATIC_PUBLIC_ROUTES.map((name) => pathFor(name).length)),
  version: () => Promise.resolve('static'),
  parts: () => Promise.resolve(1),
  async *pages() {
    yield STATIC_PUBLIC_ROUTES.map((name) => ({ path: pathFor(name) }));
  },
};

/** A route's path as a robots.txt rule: each parameter any one segment (`*`, Google's and Bing's wildcard). */
const robotsPath = (path: string) => path.replace(/:\w+/g, '*');

/**
 * robots.txt: the public site is open; crawlers stay out of the pages behind a login or for
 * signing in (accounts, forms, the back office), of the API (except the listings' photos, which
 * previews and image search show), and of search results (`q=`: every query another page of the
 * same listings; the lists themselves are listed). Where the sitemap is, at PUBLIC_URL.
 */
export function robotsTxt(publicUrl: string): string {
  const disallowed = [...new Set(PRIVATE_ROUTES.map((route) => robotsPath(route.path)))];
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/v1/listings/photos/',
    'Disallow: /api/',
    ...disallowed.map((path) => `Disallow: ${path}`),
    'Disallow: /search',
    'Disallow: /*?q=',
    'Disallow: /*&q=',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
