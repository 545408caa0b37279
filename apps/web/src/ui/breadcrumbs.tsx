import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Link } from './link';

export interface Crumb {
  label: ReactNode;
  /** Absent for the current page, the last one. */
  to?: string;
}

/** The trail from Home to the current page; separators point the reading direction. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useTranslation();
  const crumbs: Crumb[] = [{ label: t('common.home'), to: '/home' }, ...trail];
  return (
    <nav aria-label={t('common.breadcrumbs')} className="mb-4 text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => (
          <li key={index} className="flex items-center gap-1">
            {index > 0 ? (
              <span aria-hidden="true" className="flip-rtl">
                ›
              </span>
            ) : null}
            {crumb.to ? (
              <Link to={crumb.to} className="hover:text-brand-700 hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-slate-900">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
