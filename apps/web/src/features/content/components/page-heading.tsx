import type { RouteName } from '@portal/contract/routes';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';

/** A list page's title (the route's name, as in the breadcrumb and the tab) and its intro line. */
export function PageHeading({ route, children }: { route: RouteName; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{t(`routes.${route}.title`)}</h1>
      <p className="mt-1 text-slate-600">{t(`routes.${route}.description`)}</p>
      {children}
    </header>
  );
}
