import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation';

/** The tab's title of an item's page once its item is read: "item · site", as the SPA titles pages. */
export function useItemTitle(title: string | undefined) {
  const { t } = useTranslation();
  useEffect(() => {
    if (title) document.title = `${title} · ${t('common.site_name')}`;
  }, [title, t]);
}
