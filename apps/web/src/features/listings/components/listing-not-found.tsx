import type { Platform } from '@portal/contract/catalog';
import { useTranslation } from '../../../lib/use-translation';
import { usePageMeta } from '../../../app/page-meta';
import { platformPath } from '../labels';
import { NotFound } from '../../../ui/not-found';

/**
 * The not-found state of a listing or category that does not exist or is not public (the API
 * answers 404 to everyone but its owner). It offers the way back to the platform.
 */
export function ListingNotFound({ platform, kind }: { platform: Platform; kind: 'listing' | 'category' }) {
  const { t } = useTranslation();
  usePageMeta('not-found');
  return (
    <NotFound
      title={kind === 'listing' ? t('browse.not_found.listing_title') : t('browse.not_found.category_title')}
      body={kind === 'listing' ? t('browse.not_found.listing_body') : t('browse.not_found.category_body')}
      home={
        platform === 'sales' ? t('browse.not_found.back_sales') : t('browse.not_found.back_announcements')
      }
      to={platformPath(platform)}
    />
  );
}
