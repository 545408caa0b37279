import { useEffect } from 'react';
import { useTranslation } from '../lib/use-translation';

/** The tab title and meta description follow the route and the language. */
export function usePageMeta(routeName: string): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const title = t(`routes.${routeName}.title`);
    document.title = `${title} · ${t('common.site_name')}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = t(`routes.${routeName}.description`);
  }, [routeName, t, i18n.language]);
}
