import { usePageMeta } from '../../../app/page-meta';
import { useTranslation } from '../../../lib/use-translation';
import { NotFound } from '../../../ui/not-found';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta('not-found');
  return (
    <NotFound
      title={t('pages.not_found_title')}
      body={t('pages.not_found_body')}
      home={t('pages.not_found_home')}
    />
  );
}
