import type { SalesFilter } from '@portal/contract/listings';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import {
  GUARANTEE_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_TYPE_LABELS,
  QUALITY_LABELS,
  QUANTITY_LABELS,
  SELLABILITY_LABELS,
  SELLING_STYLE_LABELS,
  SOURCE_LABELS,
} from '../../../lib/listing-labels';
import type { BrowseState } from '../search-state';

/** The options chosen from a list, with the field's label from the posting form. */
const CHOICES: { key: SalesFilter; label: string; values: Record<string, string> }[] = [
  { key: 'payment_method', label: 'listings.sales.payment_method', values: PAYMENT_METHOD_LABELS },
  { key: 'payment_type', label: 'listings.sales.payment_type', values: PAYMENT_TYPE_LABELS },
  { key: 'selling_style', label: 'listings.sales.selling_style', values: SELLING_STYLE_LABELS },
  { key: 'sales_quality', label: 'listings.sales.sales_quality', values: QUALITY_LABELS },
  { key: 'sales_source', label: 'listings.sales.sales_source', values: SOURCE_LABELS },
  { key: 'quantity_abundance', label: 'listings.sales.quantity_abundance', values: QUANTITY_LABELS },
  { key: 'sellability', label: 'listings.sales.sellability', values: SELLABILITY_LABELS },
  { key: 'sales_guarantee', label: 'listings.sales.sales_guarantee', values: GUARANTEE_LABELS },
];

/** The yes/no options: ticked means "only ads that offer it". */
const FLAGS: { key: SalesFilter; label: string }[] = [
  { key: 'has_delivery', label: 'search.sales.has_delivery' },
  { key: 'after_sales_service', label: 'search.sales.after_sales_service' },
  { key: 'documentation', label: 'search.sales.documentation' },
  { key: 'mobility', label: 'search.sales.mobility' },
];

function Choice({
  label,
  values,
  value,
  onChange,
}: {
  label: string;
  values: Record<string, string>;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {t(label)}
      </label>
      <select
        id={id}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
      >
        <option value="">{t('search.sales.any')}</option>
        {Object.entries(values).map(([option, key]) => (
          <option key={option} value={option}>
            {t(key)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The sales options as filters; shown on sales only. */
export function SalesOptionFilters({
  state,
  change,
}: {
  state: BrowseState;
  change: (patch: Partial<BrowseState>) => void;
}) {
  const { t } = useTranslation();
  const set = (key: SalesFilter, value: string | undefined) => {
    const sales = { ...state.sales };
    if (value === undefined) delete sales[key];
    else sales[key] = value;
    change({ sales });
  };
  return (
    <div className="border-t border-slate-200 pt-4" data-testid="sales-options">
      <h3 className="mb-2 text-sm font-bold text-slate-900">{t('search.sales.title')}</h3>
      <div className="space-y-3">
        {CHOICES.map((choice) => (
          <Choice
            key={choice.key}
            label={choice.label}
            values={choice.values}
            value={state.sales[choice.key]}
            onChange={(value) => set(choice.key, value)}
          />
        ))}
        {FLAGS.map((flag) => (
          <label key={flag.key} className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              checked={state.sales[flag.key] === 'true'}
              onChange={(e) => set(flag.key, e.target.checked ? 'true' : undefined)}
              className="size-5 rounded border-slate-300 accent-brand-700"
            />
            {t(flag.label)}
          </label>
        ))}
      </div>
    </div>
  );
}
