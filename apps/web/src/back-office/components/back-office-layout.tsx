import { findRouteByName, matchRoute, roleAllows } from '@portal/contract/routes';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useLocation } from 'react-router';
import { Link } from '../../ui/link';
import { useCurrentUser } from '../../features/auth/api';
import { BACK_OFFICE_NAV, navPath } from '../nav';
import '../strings';

/**
 * The frame of every back-office page: its own navigation beside the page. Sections a role
 * may not open (admin-only ones for a moderator) are not listed.
 */
export function BackOfficeLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const current = matchRoute(useLocation().pathname)?.name;
  const items = BACK_OFFICE_NAV.filter((item) => {
    const route = findRouteByName(item.route);
    return route !== undefined && user !== null && roleAllows(route, user.role);
  });
  return (
    <div className="grid gap-6 lg:grid-cols-[13rem_minmax(0,1fr)]" data-testid="back-office">
      <nav aria-label={t('admin.nav.label')} className="lg:sticky lg:top-4 lg:self-start">
        <p className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {t('admin.nav.title')}
        </p>
        <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
          {items.map((item) => {
            const active = current === item.route || item.also?.some((name) => name === current);
            return (
              <li key={item.route}>
                <Link
                  to={navPath(item)}
                  aria-current={active ? 'page' : undefined}
                  className={`block rounded-lg px-3 py-2 text-sm font-medium ${
                    active ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-slate-100'
                  }`}
                >
                  {t(`routes.${item.route}.title`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
