import { pathFor, type RouteName } from '@portal/contract/routes';
import { useTranslation } from '../../../../lib/use-translation';
import { Link } from '../../../../ui/link';
import { useCurrentUser } from '../../../auth/api';

const SECTIONS: readonly { route: RouteName; label: string }[] = [
  { route: 'admin-catalog', label: 'admin-catalog.tab.categories' },
  { route: 'admin-catalog-regions', label: 'admin-catalog.tab.regions' },
  { route: 'admin-catalog-currencies', label: 'admin-catalog.tab.currencies' },
];

/** The catalog's three screens, and for a moderator the note that they only read them. */
export function CatalogTabs({ current }: { current: RouteName }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <div className="space-y-3">
      <nav aria-label={t('admin-catalog.sections')}>
        <ul className="flex flex-wrap gap-2 border-b border-slate-200 pb-2">
          {SECTIONS.map(({ route, label }) => (
            <li key={route}>
              <Link
                to={pathFor(route)}
                aria-current={route === current ? 'page' : undefined}
                className={`block rounded-lg px-3 py-1.5 text-sm font-medium ${
                  route === current ? 'bg-brand-100 text-brand-900' : 'text-slate-700 hover:bg-slate-100'
                }`}
              >
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {user && user.role !== 'admin' ? (
        <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
          {t('admin-catalog.read_only')}
        </p>
      ) : null}
    </div>
  );
}

/** Whether the signed-in user may change the catalog (the API refuses anyone else: 403). */
export function useCanEditCatalog(): boolean {
  return useCurrentUser()?.role === 'admin';
}
