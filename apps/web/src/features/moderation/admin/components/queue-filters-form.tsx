import { PLATFORMS, type CategoryNode } from '@portal/contract/catalog';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategoryTree } from '../../../catalog/api/categories';
import { useRegions } from '../../../catalog/api/regions';
import { formatNumber } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { PLATFORM_LABELS } from '../../../../back-office/platform-labels';
import { AGE_CHOICES, type QueueFilters } from '../queue-filters';

/** Every category of a tree, any level, with its chain as the option's text ("Phones › Samsung"). */
export function categoryOptions(
  tree: readonly CategoryNode[],
  trail: string[] = [],
): { id: number; label: string }[] {
  return tree.flatMap((node) => {
    const chain = [...trail, node.name];
    return [{ id: node.id, label: chain.join(' › ') }, ...categoryOptions(node.children ?? [], chain)];
  });
}

/** The queue's filters; each change applies at once (the URL holds them, page back to 1). */
export function QueueFiltersForm({
  filters,
  onChange,
}: {
  filters: QueueFilters;
  onChange: (next: QueueFilters) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const tree = useCategoryTree(filters.platform);
  const regions = useRegions();
  const set = (patch: Partial<QueueFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const number = (value: string) => (value ? Number(value) : null);
  const field = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm disabled:bg-slate-100';
  const label = 'mb-1 block text-sm font-medium text-slate-800';

  return (
    <form
      role="search"
      aria-label={t('admin.queue.filters')}
      onSubmit={(e) => e.preventDefault()}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div>
        <label htmlFor={`${id}-platform`} className={label}>
          {t('admin.queue.platform')}
        </label>
        <select
          id={`${id}-platform`}
          className={field}
          value={filters.platform ?? ''}
          onChange={(e) =>
            set({ platform: PLATFORMS.find((p) => p === e.target.value) ?? null, category: null })
          }
        >
          <option value="">{t('admin.queue.all_platforms')}</option>
          {PLATFORMS.map((platform) => (
            <option key={platform} value={platform}>
              {t(PLATFORM_LABELS[platform])}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-category`} className={label}>
          {t('admin.queue.category')}
        </label>
        <select
          id={`${id}-category`}
          className={field}
          value={filters.category ?? ''}
          disabled={!filters.platform}
          aria-describedby={filters.platform ? undefined : `${id}-category-hint`}
          onChange={(e) => set({ category: number(e.target.value) })}
        >
          <option value="">{t('admin.queue.all_categories')}</option>
          {categoryOptions(tree.data ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
        {filters.platform ? null : (
          <p id={`${id}-category-hint`} className="mt-1 text-xs text-slate-600">
            {t('admin.queue.category_hint')}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-region`} className={label}>
          {t('admin.queue.region')}
        </label>
        <select
          id={`${id}-region`}
          className={field}
          value={filters.region ?? ''}
          onChange={(e) => set({ region: number(e.target.value) })}
        >
          <option value="">{t('admin.queue.all_regions')}</option>
          {regions.data?.map((region) => (
            <option key={region.id} value={region.id}>
              {region.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-age`} className={label}>
          {t('admin.queue.age')}
        </label>
        <select
          id={`${id}-age`}
          className={field}
          value={filters.age ?? ''}
          onChange={(e) => set({ age: number(e.target.value) })}
        >
          <option value="">{t('admin.queue.any_age')}</option>
          {AGE_CHOICES.map((hours) =>
            hours < 24 ? (
              <option key={hours} value={hours}>
                {t('admin.queue.older_than_hours', { count: hours, n: formatNumber(locale, hours) })}
              </option>
            ) : (
              <option key={hours} value={hours}>
                {t('admin.queue.older_than_days', { count: hours / 24, n: formatNumber(locale, hours / 24) })}
              </option>
            ),
          )}
        </select>
      </div>
    </form>
  );
}
