import { findRouteByName, ROUTES, type RouteDef, type RouteName } from '@portal/contract/routes';
import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import NotFoundPage from '../features/system/pages/not-found-page';
import { RootLayout } from './layout/root-layout';
import type { Prefetch } from '../lib/prefetch';
import { RoutePage, type PageComponent } from './route-page';

type PageModule = { default: ComponentType };

/** Modules loaded ahead (preloadPages), by their loader. */
const loadedPages = new Map<() => Promise<PageModule>, PageModule>();

/**
 * A lazily loaded page. Once preloaded (a server, before its first render), React gets its
 * module at once (a thenable that is already resolved), so a render never waits for it.
 */
function page(load: () => Promise<PageModule>): PageComponent {
  const component = lazy(() => {
    const loaded = loadedPages.get(load);
    if (!loaded) return load();
    return { then: (resolve: (module: PageModule) => void) => resolve(loaded) } as Promise<PageModule>;
  });
  loaders.set(component, load);
  return component;
}
const loaders = new Map<PageComponent, () => Promise<PageModule>>();

/**
 * Pages built so far, by route name. A route without one shows the coming-soon state
 * inside its page frame until its page is built. Pages load lazily so a
 * visitor downloads only what they open.
 */
const PAGES: Partial<Record<RouteName, PageComponent>> = {
  home: page(() => import('./pages/home-page')),
  login: page(() => import('../features/auth/pages/login-page')),
  'confirm-password': page(() => import('../features/auth/pages/confirm-password-page')),
  register: page(() => import('../features/auth/pages/register-page')),
  'verify-email': page(() => import('../features/auth/pages/verify-email-page')),
  'forgot-password': page(() => import('../features/auth/pages/forgot-password-page')),
  'reset-password': page(() => import('../features/auth/pages/reset-password-page')),
  'profile-main': page(() => import('../features/profile/pages/profile-main-page')),
  'profile-announcements': page(() => import('../features/listings/pages/my-listings-page')),
  'profile-products': page(() => import('../features/listings/pages/my-listings-page')),
  'profile-favorites': page(() => import('../features/engagement/pages/favorites-page')),
  'announcements-create': page(() => import('../features/listings/pages/listing-create-page')),
  'announcements-edit': page(() => import('../features/listings/pages/listing-edit-page')),
  'sales-create': page(() => import('../features/listings/pages/listing-create-page')),
  'sales-edit': page(() => import('../features/listings/pages/listing-edit-page')),
  announcements: page(() => import('./pages/announcements-page')),
  sales: page(() => import('./pages/sales-page')),
  'announcements-category': page(() => import('./pages/announcements-category-page')),
  'sales-category': page(() => import('./pages/sales-category-page')),
  search: page(() => import('./pages/search-page')),
  'search-listings': page(() => import('./pages/search-listings-page')),
  'announcements-show': page(() => import('./pages/announcements-show-page')),
  'sales-show': page(() => import('./pages/sales-show-page')),
  'advertisement-show': page(() => import('../features/advertisements/pages/advertisement-show-page')),
  'app-download': page(() => import('../features/install/pages/app-download-page')),
  seller: page(() => import('./pages/seller-page')),
  'profile-business': page(() => import('../features/sellers/pages/business-page')),
  'admin-businesses': page(() => import('../features/sellers/admin/pages/businesses-page')),
  // The back office: its own chunks, with its strings; loaded only past the role guard.
  admin: page(() => import('../features/moderation/admin/pages/review-queue-page')),
  'admin-dashboard': page(() => import('../features/dashboard/admin/pages/dashboard-page')),
  'admin-review': page(() => import('../features/moderation/admin/pages/review-page')),
  'admin-audit': page(() => import('../features/moderation/admin/pages/audit-log-page')),
  'admin-reports': page(() => import('../features/trust/admin/pages/reports-page')),
  'admin-users': page(() => import('../features/trust/admin/pages/users-page')),
  'admin-payments': page(() => import('../features/payments/admin/pages/payments-page')),
  'admin-catalog': page(() => import('../features/catalog/admin/pages/catalog-categories-page')),
  'admin-catalog-regions': page(() => import('../features/catalog/admin/pages/catalog-regions-page')),
  'admin-catalog-currencies': page(() => import('../features/catalog/admin/pages/catalog-currencies-page')),
  'admin-settings': page(() => import('../features/settings/admin/pages/settings-page')),
  'admin-rejection-reasons': page(() => import('../features/moderation/admin/pages/rejection-reasons-page')),
  'admin-banned-words': page(() => import('../features/trust/admin/pages/banned-words-page')),
  // The CMS's public pages (informational pages, articles, FAQ, laws, forms, links, library).
  'about-us': page(() => import('../features/content/pages/about-us-page')),
  'terms-and-conditions': page(() => import('../features/content/pages/terms-and-conditions-page')),
  'privacy-policy': page(() => import('../features/content/pages/privacy-policy-page')),
  'personal-privacy': page(() => import('../features/content/pages/personal-privacy-page')),
  'user-guide': page(() => import('../features/content/pages/user-guide-page')),
  faq: page(() => import('../features/content/pages/faq-page')),
  'legal-texts': page(() => import('../features/content/pages/legal-texts-page')),
  'downloadable-files': page(() => import('../features/content/pages/downloadable-files-page')),
  'friendly-links': page(() => import('../features/content/pages/friendly-links-page')),
  'related-links': page(() => import('../features/content/pages/related-links-page')),
  partners: page(() => import('../features/content/pages/partners-page')),
  news: page(() => import('../features/content/pages/news-page')),
  'news-show': page(() => import('../features/content/pages/news-show-page')),
  blog: page(() => import('../features/content/pages/blog-page')),
  'blog-show': page(() => import('../features/content/pages/blog-show-page')),
  multimedia: page(() => import('../features/content/pages/multimedia-page')),
  'services-all': page(() => import('../features/content/pages/services-page')),
  'services-show': page(() => import('../features/content/pages/service-show-page')),
  sitemap: page(() => import('../features/content/pages/sitemap-page')),
  'admin-content': page(() => import('../features/content/admin/pages/content-overview-page')),
  'admin-content-kind': page(() => import('../features/content/admin/pages/content-list-page')),
  'admin-content-new': page(() => import('../features/content/admin/pages/content-new-page')),
  'admin-content-edit': page(() => import('../features/content/admin/pages/content-edit-page')),
  podcast: page(() => import('../features/podcast/pages/podcast-page')),
  subscriptions: page(() => import('../features/newsletter/pages/subscriptions-page')),
  'admin-newsletter': page(() => import('../features/newsletter/admin/pages/newsletter-admin-page')),
  'contact-us': page(() => import('./pages/contact-us-page')),
  'admin-contact': page(() => import('../features/contact/admin/pages/contact-inbox-page')),
  'admin-contact-thread': page(() => import('../features/contact/admin/pages/contact-thread-page')),
  'join-us': page(() => import('../features/join-requests/pages/join-us-page')),
  'profile-join-requests': page(() => import('../features/join-requests/pages/my-join-requests-page')),
  'profile-saved-searches': page(() => import('../features/alerts/pages/saved-searches-page')),
  'alerts-unsubscribe': page(() => import('../features/alerts/pages/alerts-unsubscribe-page')),
  'profile-notifications': page(() => import('../features/notifications/pages/notifications-page')),
  'profile-notification-preferences': page(
    () => import('../features/notifications/pages/notification-preferences-page'),
  ),
  'profile-messages': page(() => import('../features/messages/pages/messages-page')),
  'profile-message': page(() => import('../features/messages/pages/conversation-page')),
  'admin-conversations': page(() => import('../features/trust/admin/pages/reported-conversations-page')),
  'admin-join-requests': page(() => import('../features/join-requests/admin/pages/join-requests-queue-page')),
  'admin-join-request': page(() => import('../features/join-requests/admin/pages/join-request-page')),
  'share-survey-with-us': page(() => import('../features/survey/pages/survey-page')),
  'admin-survey': page(() => import('../features/survey/admin/pages/survey-results-page')),
  'admin-survey-questions': page(() => import('../features/survey/admin/pages/survey-questions-page')),
  'book-appointment': page(() => import('../features/appointments/pages/book-appointment-page')),
  'profile-appointments': page(() => import('../features/appointments/pages/my-appointments-page')),
  'admin-appointments': page(() => import('../features/appointments/admin/pages/agenda-page')),
  advertisement: page(() => import('../features/advertisements/pages/advertisement-page')),
  'profile-advertisements': page(() => import('../features/advertisements/pages/my-advertisements-page')),
  'admin-advertisements': page(() => import('../features/advertisements/admin/pages/ads-queue-page')),
  'admin-advertisement': page(() => import('../features/advertisements/admin/pages/ad-review-page')),
  'admin-advertisements-calendar': lazy(
    () => import('../features/advertisements/admin/pages/ad-calendar-page'),
  ),
  'admin-advertisements-stats': page(() => import('../features/advertisements/admin/pages/ad-stats-page')),
};

/** Loads the pages of these routes now (the server's rendered pages, once at start). */
export async function preloadPages(names: readonly RouteName[]): Promise<void> {
  await Promise.all(
    names.map(async (name) => {
      const component = PAGES[name];
      const load = component ? loaders.get(component) : undefined;
      if (load && !loadedPages.has(load)) loadedPages.set(load, await load());
    }),
  );
}

/** What a route object's `handle` holds: its route, and what it reads before a server render. */
export interface RouteHandle {
  route: RouteDef;
  prefetch?: Prefetch;
}

function routeObject(route: RouteDef, prefetch: RoutePrefetch): RouteObject {
  if (route.redirectTo) {
    const target = findRouteByName(route.redirectTo);
    return { path: route.path, element: <Navigate to={target?.path ?? '/home'} replace /> };
  }
  return {
    path: route.path,
    handle: { route, prefetch: prefetch[route.name as RouteName] } satisfies RouteHandle,
    element: <RoutePage key={route.name} route={route} page={PAGES[route.name as RouteName]} />,
  };
}

/** What each route reads before a server render (app/route-data.ts): given by the server only. */
export type RoutePrefetch = Partial<Record<RouteName, Prefetch>>;

/**
 * The app's routes. The server's rendering passes the routes' prefetches
 * (app/route-data.ts); the browser does not, so they stay out of its first download. `only`:
 * these routes alone (and the page for an unknown address), for a router that is asked for
 * nothing else.
 */
export function buildRoutes(prefetch: RoutePrefetch = {}, only?: readonly RouteName[]): RouteObject[] {
  const routes = only ? ROUTES.filter((route) => only.includes(route.name as RouteName)) : ROUTES;
  return [
    {
      element: <RootLayout />,
      children: [
        ...routes.map((route) => routeObject(route, prefetch)),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
