import type { Platform } from '@portal/contract/catalog';
import { useTranslation } from '../../../lib/use-translation';
import { BrowseView } from './browse-view';

/** /announcements and /sales: every public listing of the platform. */
export function PlatformList({ platform }: { platform: Platform }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold sm:text-3xl">
        {platform === 'sales' ? t('browse.sales.title') : t('browse.announcements.title')}
      </h1>
      <BrowseView
        platform={platform}
        searchLabel={platform === 'sales' ? t('browse.sales.search') : t('browse.announcements.search')}
      />
    </div>
  );
}
