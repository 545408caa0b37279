import { findRouteByName, ROUTES, type RouteDef, type RouteName } from '@portal/contract/routes';
import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import NotFoundPage from '../features/system/pages/not-found-page';
import { RootLayout } from './layout/root-layout';
import { RoutePage, type PageComponent } from './route-page';

/**
 * Pages built so far, by route name. A route without one shows the coming-soon state
 * inside its page frame until its page is built. Pages load lazily so a
 * visitor downloads only what they open.
 */
const PAGES: Partial<Record<RouteName, PageComponent>> = {
  home: lazy(() => import('./pages/home-page')),
  login: lazy(() => import('../features/auth/pages/login-page')),
  'confirm-password': lazy(() => import('../features/auth/pages/confirm-password-page')),
  register: lazy(() => import('../features/auth/pages/register-page')),
  'verify-email': lazy(() => import('../features/auth/pages/verify-email-page')),
  'forgot-password': lazy(() => import('../features/auth/pages/forgot-password-page')),
  'reset-password': lazy(() => import('../features/auth/pages/reset-password-page')),
  'profile-main': lazy(() => import('../features/profile/pages/profile-main-page')),
  'profile-announcements': lazy(() => import('../features/listings/pages/my-listings-page')),
  'profile-products': lazy(() => import('../features/listings/pages/my-listings-page')),
  'profile-favorites': lazy(() => import('../features/engagement/pages/favorites-page')),
  'announcements-create': lazy(() => import('../features/listings/pages/listing-create-page')),
  'announcements-edit': lazy(() => import('../features/listings/pages/listing-edit-page')),
  'sales-create': lazy(() => import('../features/listings/pages/listing-create-page')),
  'sales-edit': lazy(() => import('../features/listings/pages/listing-edit-page')),
  announcements: lazy(() => import('./pages/announcements-page')),
  sales: lazy(() => import('./pages/sales-page')),
  'announcements-category': lazy(() => import('./pages/announcements-category-page')),
  'sales-category': lazy(() => import('./pages/sales-category-page')),
  search: lazy(() => import('./pages/search-page')),
  'search-listings': lazy(() => import('./pages/search-listings-page')),
  'announcements-show': lazy(() => import('./pages/announcements-show-page')),
  'sales-show': lazy(() => import('./pages/sales-show-page')),
  'advertisement-show': lazy(() => import('../features/advertisements/pages/advertisement-show-page')),
  'app-download': lazy(() => import('../features/install/pages/app-download-page')),
  // The back office: its own chunks, with its strings; loaded only past the role guard.
  admin: lazy(() => import('../features/moderation/admin/pages/review-queue-page')),
  'admin-dashboard': lazy(() => import('../features/dashboard/admin/pages/dashboard-page')),
  'admin-review': lazy(() => import('../features/moderation/admin/pages/review-page')),
  'admin-audit': lazy(() => import('../features/moderation/admin/pages/audit-log-page')),
  'admin-reports': lazy(() => import('../features/trust/admin/pages/reports-page')),
  'admin-users': lazy(() => import('../features/trust/admin/pages/users-page')),
  'admin-payments': lazy(() => import('../features/payments/admin/pages/payments-page')),
  'admin-catalog': lazy(() => import('../features/catalog/admin/pages/catalog-categories-page')),
  'admin-catalog-regions': lazy(() => import('../features/catalog/admin/pages/catalog-regions-page')),
  'admin-catalog-currencies': lazy(() => import('../features/catalog/admin/pages/catalog-currencies-page')),
  'admin-settings': lazy(() => import('../features/settings/admin/pages/settings-page')),
  'admin-rejection-reasons': lazy(() => import('../features/moderation/admin/pages/rejection-reasons-page')),
  'admin-banned-words': lazy(() => import('../features/trust/admin/pages/banned-words-page')),
  // The CMS's public pages (informational pages, articles, FAQ, laws, forms, links, library).
  'about-us': lazy(() => import('../features/content/pages/about-us-page')),
  'terms-and-conditions': lazy(() => import('../features/content/pages/terms-and-conditions-page')),
  'privacy-policy': lazy(() => import('../features/content/pages/privacy-policy-page')),
  'personal-privacy': lazy(() => import('../features/content/pages/personal-privacy-page')),
  'user-guide': lazy(() => import('../features/content/pages/user-guide-page')),
  faq: lazy(() => import('../features/content/pages/faq-page')),
  'legal-texts': lazy(() => import('../features/content/pages/legal-texts-page')),
  'downloadable-files': lazy(() => import('../features/content/pages/downloadable-files-page')),
  'friendly-links': lazy(() => import('../features/content/pages/friendly-links-page')),
  'related-links': lazy(() => import('../features/content/pages/related-links-page')),
  partners: lazy(() => import('../features/content/pages/partners-page')),
  news: lazy(() => import('../features/content/pages/news-page')),
  'news-show': lazy(() => import('../features/content/pages/news-show-page')),
  blog: lazy(() => import('../features/content/pages/blog-page')),
  'blog-show': lazy(() => import('../features/content/pages/blog-show-page')),
  multimedia: lazy(() => import('../features/content/pages/multimedia-page')),
  'services-all': lazy(() => import('../features/content/pages/services-page')),
  'services-show': lazy(() => import('../features/content/pages/service-show-page')),
  sitemap: lazy(() => import('../features/content/pages/sitemap-page')),
  'admin-content': lazy(() => import('../features/content/admin/pages/content-overview-page')),
  'admin-content-kind': lazy(() => import('../features/content/admin/pages/content-list-page')),
  'admin-content-new': lazy(() => import('../features/content/admin/pages/content-new-page')),
  'admin-content-edit': lazy(() => import('../features/content/admin/pages/content-edit-page')),
  podcast: lazy(() => import('../features/podcast/pages/podcast-page')),
  subscriptions: lazy(() => import('../features/newsletter/pages/subscriptions-page')),
  'admin-newsletter': lazy(() => import('../features/newsletter/admin/pages/newsletter-admin-page')),
  'contact-us': lazy(() => import('./pages/contact-us-page')),
  'admin-contact': lazy(() => import('../features/contact/admin/pages/contact-inbox-page')),
  'admin-contact-thread': lazy(() => import('../features/contact/admin/pages/contact-thread-page')),
  'join-us': lazy(() => import('../features/join-requests/pages/join-us-page')),
  'profile-join-requests': lazy(() => import('../features/join-requests/pages/my-join-requests-page')),
  'admin-join-requests': lazy(() => import('../features/join-requests/admin/pages/join-requests-queue-page')),
  'admin-join-request': lazy(() => import('../features/join-requests/admin/pages/join-request-page')),
  'share-survey-with-us': lazy(() => import('../features/survey/pages/survey-page')),
  'admin-survey': lazy(() => import('../features/survey/admin/pages/survey-results-page')),
  'admin-survey-questions': lazy(() => import('../features/survey/admin/pages/survey-questions-page')),
  'book-appointment': lazy(() => import('../features/appointments/pages/book-appointment-page')),
  'profile-appointments': lazy(() => import('../features/appointments/pages/my-appointments-page')),
  'admin-appointments': lazy(() => import('../features/appointments/admin/pages/agenda-page')),
  advertisement: lazy(() => import('../features/advertisements/pages/advertisement-page')),
  'profile-advertisements': lazy(() => import('../features/advertisements/pages/my-advertisements-page')),
  'admin-advertisements': lazy(() => import('../features/advertisements/admin/pages/ads-queue-page')),
  'admin-advertisement': lazy(() => import('../features/advertisements/admin/pages/ad-review-page')),
  'admin-advertisements-calendar': lazy(
    () => import('../features/advertisements/admin/pages/ad-calendar-page'),
  ),
  'admin-advertisements-stats': lazy(() => import('../features/advertisements/admin/pages/ad-stats-page')),
};

function routeObject(route: RouteDef): RouteObject {
  if (route.redirectTo) {
    const target = findRouteByName(route.redirectTo);
    return { path: route.path, element: <Navigate to={target?.path ?? '/home'} replace /> };
  }
  return {
    path: route.path,
    handle: { route },
    element: <RoutePage key={route.name} route={route} page={PAGES[route.name as RouteName]} />,
  };
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [...ROUTES.map(routeObject), { path: '*', element: <NotFoundPage /> }],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
