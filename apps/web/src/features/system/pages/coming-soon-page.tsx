import { useTranslation } from '../../../lib/use-translation';
import { EmptyState } from '../../../ui/empty-state';

/** What a route shows until its content is built. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="coming-soon">
      <EmptyState title={t('pages.coming_soon_title')} body={t('pages.coming_soon_body')} />
    </div>
  );
}
