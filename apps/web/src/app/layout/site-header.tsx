import { lazy, Suspense, useState } from 'react';
import { AfterHydration } from '../../lib/render-env';
import { useTranslation } from '../../lib/use-translation';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { Link } from '../../ui/link';
import { useCurrentUser } from '../../features/auth/api';
import { platformOfPath, postAdPath } from '../../features/listings/platform';
import { LanguageSwitcher } from './language-switcher';
import { UserMenu } from './user-menu';
import { searchPath, SearchForm } from '../../ui/search-form';

/**
 * The notification bell, loaded in the browser for a signed-in member only: a visitor's page
 * downloads none of it and asks for no count. Drawn after hydration, so a server-rendered
 * page never waits for it.
 */
const NotificationBell = lazy(() => import('../../features/notifications/components/notification-bell'));

const NAV = [
  { to: '/announcements', label: 'header.nav_announcements' },
  { to: '/sales', label: 'header.nav_sales' },
  { to: '/services/all', label: 'header.nav_services' },
  { to: '/advertisement', label: 'header.nav_advertisement' },
] as const;

function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <SearchForm
      id="site-search"
      action="/search"
      label={t('header.search_label')}
      placeholder={t('header.search_placeholder')}
      submitLabel={t('header.search_submit')}
      size="sm"
      className="text-sm"
      onSearch={(query) => navigate(searchPath(query))}
    />
  );
}

/**
 * "Post an ad", on every page: to the category choice at the top of the owner's list of the
 * platform being browsed (a visitor is sent to log in first by the route's guard, then lands
 * there). Shorter on a phone, where the header's first row is narrow.
 */
function PostAdLink() {
  const { t } = useTranslation();
  const platform = platformOfPath(useLocation().pathname);
  return (
    <Link
      to={postAdPath(platform)}
      data-testid="post-ad-link"
      className="flex items-center gap-1 rounded-lg bg-amber-400 px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-900 hover:bg-amber-300"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <path d="M12 5v14M5 12h14" />
      </svg>
      <span className="sm:hidden">{t('header.post_ad_short')}</span>
      <span className="hidden sm:inline">{t('header.post_ad')}</span>
    </Link>
  );
}

export function SiteHeader() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 text-sm font-medium hover:bg-brand-50 hover:text-brand-800 ${isActive ? 'text-brand-700' : 'text-slate-700'}`;
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3">
        <Link to="/home" className="flex items-center gap-2 text-lg font-bold text-brand-800">
          <img src="/build/favicon.svg" alt="" width="32" height="32" className="size-8" />
          <span className="sr-only sm:not-sr-only">{t('common.site_name')}</span>
        </Link>
        {/* One search form at every width: below md it takes a row of its own (order-last). */}
        <div className="order-last flex w-full md:order-none md:w-auto md:max-w-md md:flex-1">
          <SearchBox />
        </div>
        <div className="ms-auto flex items-center gap-1.5 sm:gap-2">
          <PostAdLink />
          {/* On a phone the row keeps the actions; the language choice is in the menu. */}
          <div className="hidden sm:block">
            <LanguageSwitcher />
          </div>
          {user ? (
            <>
              <AfterHydration>
                <Suspense fallback={null}>
                  <NotificationBell />
                </Suspense>
              </AfterHydration>
              <UserMenu user={user} />
            </>
          ) : (
            <>
              <Link
                to="/login"
                className="hidden rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:inline-block"
              >
                {t('header.login')}
              </Link>
              <Link
                to="/register"
                className="hidden rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 sm:inline-block"
              >
                {t('header.register')}
              </Link>
            </>
          )}
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((o) => !o)}
          >
            <span className="sr-only">{menuOpen ? t('header.close_menu') : t('header.open_menu')}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      <nav
        aria-label={t('header.main_navigation')}
        className="mx-auto hidden max-w-6xl items-center gap-1 px-4 pb-2 lg:flex"
      >
        {NAV.map((item) => (
          <NavLink key={item.to} to={item.to} className={linkClass}>
            {t(item.label)}
          </NavLink>
        ))}
      </nav>
      {menuOpen ? (
        <div id="mobile-menu" className="border-t border-slate-200 px-4 py-3 lg:hidden">
          <div className="mb-3 sm:hidden">
            <LanguageSwitcher />
          </div>
          <nav aria-label={t('header.main_navigation')} className="flex flex-col">
            {NAV.map((item) => (
              <NavLink key={item.to} to={item.to} className={linkClass} onClick={() => setMenuOpen(false)}>
                {t(item.label)}
              </NavLink>
            ))}
            {user ? null : (
              <>
                {user ? null : (
                  <>
                    <NavLink to="/login" className={linkClass} onClick={() => setMenuOpen(false)}>
                      {t('header.login')}
                    </NavLink>
                    <NavLink to="/register" className={linkClass} onClick={() => setMenuOpen(false)}>
                      {t('header.register')}
                    </NavLink>
                  </>
                )}
              </>
            )}
          </nav>
        </div>
      ) : null}
    </header>
  );
}
