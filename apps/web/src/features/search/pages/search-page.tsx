import { useTranslation } from '../../../lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../../app/route-page';
import { EmptyState } from '../../../ui/empty-state';
import { LoadError } from '../../../ui/load-error';
import { searchPath, SearchForm } from '../../../ui/search-form';
import { useSiteSearch } from '../api/site-search';
import { SearchGroup } from '../components/search-groups';

/**
 * /search?q=: one search over listings (both platforms), news, blog and the FAQ, the results
 * grouped by kind with each kind's total and a way to see all of them in the kind's own list.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const search = useSiteSearch(q);
  const data = search.data;
  const found = data ? data.groups.some((g) => g.total > 0) : false;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('search.site.title')}</h1>
      <SearchForm
        // A new query starts a new field (its words are the URL's).
        key={q}
        id="page-search"
        action="/search"
        initial={q}
        label={t('search.site.label')}
        placeholder={t('search.site.placeholder')}
        submitLabel={t('search.site.submit')}
        className="max-w-2xl"
        onSearch={(query) => navigate(searchPath(query))}
      />
      {!q ? (
        <p className="text-slate-600">{t('search.site.hint')}</p>
      ) : !data ? (
        search.isError ? (
          <LoadError error={search.error} onRetry={() => void search.refetch()} />
        ) : (
          <PageLoading />
        )
      ) : (
        <>
          <p role="status" className="sr-only">
            {found ? t('search.site.found', { q }) : t('search.site.none_title')}
          </p>
          {found ? (
            data.groups.map((group) => <SearchGroup key={group.kind} group={group} q={q} />)
          ) : (
            <EmptyState title={t('search.site.none_title')} body={t('search.site.none_body')} />
          )}
        </>
      )}
    </div>
  );
}
