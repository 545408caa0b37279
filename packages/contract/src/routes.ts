import type { Role } from './auth';

/**
 * The public route table. The SPA router builds its routes from it and the
 * server answers 404 for any path it does not match, so both always agree.
 * Paths use `:param` segments.
 */
export interface RouteDef {
  /** Stable name used by redirects (`?redirect=<name>`). */
  readonly name: string;
  readonly path: string;
  /** Visiting without a current user sends to the login screen. */
  readonly requiresAuth?: boolean;
  /** The services and auth groups carry the flag; see guards in apps/web. */
  readonly guestOnly?: boolean;
  /** A redirect-only entry: the SPA replaces the location with this route's path. */
  readonly redirectTo?: string;
  /**
   * Only users of this role or a higher one (ROLES order) may open it; the SPA shows anyone else
   * its not-found state. Set with requiresAuth, so a visitor goes to the login screen first.
   */
  readonly requiresRole?: Exclude<Role, 'user'>;
}

export const ROUTES = [
  { name: 'root', path: '/', redirectTo: 'home' },
  // Public
  { name: 'home', path: '/home' },
  { name: 'about-us', path: '/about-us' },
  { name: 'sitemap', path: '/sitemap' },
  { name: 'search', path: '/search' },
  // The listings' own search over both platforms, with its filters (the "see all" of /search's listings).
  { name: 'search-listings', path: '/search/listings' },
  { name: 'contact-us', path: '/contact-us' },
  { name: 'news', path: '/news' },
  { name: 'news-show', path: '/news/:id' },
  { name: 'blog', path: '/blog' },
  { name: 'blog-show', path: '/blog/:slug' },
  { name: 'related-links', path: '/related-links' },
  { name: 'multimedia', path: '/multimedia' },
  { name: 'podcast', path: '/podcast' },
  { name: 'downloadable-files', path: '/downloadable-files' },
  { name: 'faq', path: '/faq' },
  { name: 'legal-texts', path: '/legal-texts' },
  { name: 'friendly-links', path: '/friendly-links' },
  { name: 'privacy-policy', path: '/privacy-policy' },
  { name: 'terms-and-conditions', path: '/terms-and-conditions' },
  { name: 'personal-privacy', path: '/personal-privacy' },
  { name: 'user-guide', path: '/user-guide' },
  { name: 'coming-soon', path: '/coming-soon' },
  { name: 'share-survey-with-us', path: '/share-survey-with-us' },
  // Footer pages the spec names without a path (§1): partners, the newsletter, installing the app
  { name: 'partners', path: '/partners' },
  { name: 'subscriptions', path: '/subscriptions' },
  // Where an alert mail's unsubscribe link leads: no login (the link's signed token is enough).
  { name: 'alerts-unsubscribe', path: '/alerts/unsubscribe' },
  { name: 'app-download', path: '/app-download' },
  // A seller's public page: who they are, their business if verified, their public listings
  { name: 'seller', path: '/sellers/:username' },
  // Login required
  { name: 'advertisement', path: '/advertisement', requiresAuth: true },
  { name: 'advertisement-show', path: '/advertisement/:id' },
  { name: 'join-us', path: '/join-us', requiresAuth: true },
  { name: 'book-appointment', path: '/book-appointment', requiresAuth: true },
  { name: 'confirm-password', path: '/confirm-password', requiresAuth: true },
  // Services (guest-only flag)
  { name: 'services', path: '/services', redirectTo: 'services-all' },
  { name: 'services-all', path: '/services/all', guestOnly: true },
  { name: 'services-show', path: '/services/:id', guestOnly: true },
  // Profile (login required)
  { name: 'profile', path: '/profile', redirectTo: 'profile-main' },
  { name: 'profile-main', path: '/profile/main', requiresAuth: true },
  { name: 'profile-announcements', path: '/profile/announcements', requiresAuth: true },
  { name: 'profile-favorites', path: '/profile/favorites', requiresAuth: true },
  { name: 'profile-products', path: '/profile/products', requiresAuth: true },
  { name: 'profile-appointments', path: '/profile/appointments', requiresAuth: true },
  { name: 'profile-advertisements', path: '/profile/advertisements', requiresAuth: true },
  { name: 'profile-join-requests', path: '/profile/join-requests', requiresAuth: true },
  { name: 'profile-saved-searches', path: '/profile/saved-searches', requiresAuth: true },
  { name: 'profile-notifications', path: '/profile/notifications', requiresAuth: true },
  {
    name: 'profile-notification-preferences',
    path: '/profile/notifications/preferences',
    requiresAuth: true,
  },
  { name: 'profile-business', path: '/profile/business', requiresAuth: true },
  { name: 'profile-messages', path: '/profile/messages', requiresAuth: true },
  { name: 'profile-message', path: '/profile/messages/:id', requiresAuth: true },
  // Announcements
  { name: 'announcements', path: '/announcements' },
  { name: 'announcements-show', path: '/announcements/show/:slug' },
  { name: 'announcements-category', path: '/announcements/:id' },
  { name: 'announcements-create', path: '/announcements/:id/create', requiresAuth: true },
  { name: 'announcements-edit', path: '/announcements/:id/edit/:slug', requiresAuth: true },
  // Sales
  { name: 'sales', path: '/sales' },
  { name: 'sales-show', path: '/sales/show/:slug' },
  { name: 'sales-category', path: '/sales/:id' },
  { name: 'sales-create', path: '/sales/:id/create', requiresAuth: true },
  { name: 'sales-edit', path: '/sales/:id/edit/:slug', requiresAuth: true },
  // Auth group (guest-only flag); its default is the login screen
  { name: 'auth', path: '/auth', redirectTo: 'login' },
  { name: 'register', path: '/register', guestOnly: true },
  { name: 'login', path: '/login', guestOnly: true },
  { name: 'verify-email', path: '/verify-email', guestOnly: true },
  { name: 'forgot-password', path: '/forgot-password', guestOnly: true },
  { name: 'reset-password', path: '/reset-password/:token', guestOnly: true },
  // Back office: moderators and admins; the SPA loads it as a separate chunk
  { name: 'admin', path: '/admin', requiresAuth: true, requiresRole: 'moderator' },
  { name: 'admin-dashboard', path: '/admin/dashboard', requiresAuth: true, requiresRole: 'moderator' },
  { name: 'admin-review', path: '/admin/review/:id', requiresAuth: true, requiresRole: 'moderator' },
  { name: 'admin-audit', path: '/admin/audit', requiresAuth: true, requiresRole: 'moderator' },
  { name: 'admin-reports', path: '/admin/reports', requiresAuth: true, requiresRole: 'moderator' },
  { name: 'admin-users', path: '/admin/users', requiresAuth: true, requiresRole: 'moderator' },
  // Payments: moderators see what is due, only admins record a payment (the API decides)
  { name: 'admin-payments', path: '/admin/payments', requiresAuth: true, requiresRole: 'moderator' },
  // Catalog management: moderators read it, only admins change it (the API decides; the SPA hides the buttons)
  { name: 'admin-catalog', path: '/admin/catalog', requiresAuth: true, requiresRole: 'moderator' },
  {
    name: 'admin-catalog-regions',
    path: '/admin/catalog/regions',
    requiresAuth: true,
    requiresRole: 'moderator',
  },
  {
    name: 'admin-catalog-currencies',
    path: '/admin/catalog/currencies',
    requiresAuth: true,
    requiresRole: 'moderator',
  },
  // Admin-only management (the API answers 403 to moderators; the SPA shows them not-found)
  { name: 'admin-settings', path: '/admin/settings', requiresAuth: true, requiresRole: 'admin' },
  {
    name: 'admin-rejection-reasons',
    path: '/admin/rejection-reasons',
    requiresAuth: true,
    requiresRole: 'admin',
  },
  { name: 'admin-banned-words', path: '/admin/banned-words', requiresAuth: true, requiresRole: 'admin' },
  // The CMS: moderators read it, only admins change it (the API decides; the SPA hides the buttons)
  { name: 'admin-content', path: '/admin/content', requiresAuth: true, requiresRole: 'moderator' },
  { name: 'admin-content-kind', path: '/admin/content/:kind', requiresAuth: true, requiresRole: 'moderator' },
  {
    name: 'admin-content-new',
    path: '/admin/content/:kind/new',
    requiresAuth: true,
    requiresRole: 'moderator',
  },
  {
    name: 'admin-content-edit',
    path: '/admin/content/items/:id',
    requiresAuth: true,
    requiresRole: 'moderator',
  },
  // The newsletter: moderators read the counts and issues, only admins write and send (the API decides)
  { name: 'admin-newsletter', path: '/admin/newsletter', requiresAuth: true, requiresRole: 'moderator' },
  // The contact page's inbox: moderators and admins alike answer, close and reopen threads
  { name: 'admin-contact', path: '/admin/contact', requiresAuth: true, requiresRole: 'moderator' },
  { name: 'admin-contact-thread', path: '/admin/contact/:id', requiresAuth: true, requiresRole: 'moderator' },
  // Reported conversations are items of the reports queue: this address opens it on them
  {
    name: 'admin-conversations',
    path: '/admin/conversations',
    requiresAuth: true,
    requiresRole: 'moderator',
  },
  // Join requests: staff (moderators and admins) read the queue, open a request and decide
  {
    name: 'admin-join-requests',
    path: '/admin/join-requests',
    requiresAuth: true,
    requiresRole: 'moderator',
  },
  {
    name: 'admin-join-request',
    path: '/admin/join-requests/:id',
    requiresAuth: true,
    requiresRole: 'moderator',
  },
  // The survey: moderators read the results, only admins export them and manage the questions (the API decides)
  { name: 'admin-survey', path: '/admin/survey', requiresAuth: true, requiresRole: 'moderator' },
  {
    name: 'admin-survey-questions',
    path: '/admin/survey/questions',
    requiresAuth: true,
    requiresRole: 'moderator',
  },
  // The appointments' agenda: moderators and admins confirm, move, cancel and close appointments
  { name: 'admin-appointments', path: '/admin/appointments', requiresAuth: true, requiresRole: 'moderator' },
  // Paid advertisements: the review queue, one order, the placements' calendar and the statistics
  {
    name: 'admin-advertisements',
    path: '/admin/advertisements',
    requiresAuth: true,
    requiresRole: 'moderator',
  },
  {
    name: 'admin-advertisements-calendar',
    path: '/admin/advertisements/calendar',
    requiresAuth: true,
    requiresRole: 'moderator',
  },
  {
    name: 'admin-advertisements-stats',
    path: '/admin/advertisements/stats',
    requiresAuth: true,
    requiresRole: 'moderator',
  },
  {
    name: 'admin-advertisement',
    path: '/admin/advertisements/:id',
    requiresAuth: true,
    requiresRole: 'moderator',
  },
  // Business accounts: staff (moderators and admins) verify the commercial registry numbers
  {
    name: 'admin-businesses',
    path: '/admin/businesses',
    requiresAuth: true,
    requiresRole: 'moderator',
  },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof ROUTES)[number]['name'];

const byName = new Map<string, RouteDef>(ROUTES.map((r) => [r.name, r]));

export function findRouteByName(name: string): RouteDef | undefined {
  return byName.get(name);
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** Each role has the rights of those below it. A type import only: the SPA's first load has no zod. */
const ROLE_RANK: Record<Role, number> = { user: 0, moderator: 1, admin: 2 };

/** Whether a user of this role may open the route. */
export function roleAllows(route: RouteDef, role: Role): boolean {
  return route.requiresRole === undefined || ROLE_RANK[role] >= ROLE_RANK[route.requiresRole];
}

/** The route a concrete path belongs to, or undefined (then the path is not found). */
export function matchRoute(pathname: string): RouteDef | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const parts = segmentsOf(decoded.endsWith('/') && decoded !== '/' ? decoded.slice(0, -1) : decoded);
  // Static segments win over parameters (`/services/all` before `/services/:id`).
  let best: { route: RouteDef; score: number } | undefined;
  for (const route of ROUTES) {
    const pattern = segmentsOf(route.path);
    if (pattern.length !== parts.length) continue;
    let score = 0;
    const matches = pattern.every((seg, i) => {
      if (seg.startsWith(':')) return (parts[i] ?? '').length > 0;
      if (seg === parts[i]) {
        score += 1;
        return true;
      }
      return false;
    });
    if (matches && (!best || score > best.score)) best = { route, score };
  }
  return best?.route;
}

/** Builds a concrete path from a route name and its params. */
export function pathFor(name: RouteName, params: Record<string, string | number> = {}): string {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing param ${key} for route ${name}`);
    return encodeURIComponent(String(value));
  });
}
