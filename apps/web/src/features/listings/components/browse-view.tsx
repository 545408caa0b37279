import type { Platform } from '@portal/contract/catalog';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { useCurrencies } from '../../catalog/api/currencies';
import { useListingSearch } from '../api/search-listings';
import { MAX_QUERY_LENGTH } from '@portal/contract/listing-values';
import { activeFilterCount, browseApiQuery, savedSearchQueryOf } from '../search-state';
import { useListingSlots } from '../listing-slots';
import { useBrowseState } from '../use-browse-state';
import { BrowseFilters } from './browse-filters';
import { FeaturedStrip } from './featured-strip';
import { ListingResults } from './listing-results';
import { SearchSubmit } from '../../../ui/search-submit';
import { Button } from '../../../ui/button';

export interface BrowseViewProps {
  /** null on /search, which spans both platforms. */
  platform: Platform | null;
  /** A category page's category (from its path). */
  categoryId?: number | null;
  /** The text field's label ("Search in sales"). */
  searchLabel: string;
  /** A seller's page: their listings only, of both platforms. */
  sellerId?: number | null;
}

/**
 * A list of listings with its text query, filters, sort and pages, all in the URL
 * (search-state.ts). Used by /announcements, /sales, their category pages, /search and a
 * seller's page.
 */
export function BrowseView({ platform, categoryId = null, searchLabel, sellerId = null }: BrowseViewProps) {
  const { t } = useTranslation();
  const slots = useListingSlots();
  const locale = useLocale();
  const [state, change] = useBrowseState();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { data: currencies } = useCurrencies();
  const searchId = useId();
  const filtersId = useId();

  const query = browseApiQuery(state, { platform, categoryId, sellerId }, currencies);
  const search = useListingSearch(query);
  const filterCount = activeFilterCount(state);

  const clearFilters = () =>
    change({
      category: null,
      region: null,
      city: null,
      priceMin: null,
      priceMax: null,
      currency: null,
      advertiser: null,
      priceType: null,
      hasPhotos: false,
      sales: {},
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change({ q: String(new FormData(event.currentTarget).get('q') ?? '') });
  };

  return (
    <div className="space-y-6">
      <form role="search" aria-label={searchLabel} onSubmit={submit} key={state.q} className="flex gap-2">
        <label htmlFor={searchId} className="sr-only">
          {searchLabel}
        </label>
        <input
          id={searchId}
          name="q"
          type="search"
          defaultValue={state.q}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={searchLabel}
          enterKeyHint="search"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base"
        />
        <SearchSubmit size="lg" label={t('browse.search.submit')} />
      </form>

      {platform ? <FeaturedStrip platform={platform} categoryId={categoryId} /> : null}
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
        <div className="lg:w-72 lg:shrink-0">
          <div className="flex items-center justify-between gap-2 lg:hidden">
            <Button
              variant="secondary"
              className="flex items-center gap-2"

              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />
              </svg>
              {t('browse.filters.title')}
              {filterCount > 0 ? (
                <span className="rounded-full bg-brand-700 px-2 text-xs text-white">
                  {formatNumber(locale, filterCount)}
                </span>
              ) : null}
            </Button>
          </div>
          <aside
            id={filtersId}
            aria-label={t('browse.filters.title')}
            className={`${filtersOpen ? 'mt-3 block' : 'hidden'} rounded-2xl border border-slate-200 bg-white p-4 lg:mt-0 lg:block`}
          >
            <div className="mb-4 flex items-center justify-between gap-2">
              <h2 className="font-bold">{t('browse.filters.title')}</h2>
              {filterCount > 0 ? (
                <button
                  type="button"
                  onClick={clearFilters}
                  className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  {t('browse.filters.clear')}
                </button>
              ) : null}
            </div>
            <BrowseFilters
              platform={platform}
              categoryId={categoryId}
              state={state}
              change={change}
              // Counted over a sample of the matches, the facets' counts are lower bounds: not shown.
              facets={search.data?.facets_exact === false ? undefined : search.data?.facets}
            />
          </aside>
        </div>
        <section aria-label={t('browse.results.title')} className="min-w-0 flex-1">
          {categoryId !== null ? slots.categoryTop?.(categoryId) : null}
          {slots.searchAction ? (
            <div className="mb-3 flex justify-end">{slots.searchAction(savedSearchQueryOf(query))}</div>
          ) : null}
          <ListingResults
            state={state}
            change={change}
            data={search.data}
            isFetching={search.isFetching}
            isError={search.isError}
            onRetry={() => void search.refetch()}
            hasFilters={filterCount > 0}
            onClearFilters={clearFilters}
          />
        </section>
      </div>
    </div>
  );
}
