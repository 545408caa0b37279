import { useRef } from 'react';
import { Link } from '../../../ui/link';
import { PageLoading } from '../../../app/route-page';
import { useTranslation } from '../../../lib/use-translation';
import { buttonClass } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { LoadError } from '../../../ui/load-error';
import { useSavedSearches } from '../api/saved-searches';
import { SavedSearchItem } from '../components/saved-search-item';

/**
 * /profile/saved-searches: my saved searches, newest first, each with its new listings since I
 * last opened it, its alerts (off, at once, daily, weekly), rename and delete.
 */
export default function SavedSearchesPage() {
  const { t } = useTranslation();
  const searches = useSavedSearches();
  const heading = useRef<HTMLHeadingElement>(null);
  const data = searches.data?.data;
  return (
    <div className="flex flex-col gap-6">
      <header className="space-y-1">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          {t('routes.profile-saved-searches.title')}
        </h1>
        <p className="text-slate-600">{t('alerts.page.intro')}</p>
      </header>
      {searches.error ? (
        <LoadError error={searches.error} onRetry={() => void searches.refetch()} />
      ) : !data ? (
        <PageLoading />
      ) : data.length === 0 ? (
        <EmptyState
          title={t('alerts.page.empty')}
          body={t('alerts.page.empty_body')}
          action={
            <Link to="/search/listings" className={buttonClass()}>
              {t('alerts.page.browse')}
            </Link>
          }
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {data.map((search) => (
            <li key={search.id}>
              {/* The removed item's buttons are gone: focus goes back to the page's heading. */}
              <SavedSearchItem search={search} onRemoved={() => heading.current?.focus()} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
