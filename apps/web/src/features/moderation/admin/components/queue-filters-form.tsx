import type { CategoryNode } from '@portal/contract/catalog';
import { useTranslation } from '../../../../lib/use-translation';
import { useCategoryTree } from '../../../catalog/api/categories';
import { useRegions } from '../../../catalog/api/regions';
import { formatNumber } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { FilterSelect, PlatformFilter } from '../../../../back-office/components/filter-select';
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
  const tree = useCategoryTree(filters.platform);
  const regions = useRegions();
  const set = (patch: Partial<QueueFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const number = (value: string) => (value ? Number(value) : null);

  return (
    <form
      role="search"
      aria-label={t('admin.queue.filters')}
      onSubmit={(e) => e.preventDefault()}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <PlatformFilter
        label={t('admin.queue.platform')}
        allLabel={t('admin.queue.all_platforms')}
        value={filters.platform}
        onChange={(platform) => set({ platform, category: null })}
      />
      <FilterSelect
        label={t('admin.queue.category')}
        allLabel={t('admin.queue.all_categories')}
        value={filters.category}
        disabled={!filters.platform}
        hint={filters.platform ? undefined : t('admin.queue.category_hint')}
        onChange={(value) => set({ category: number(value) })}
      >
        {categoryOptions(tree.data ?? []).map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('admin.queue.region')}
        allLabel={t('admin.queue.all_regions')}
        value={filters.region}
        onChange={(value) => set({ region: number(value) })}
      >
        {regions.data?.map((region) => (
          <option key={region.id} value={region.id}>
            {region.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('admin.queue.age')}
        allLabel={t('admin.queue.any_age')}
        value={filters.age}
        onChange={(value) => set({ age: number(value) })}
      >
        {AGE_CHOICES.map((hours) => (
          <option key={hours} value={hours}>
            {hours < 24
              ? t('admin.queue.older_than_hours', { count: hours, n: formatNumber(locale, hours) })
              : t('admin.queue.older_than_days', { count: hours / 24, n: formatNumber(locale, hours / 24) })}
          </option>
        ))}
      </FilterSelect>
    </form>
  );
}
