import type { Platform } from '@portal/contract/catalog';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { usePageMeta } from '../../../app/page-meta';
import { platformPath } from '../labels';
import { buttonClass } from '../../../ui/button';

/**
 * The not-found state of a listing or category that does not exist or is not public (the API
 * answers 404 to everyone but its owner). It offers the way back to the platform.
 */
export function ListingNotFound({ platform, kind }: { platform: Platform; kind: 'listing' | 'category' }) {
  const { t } = useTranslation();
  usePageMeta('not-found');
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center"
      data-testid="not-found"
    >
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">
        {kind === 'listing' ? t('browse.not_found.listing_title') : t('browse.not_found.category_title')}
      </h1>
      <p className="text-slate-600">
        {kind === 'listing' ? t('browse.not_found.listing_body') : t('browse.not_found.category_body')}
      </p>
      <Link to={platformPath(platform)} className={buttonClass({ size: 'lg' })}>
        {platform === 'sales' ? t('browse.not_found.back_sales') : t('browse.not_found.back_announcements')}
      </Link>
    </section>
  );
}
