import type { Platform } from '@portal/contract/catalog';
import { Fragment } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../ui/link';
import { categoryPath, PLATFORM_LABELS, platformPath } from '../labels';
import { UserText } from '../../../ui/user-text';

export interface TrailStep {
  id: number;
  name: string;
}

/**
 * Where a category or a listing sits: Home, the platform, then each category down to it. The
 * page's only trail (app/route-page.tsx leaves out its own "Home › page" on these pages).
 */
export function CategoryTrail({
  platform,
  steps,
  current,
}: {
  platform: Platform;
  steps: readonly TrailStep[];
  /** The last step, not a link (a listing's title, or the category shown). */
  current?: string;
}) {
  const { t } = useTranslation();
  const separator = (
    <li aria-hidden="true" className="flip-rtl text-slate-400">
      ›
    </li>
  );
  return (
    <nav aria-label={t('common.breadcrumbs')} className="text-sm text-slate-600" data-testid="category-trail">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/home" className="hover:text-brand-700 hover:underline">
            {t('common.home')}
          </Link>
        </li>
        {separator}
        <li>
          <Link to={platformPath(platform)} className="hover:text-brand-700 hover:underline">
            {t(PLATFORM_LABELS[platform])}
          </Link>
        </li>
        {steps.map((step) => (
          <Fragment key={step.id}>
            {separator}
            <li>
              <Link to={categoryPath(platform, step.id)} className="hover:text-brand-700 hover:underline">
                {step.name}
              </Link>
            </li>
          </Fragment>
        ))}
        {current ? (
          <>
            {separator}
            <li aria-current="page" className="font-medium text-slate-900">
              <UserText>{current}</UserText>
            </li>
          </>
        ) : null}
      </ol>
    </nav>
  );
}
