import { PLATFORMS, type Platform } from '@portal/contract/catalog';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { PLATFORM_LABELS } from '../platform-labels';

const fieldClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm disabled:bg-slate-100';
const labelClass = 'mb-1 block text-sm font-medium text-slate-800';

/**
 * One filter of a back-office list: a labelled list whose first, empty option means "all".
 * A hint, when given, is said under it and read with it (why it is disabled, say).
 */
export function FilterSelect({
  label,
  allLabel,
  value,
  onChange,
  disabled,
  hint,
  children,
}: {
  label: string;
  allLabel: string;
  value: string | number | null;
  /** The chosen value, '' for "all". */
  onChange: (value: string) => void;
  disabled?: boolean;
  hint?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        className={fieldClass}
        value={value ?? ''}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{allLabel}</option>
        {children}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** One filter of a back-office list typed in: its words, or a date of a period, say. */
export function FilterInput({
  label,
  value,
  onChange,
  className,
  ...input
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's box among the other filters. */
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'>) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={fieldClass}
      />
    </div>
  );
}

/** The words filter of a back-office list. */
export function WordsFilter(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return <FilterInput {...props} type="search" maxLength={100} />;
}

/** A period's two ends as a back-office list's filters hold them (ISO dates, either empty), or their labels. */
export interface Period {
  from: string;
  to: string;
}

/** The period filter of a back-office list: its first and last day, each labelled. */
export function PeriodFilter({
  labels,
  value,
  onChange,
}: {
  labels: Period;
  value: Period;
  onChange: (value: Period) => void;
}) {
  return (['from', 'to'] as const).map((end) => (
    <FilterInput
      key={end}
      label={labels[end]}
      type="date"
      dir="ltr"
      value={value[end]}
      onChange={(day) => onChange({ ...value, [end]: day })}
    />
  ));
}

/**
 * A filter of a back-office list among fixed values, each said by its label's key: the value
 * chosen, or '' for "all".
 */
export function ChoiceFilter<V extends string>({
  label,
  allLabel,
  values,
  labels,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  values: readonly V[];
  labels: Record<V, string>;
  value: V | '';
  onChange: (value: V | '') => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      label={label}
      allLabel={allLabel}
      value={value}
      onChange={(chosen) => onChange(values.find((v) => v === chosen) ?? '')}
    >
      {values.map((v) => (
        <option key={v} value={v}>
          {t(labels[v])}
        </option>
      ))}
    </FilterSelect>
  );
}

/** The platform filter of a back-office list; null is "all platforms". */
export function PlatformFilter({
  label,
  allLabel,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: Platform | null;
  onChange: (platform: Platform | null) => void;
}) {
  return (
    <ChoiceFilter
      label={label}
      allLabel={allLabel}
      values={PLATFORMS}
      labels={PLATFORM_LABELS}
      value={value ?? ''}
      onChange={(platform) => onChange(platform || null)}
    />
  );
}
