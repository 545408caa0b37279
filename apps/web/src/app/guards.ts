import type { PublicUser } from '@portal/contract/auth';
import { findRouteByName, pathFor, roleAllows, type RouteDef, type RouteName } from '@portal/contract/routes';

/**
 * Where the guard sends a navigation, or null to let it through:
 * - a login-required route without a current user → the login screen with
 *   `?redirect=<route name>` (and the route's params, so the user lands on the same page);
 * - a guest-only route with a current user who has a `redirect` query → that named route;
 * - the login or register screen with a current user and no `redirect` → /profile/main.
 * Redirect targets come only from our route table, so `?redirect=` never leaves the site.
 */
export function guardRedirect(
  route: RouteDef,
  user: PublicUser | null,
  search: URLSearchParams,
  params: Record<string, string | undefined> = {},
): string | null {
  if (route.requiresAuth && !user) return loginPath(route, params);
  if (route.guestOnly && user) {
    const redirect = search.get('redirect');
    if (redirect) return redirectTarget(redirect, search.get('redirect_params'));
    if (route.name === 'login' || route.name === 'register') return '/profile/main';
  }
  return null;
}

/**
 * The login screen, then back to `route` with its params: for a page that needs an account,
 * and for an action a visitor tried on a public page (saving a listing, liking it).
 */
export function loginPath(route: RouteDef, params: Record<string, string | undefined> = {}): string {
  const query = new URLSearchParams({ redirect: route.name });
  const filled = Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined);
  if (filled.length > 0) query.set('redirect_params', new URLSearchParams(filled).toString());
  return `/login?${query.toString()}`;
}

/** The path of a named route from a `redirect` query; unknown names go to the profile. */
export function redirectTarget(name: string, rawParams: string | null): string {
  const target = findRouteByName(name);
  if (!target || target.redirectTo) return '/profile/main';
  try {
    const params = Object.fromEntries(new URLSearchParams(rawParams ?? ''));
    return pathFor(target.name as RouteName, params);
  } catch {
    return '/profile/main';
  }
}

/**
 * Whether a signed-in user lacks the route's role (the back office for a plain user): the page
 * then shows its not-found state and never loads the route's code. A visitor is not refused
 * here: guardRedirect sends them to the login screen first.
 */
export function isRefused(route: RouteDef, user: PublicUser | null): boolean {
  return user !== null && !roleAllows(route, user.role);
}
