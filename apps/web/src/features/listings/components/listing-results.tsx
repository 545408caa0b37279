import type { ListingSearchResponse } from '@portal/contract/listings';
import { LISTING_SORTS } from '@portal/contract/listing-values';
import { Fragment, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useLocale } from '../../../lib/use-locale';
import { EmptyState } from '../../../ui/empty-state';
import { SORT_LABELS } from '../labels';
import { effectiveSort, lastPage, type BrowseSort, type BrowseState } from '../search-state';
import { useListingSlots } from '../listing-slots';
import { resultsCountLabel } from '../results-count';
import { ListingCard } from './listing-card';
import { Pagination } from './pagination';
import { Button } from '../../../ui/button';

export interface ListingResultsProps {
  state: BrowseState;
  change: (patch: Partial<BrowseState>) => void;
  data: ListingSearchResponse | undefined;
  isFetching: boolean;
  isError: boolean;
  onRetry: () => void;
  hasFilters: boolean;
  onClearFilters: () => void;
}

/** The count and sort bar, the cards, the empty state, then the pages. */
export function ListingResults({
  state,
  change,
  data,
  isFetching,
  isError,
  onRetry,
  hasFilters,
  onClearFilters,
}: ListingResultsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const slots = useListingSlots();
  const sortId = useId();
  const top = useRef<HTMLDivElement>(null);
  const previousPage = useRef(state.page);

  // A new page shows from its first card; other changes keep the reader where they were.
  useEffect(() => {
    if (previousPage.current !== state.page) top.current?.scrollIntoView({ block: 'start' });
    previousPage.current = state.page;
  }, [state.page]);

  const sorts = LISTING_SORTS.filter((s) => s !== 'relevance' || state.q);
  const total = data?.total ?? 0;

  return (
    <div ref={top} className="min-w-0 flex-1 scroll-mt-4" aria-busy={isFetching}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="font-semibold text-slate-800" data-testid="results-count">
          {data ? resultsCountLabel(t, locale, data) : ''}
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm text-slate-700">
            {t('browse.results.sort')}
          </label>
          <select
            id={sortId}
            value={effectiveSort(state)}
            onChange={(e) => change({ sort: e.target.value as BrowseSort })}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base"
          >
            {sorts.map((s) => (
              <option key={s} value={s}>
                {t(SORT_LABELS[s])}
              </option>
            ))}
          </select>
        </div>
      </div>

      {isError && !data ? (
        <div
          role="alert"
          className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900"
        >
          <p className="mb-3">{t('browse.results.error')}</p>
          <Button onClick={onRetry}>{t('common.retry')}</Button>
        </div>
      ) : !data ? (
        <p className="py-16 text-center text-slate-500">{t('common.loading')}</p>
      ) : data.data.length === 0 ? (
        <EmptyState
          title={t('browse.results.empty_title')}
          body={
            hasFilters || state.q ? t('browse.results.empty_body_filters') : t('browse.results.empty_body')
          }
          action={
            hasFilters ? <Button onClick={onClearFilters}>{t('browse.filters.clear')}</Button> : undefined
          }
        />
      ) : (
        <>
          <ul
            className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${isFetching ? 'opacity-60 transition-opacity' : ''}`}
            aria-label={t('browse.results.list')}
          >
            {data.data.map((card, index) => (
              <Fragment key={card.id}>
                <li>
                  <ListingCard card={card} eager={index < 2} />
                </li>
                {slots.afterResult?.(index, data.data.length)}
              </Fragment>
            ))}
          </ul>
          <Pagination state={state} last={lastPage(total, data.per_page)} />
        </>
      )}
    </div>
  );
}
