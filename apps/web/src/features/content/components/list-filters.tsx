import { CONTENT_CATEGORIES, type CategorizedKind } from '@portal/contract/content-values';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { controlClass, Field } from '../../../ui/form-field';

/** A category's name: `content.category.<kind>.<key>` (the contract's CONTENT_CATEGORIES). */
export function useCategoryLabel(kind: CategorizedKind) {
  const { t } = useTranslation();
  return (key: string) => t(`content.category.${kind}.${key}`);
}

/** Choose one category of the kind, or all of them. */
export function CategorySelect({
  kind,
  value,
  onChange,
}: {
  kind: CategorizedKind;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const label = useCategoryLabel(kind);
  const categories: readonly string[] = CONTENT_CATEGORIES[kind];
  return (
    <Field label={t('content.filters.category')}>
      {(wiring) => (
        <select
          {...wiring}
          className={controlClass()}
          value={categories.includes(value) ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          data-testid="category-filter"
        >
          <option value="">{t('content.filters.all_categories')}</option>
          {categories.map((key) => (
            <option key={key} value={key}>
              {label(key)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * A search box that filters as one types. The text is kept here while typing and handed on
 * (`onChange`) after a short pause, so the address and the list do not change at every key.
 */
export function SearchBox({
  value,
  onChange,
  label,
  delayMs = 250,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  delayMs?: number;
}) {
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), delayMs);
    return () => clearTimeout(timer);
    // Only the typed text restarts the pause.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  return (
    <Field label={label}>
      {(wiring) => (
        <input
          {...wiring}
          type="search"
          dir="auto"
          className={controlClass()}
          value={text}
          onChange={(event) => setText(event.target.value)}
          data-testid="content-search"
        />
      )}
    </Field>
  );
}
