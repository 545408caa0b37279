import { pathFor } from '@portal/contract/routes';
import { useTranslation } from '../../../../lib/use-translation';
import { NavLink } from 'react-router';

const TABS = ['admin-advertisements', 'admin-advertisements-calendar', 'admin-advertisements-stats'] as const;

/** The advertisements' three screens: the orders, the placements' calendar, the statistics. */
export function AdsSubnav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('admin-advertisements.subnav')} className="flex flex-wrap gap-2 text-sm">
      {TABS.map((route) => (
        <NavLink
          key={route}
          to={pathFor(route)}
          end
          className={({ isActive }) =>
            `rounded-full border px-3 py-1 ${isActive ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900' : 'border-slate-300 text-slate-700'}`
          }
        >
          {t(`routes.${route}.title`)}
        </NavLink>
      ))}
    </nav>
  );
}
