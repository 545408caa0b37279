import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { useCurrentUser } from '../../features/auth/api';
import { LanguageSwitcher } from './language-switcher';
import { UserMenu } from './user-menu';

const NAV = [
  { to: '/announcements', label: 'header.nav_announcements' },
  { to: '/sales', label: 'header.nav_sales' },
  { to: '/services/all', label: 'header.nav_services' },
  { to: '/advertisement', label: 'header.nav_advertisement' },
] as const;

function SearchBox({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const query = q.trim();
    navigate(query ? `/search?q=${encodeURIComponent(query)}` : '/search');
    onDone?.();
  };
  return (
    <form role="search" onSubmit={submit} className="flex w-full items-center gap-1">
      <label className="sr-only" htmlFor="site-search">
        {t('header.search_label')}
      </label>
      <input
        id="site-search"
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder={t('header.search_placeholder')}
        className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
      />
      <button
        type="submit"
        className="rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {t('header.search_submit')}
      </button>
    </form>
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
          <span>{t('common.site_name')}</span>
        </Link>
        <div className="hidden max-w-md flex-1 md:flex">
          <SearchBox />
        </div>
        <div className="ms-auto flex items-center gap-2">
          <LanguageSwitcher />
          {user ? (
            <UserMenu user={user} />
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
          <div className="mb-3 md:hidden">
            <SearchBox onDone={() => setMenuOpen(false)} />
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
