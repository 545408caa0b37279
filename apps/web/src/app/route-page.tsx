import type { RouteDef } from '@portal/contract/routes';
import { Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { Breadcrumbs } from '../ui/breadcrumbs';
import { useCurrentUser } from '../features/auth/api';
import ComingSoonPage from '../features/system/pages/coming-soon-page';
import NotFoundPage from '../features/system/pages/not-found-page';
import { guardRedirect, isRefused } from './guards';
import { usePageMeta } from './page-meta';

export type PageComponent = LazyExoticComponent<ComponentType> | ComponentType;

/**
 * Pages that draw one trail of their own from Home down through the catalog (a listing, a
 * category) or their list (an article): a second "Home › page" above it would only repeat it.
 */
const PAGES_WITH_OWN_TRAIL = new Set([
  'announcements-show',
  'sales-show',
  'announcements-category',
  'sales-category',
  'news-show',
  'blog-show',
  'services-show',
]);

function RouteBreadcrumbs({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  // The back office has its own navigation.
  if (route.name === 'home' || route.requiresRole || PAGES_WITH_OWN_TRAIL.has(route.name)) return null;
  return <Breadcrumbs trail={[{ label: t(`routes.${route.name}.title`) }]} />;
}

/**
 * A page the server drew is `inert` until hydrated (apps/api/src/platform/spa.ts): once this
 * page's part is, it takes clicks and focus. Nothing to do on a page drawn in the browser.
 */
function Interactive() {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
  }, []);
  return null;
}

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="py-16 text-center text-slate-500">
      {t('common.loading')}
    </p>
  );
}

/** The frame of one route: guard, title and description, breadcrumbs, then the page (or coming-soon). */
export function RoutePage({ route, page }: { route: RouteDef; page?: PageComponent }) {
  const user = useCurrentUser();
  const [search] = useSearchParams();
  const params = useParams();
  const location = useLocation();
  const redirect = guardRedirect(route, user, search, params);
  if (redirect && redirect !== `${location.pathname}${location.search}`)
    return <Navigate to={redirect} replace />;
  if (isRefused(route, user)) return <NotFoundPage />;
  return <RouteFrame route={route} page={page} />;
}

function RouteFrame({ route, page: Page }: { route: RouteDef; page?: PageComponent }) {
  usePageMeta(route.name);
  const { t } = useTranslation();
  const Content = Page ?? ComingSoonPage;
  return (
    <>
      <RouteBreadcrumbs route={route} />
      {Page ? null : <h1 className="mb-6 text-2xl font-bold">{t(`routes.${route.name}.title`)}</h1>}
      <Suspense fallback={<PageLoading />}>
        <Content />
        <Interactive />
      </Suspense>
    </>
  );
}
