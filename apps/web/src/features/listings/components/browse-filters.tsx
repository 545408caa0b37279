import type { Platform } from '@portal/contract/catalog';
import { ADVERTISER_CHARACTERISTICS, PRICE_TYPES } from '@portal/contract/listing-values';
import type { ListingSearchResponse } from '@portal/contract/listings';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../ui/link';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { SearchableSelect } from '../../../ui/searchable-select';
import { useTopCategories } from '../../catalog/api/categories';
import { useCategory } from '../../catalog/api/category';
import { useCurrencies } from '../../catalog/api/currencies';
import { useRegion } from '../../catalog/api/region';
import { useRegionSummaries } from '../../catalog/api/regions';
import { ADVERTISER_LABELS, PRICE_TYPE_LABELS } from '../../../lib/listing-labels';
import { categoryPath, PLATFORM_LABELS } from '../labels';
import { parsePriceFilter, type BrowseState } from '../search-state';
import { hrefQuery } from '../use-browse-state';
import { SalesOptionFilters } from './sales-option-filters';

type Facets = ListingSearchResponse['facets'];

/** What every filter group gets: the list's state, how to change it, and its counts once loaded. */
interface FilterProps {
  state: BrowseState;
  change: (patch: Partial<BrowseState>) => void;
  facets: Facets | undefined;
}

const fieldClass = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base';
const labelClass = 'mb-1 block text-sm font-medium text-slate-800';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
      <h3 className="mb-2 text-sm font-bold text-slate-900">{title}</h3>
      {children}
    </div>
  );
}

function Count({ value }: { value: number | undefined }) {
  const locale = useLocale();
  if (value === undefined) return null;
  return (
    <span className="rounded-full bg-slate-100 px-2 text-xs font-semibold text-slate-700 tabular-nums">
      {formatNumber(locale, value)}
    </span>
  );
}

/** A list of category links with how many listings match in each; the other filters carry over. */
function FacetLinks({
  title,
  testId,
  platform,
  state,
  items,
  counts,
}: {
  title: string;
  testId: string;
  platform: Platform;
  state: BrowseState;
  items: readonly { id: number; name: string }[];
  /** undefined while the facets load: no count is shown. */
  counts: Facets['categories'] | undefined;
}) {
  const byId = new Map(counts?.map((f) => [f.id, f.count]));
  return (
    <Section title={title}>
      <ul className="space-y-0.5" data-testid={testId}>
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={`${categoryPath(platform, item.id)}${hrefQuery(state, {})}`}
              className="flex items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-900"
            >
              <span>{item.name}</span>
              <Count value={counts ? (byId.get(item.id) ?? 0) : undefined} />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** On /announcements and /sales: the top categories with how many listings match in each. */
function CategoryLinks({
  platform,
  state,
  facets,
}: {
  platform: Platform;
  state: BrowseState;
  facets: Facets | undefined;
}) {
  const { t } = useTranslation();
  const { data: tree } = useTopCategories(platform);
  return (
    <FacetLinks
      title={t('browse.filters.category')}
      testId="category-facets"
      platform={platform}
      state={state}
      items={tree ?? []}
      counts={facets?.categories}
    />
  );
}

/**
 * On a category page: its sub-categories (or a sub-category's filters) with how many listings
 * match in each.
 */
function ChildLinks({
  platform,
  categoryId,
  state,
  facets,
}: {
  platform: Platform;
  categoryId: number;
  state: BrowseState;
  facets: Facets | undefined;
}) {
  const { t } = useTranslation();
  const { data } = useCategory(platform, categoryId);
  const children = data?.category.children ?? [];
  if (children.length === 0) return null;
  return (
    <FacetLinks
      title={t('browse.category.subcategories')}
      testId="child-facets"
      platform={platform}
      state={state}
      items={children}
      counts={facets?.children}
    />
  );
}

/** A labelled list: "any" (the empty value) first, then the options given as children. */
function SelectField({
  label,
  labelClassName = labelClass,
  anyLabel,
  value,
  onChange,
  children,
}: {
  label: string;
  labelClassName?: string;
  anyLabel: string;
  value: string | number | null;
  /** The chosen value, '' for "any". */
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select id={id} className={fieldClass} value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
        <option value="">{anyLabel}</option>
        {children}
      </select>
    </>
  );
}

/** On /search: a platform, then one of its top categories. */
function PlatformAndCategory({ state, change, facets }: FilterProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: tree } = useTopCategories(state.platform);
  const counts = new Map(facets?.categories.map((f) => [f.id, f.count]));
  return (
    <Section title={t('browse.filters.platform')}>
      <SelectField
        label={t('browse.filters.platform')}
        labelClassName="sr-only"
        anyLabel={t('browse.filters.all_platforms')}
        value={state.platform}
        onChange={(value) => change({ platform: (value || null) as Platform | null })}
      >
        <option value="announcements">{t(PLATFORM_LABELS.announcements)}</option>
        <option value="sales">{t(PLATFORM_LABELS.sales)}</option>
      </SelectField>
      {state.platform ? (
        <div className="mt-3">
          <SelectField
            label={t('browse.filters.category')}
            anyLabel={t('browse.filters.all_categories')}
            value={state.category}
            onChange={(value) => change({ category: value ? Number(value) : null })}
          >
            {tree?.map((category) => (
              <option key={category.id} value={category.id}>
                {facets
                  ? t('browse.filters.option_count', {
                      name: category.name,
                      count: formatNumber(locale, counts.get(category.id) ?? 0),
                    })
                  : category.name}
              </option>
            ))}
          </SelectField>
        </div>
      ) : null}
    </Section>
  );
}

/** One bound of the price range; errorId is set while the typed amounts cannot be read. */
function PriceInput({
  name,
  label,
  defaultValue,
  errorId,
}: {
  name: string;
  label: string;
  defaultValue: number | null;
  errorId: string | undefined;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        inputMode="decimal"
        autoComplete="off"
        defaultValue={defaultValue ?? ''}
        aria-invalid={errorId !== undefined || undefined}
        aria-describedby={errorId}
        className={fieldClass}
      />
    </div>
  );
}

function PriceRange({ state, change }: Omit<FilterProps, 'facets'>) {
  const { t } = useTranslation();
  const { data: currencies } = useCurrencies();
  const errorId = useId();
  const [unreadable, setUnreadable] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    let min = parsePriceFilter(String(form.get('min') ?? ''));
    let max = parsePriceFilter(String(form.get('max') ?? ''));
    // An amount that cannot be read is said, never silently dropped.
    setUnreadable(min === null || max === null);
    if (min === null || max === null) return;
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
    change({ priceMin: min ?? null, priceMax: max ?? null });
  };
  return (
    <Section title={t('browse.filters.price')}>
      {/* Typed amounts apply together, on the button or Enter, not at every keystroke. */}
      <form onSubmit={submit} key={`${state.priceMin}-${state.priceMax}`} className="space-y-3">
        <div className="grid grid-cols-2 gap-2">
          <PriceInput
            name="min"
            label={t('browse.filters.price_min')}
            defaultValue={state.priceMin}
            errorId={unreadable ? errorId : undefined}
          />
          <PriceInput
            name="max"
            label={t('browse.filters.price_max')}
            defaultValue={state.priceMax}
            errorId={unreadable ? errorId : undefined}
          />
        </div>
        {unreadable && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {t('browse.filters.price_invalid')}
          </p>
        )}
        <button
          type="submit"
          className="w-full rounded-lg border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t('browse.filters.apply_price')}
        </button>
      </form>
      <div className="mt-3">
        <SelectField
          label={t('browse.filters.currency')}
          anyLabel={t('browse.filters.any_currency')}
          value={state.currency}
          onChange={(value) => change({ currency: value || null })}
        >
          {currencies?.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name} ({c.code})
            </option>
          ))}
        </SelectField>
      </div>
    </Section>
  );
}

function Place({ state, change, facets }: FilterProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: regions } = useRegionSummaries();
  const { data: region } = useRegion(state.region);
  const counts = new Map(facets?.regions.map((f) => [f.id, f.count]));
  const cityCounts = new Map(facets?.cities.map((f) => [f.id, f.count]));
  const countLabel = (count: number) =>
    t('browse.filters.listing_count', { count, formatted: formatNumber(locale, count) });
  return (
    <Section title={t('browse.filters.place')}>
      <div className="space-y-3">
        <SearchableSelect
          label={t('browse.filters.region')}
          placeholder={t('browse.filters.any_region')}
          clearable
          value={state.region === null ? null : String(state.region)}
          onChange={(value) => change({ region: value === null ? null : Number(value) })}
          options={(regions ?? []).map((r) => ({
            value: String(r.id),
            // Wilayas are known by their code too (16 Alger).
            label: `${String(r.id).padStart(2, '0')} · ${r.name}`,
          }))}
          describe={facets ? (value) => countLabel(counts.get(Number(value)) ?? 0) : undefined}
        />
        <SearchableSelect
          label={t('browse.filters.city')}
          placeholder={region ? t('browse.filters.any_city') : t('browse.filters.choose_region_first')}
          clearable
          disabled={!region}
          value={state.city === null ? null : String(state.city)}
          onChange={(value) => change({ city: value === null ? null : Number(value) })}
          options={(region?.cities ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          describe={facets ? (value) => countLabel(cityCounts.get(Number(value)) ?? 0) : undefined}
        />
      </div>
    </Section>
  );
}

/** A list to pick one value from, or none ("any"). */
function OptionSelect<V extends string>({
  label,
  anyLabel,
  values,
  labels,
  value,
  onChange,
}: {
  label: string;
  anyLabel: string;
  values: readonly V[];
  labels: Record<V, string>;
  value: V | null;
  onChange: (value: V | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <SelectField
        label={label}
        anyLabel={anyLabel}
        value={value}
        onChange={(chosen) => onChange((chosen || null) as V | null)}
      >
        {values.map((v) => (
          <option key={v} value={v}>
            {t(labels[v])}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

function Choices({ state, change }: Omit<FilterProps, 'facets'>) {
  const { t } = useTranslation();
  return (
    <Section title={t('browse.filters.more')}>
      <div className="space-y-3">
        <OptionSelect
          label={t('browse.filters.advertiser')}
          anyLabel={t('browse.filters.any_advertiser')}
          values={ADVERTISER_CHARACTERISTICS}
          labels={ADVERTISER_LABELS}
          value={state.advertiser}
          onChange={(advertiser) => change({ advertiser })}
        />
        <OptionSelect
          label={t('browse.filters.price_type')}
          anyLabel={t('browse.filters.any_price_type')}
          values={PRICE_TYPES}
          labels={PRICE_TYPE_LABELS}
          value={state.priceType}
          onChange={(priceType) => change({ priceType })}
        />
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={state.hasPhotos}
            onChange={(e) => change({ hasPhotos: e.target.checked })}
            className="size-5 rounded border-slate-300 accent-brand-700"
          />
          {t('browse.filters.has_photos')}
        </label>
      </div>
    </Section>
  );
}

export interface BrowseFiltersProps extends FilterProps {
  /** null on /search (both platforms). */
  platform: Platform | null;
  /** Set on a category page: the category lives in the path. */
  categoryId: number | null;
}

/** Every filter of the list; each change becomes the URL (search-state.ts). */
export function BrowseFilters({ platform, categoryId, state, change, facets }: BrowseFiltersProps) {
  return (
    <div className="space-y-4">
      {platform === null ? (
        <PlatformAndCategory state={state} change={change} facets={facets} />
      ) : categoryId === null ? (
        <CategoryLinks platform={platform} state={state} facets={facets} />
      ) : (
        <ChildLinks platform={platform} categoryId={categoryId} state={state} facets={facets} />
      )}
      <Place state={state} change={change} facets={facets} />
      <PriceRange state={state} change={change} />
      <Choices state={state} change={change} />
      {(platform ?? state.platform) === 'sales' ? <SalesOptionFilters state={state} change={change} /> : null}
    </div>
  );
}
