import { PLATFORMS, type Platform } from '@portal/contract/catalog';
import { useId, type ReactNode } from 'react';
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
  const { t } = useTranslation();
  return (
    <FilterSelect
      label={label}
      allLabel={allLabel}
      value={value}
      onChange={(chosen) => onChange(PLATFORMS.find((p) => p === chosen) ?? null)}
    >
      {PLATFORMS.map((platform) => (
        <option key={platform} value={platform}>
          {t(PLATFORM_LABELS[platform])}
        </option>
      ))}
    </FilterSelect>
  );
}
