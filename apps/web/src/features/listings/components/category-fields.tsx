import type { CategoryNode } from '@portal/contract/catalog';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { useLocale } from '../../../lib/use-locale';
import { SearchableSelect } from '../../../ui/searchable-select';
import type { ListingFormValues } from '../listing-form-values';

/**
 * Category → sub-category → filter (the "domain"), each list fed by the level above; a level
 * with nothing under it is not shown. Changing a level empties the ones below it.
 */
export function CategoryFields({ tree }: { tree: readonly CategoryNode[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { control, setValue } = useFormContext<ListingFormValues>();
  const category = useController({ control, name: 'category_id' });
  const sub = useController({ control, name: 'sub_category_id' });
  const filter = useController({ control, name: 'filter_id' });

  const options = (nodes: readonly CategoryNode[]) =>
    nodes.map((n) => ({ value: String(n.id), label: n.names[locale] }));
  const chosen = tree.find((n) => String(n.id) === category.field.value);
  const subs = chosen?.children ?? [];
  const chosenSub = subs.find((n) => String(n.id) === sub.field.value);
  const filters = chosenSub?.children ?? [];

  const change = (field: 'category_id' | 'sub_category_id', current: string, next: string | null) => {
    if ((next ?? '') === current) return;
    setValue(field, next ?? '', { shouldDirty: true, shouldValidate: field === 'category_id' });
    if (field === 'category_id') setValue('sub_category_id', '', { shouldDirty: true });
    setValue('filter_id', '', { shouldDirty: true });
  };

  return (
    <div className="grid gap-4 md:grid-cols-3">
      <SearchableSelect
        label={t('listings.form.category')}
        options={options(tree)}
        value={category.field.value || null}
        onChange={(v) => change('category_id', category.field.value, v)}
        error={category.fieldState.error?.message}
        required
      />
      {subs.length > 0 ? (
        <SearchableSelect
          label={t('listings.form.sub_category')}
          options={options(subs)}
          value={sub.field.value || null}
          onChange={(v) => change('sub_category_id', sub.field.value, v)}
          error={sub.fieldState.error?.message}
          placeholder={t('listings.form.optional')}
          clearable
        />
      ) : null}
      {filters.length > 0 ? (
        <SearchableSelect
          label={t('listings.form.filter')}
          options={options(filters)}
          value={filter.field.value || null}
          onChange={(v) => filter.field.onChange(v ?? '')}
          error={filter.fieldState.error?.message}
          placeholder={t('listings.form.optional')}
          clearable
        />
      ) : null}
    </div>
  );
}
