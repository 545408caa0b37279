import type { Platform } from '@portal/contract/catalog';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { useLocale } from '../../../lib/use-locale';
import { SearchableSelect } from '../../../ui/searchable-select';
import { useCategoryTree } from '../../catalog/api/categories';
import { listingPaths } from '../platform';
import { Button } from '../../../ui/button';

/**
 * "Post an ad": the category first (create lives under /…/{category}/create), then
 * the form. Categories and sub-categories are both offered, so the form can start deeper.
 */
export function CategoryPicker({ platform, id }: { platform: Platform; id: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const tree = useCategoryTree(platform);
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const hintId = useId();

  const options = (tree.data ?? []).flatMap((category) => [
    { value: String(category.id), label: category.names[locale] },
    ...(category.children ?? []).map((sub) => ({
      value: String(sub.id),
      label: sub.names[locale],
      description: category.names[locale],
    })),
  ]);

  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-4 rounded-2xl border border-brand-100 bg-brand-50 p-4 sm:p-5"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {t('listings.picker.title')}
      </h2>
      <p id={hintId} className="mt-1 text-sm text-slate-700">
        {platform === 'sales' ? t('listings.picker.intro_sales') : t('listings.picker.intro_announcements')}
      </p>
      <form
        className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (!value) {
            setError(t('listings.picker.required'));
            return;
          }
          void navigate(listingPaths.create(platform, Number(value)));
        }}
      >
        <div className="min-w-0 flex-1">
          <SearchableSelect
            id={`${id}-category`}
            label={t('listings.picker.category')}
            options={options}
            value={value}
            onChange={(next) => {
              setValue(next);
              setError(undefined);
            }}
            placeholder={tree.isPending ? t('common.loading') : t('listings.picker.placeholder')}
            disabled={!tree.data}
            error={error}
            required
          />
        </div>
        <Button size="lg" className="sm:mb-px" type="submit">
          {t('listings.picker.continue')}
        </Button>
      </form>
    </section>
  );
}
