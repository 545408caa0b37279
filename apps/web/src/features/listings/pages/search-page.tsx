import { useTranslation } from '../../../lib/use-translation';
import { BrowseView } from '../components/browse-view';

/** /search (the header's search box lands here with ?q=): both platforms in one list. */
export default function SearchPage() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('browse.search.title')}</h1>
      <BrowseView platform={null} searchLabel={t('browse.search.label')} />
    </div>
  );
}
