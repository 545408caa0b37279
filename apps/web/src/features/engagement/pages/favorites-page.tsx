import { useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { Link } from '../../../ui/link';
import { PageLoading } from '../../../app/route-page';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { EmptyState } from '../../../ui/empty-state';
import { LoadError } from '../../../ui/load-error';
import { useFavorites } from '../api/favorites';
import { FavoriteItem } from '../components/favorite-item';
import { buttonClass } from '../../../ui/button';

const pageLink =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:border-brand-600';

/**
 * /profile/favorites: the listings I saved, newest first, each removable; one that is
 * no longer public stays until removed and says it is unavailable. Pages of 20, in the URL.
 */
export default function FavoritesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const favorites = useFavorites(page);
  const heading = useRef<HTMLHeadingElement>(null);
  const data = favorites.data;
  const last = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;

  return (
    <div className="flex flex-col gap-6">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {t('routes.profile-favorites.title')}
      </h1>
      <p className="-mt-4 text-slate-600">{t('engagement.favorites.watch_note')}</p>
      {favorites.error ? (
        <LoadError error={favorites.error} onRetry={() => void favorites.refetch()} />
      ) : !data ? (
        <PageLoading />
      ) : data.total === 0 ? (
        <EmptyState
          title={t('engagement.favorites.empty')}
          body={t('engagement.favorites.empty_body')}
          action={
            <Link to="/sales" className={buttonClass()}>
              {t('engagement.favorites.browse')}
            </Link>
          }
        />
      ) : (
        <section aria-labelledby="favorites-count" className="flex flex-col gap-3">
          <h2 id="favorites-count" className="text-lg font-semibold">
            {t('engagement.favorites.count', {
              count: data.total,
              formatted: formatNumber(locale, data.total),
            })}
          </h2>
          <ul className="flex flex-col gap-3">
            {data.data.map((item) => (
              <li key={item.id}>
                {/* The removed item's button is gone: focus goes back to the page's heading. */}
                <FavoriteItem item={item} onRemoved={() => heading.current?.focus()} />
              </li>
            ))}
          </ul>
          {last > 1 ? (
            <nav
              aria-label={t('engagement.favorites.pages')}
              className="flex items-center justify-center gap-3"
            >
              {page > 1 ? (
                <Link to={`?page=${page - 1}`} rel="prev" className={pageLink}>
                  {t('engagement.favorites.previous')}
                </Link>
              ) : null}
              <span className="text-sm text-slate-600">
                {t('engagement.favorites.page_of', {
                  page: formatNumber(locale, page),
                  last: formatNumber(locale, last),
                })}
              </span>
              {page < last ? (
                <Link to={`?page=${page + 1}`} rel="next" className={pageLink}>
                  {t('engagement.favorites.next')}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </section>
      )}
    </div>
  );
}
