import { intlLocaleOf, type Locale } from '@portal/contract/locale';
import { useId, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useLocale } from '../lib/use-locale';

type Part = 'day' | 'month' | 'year';
interface Parts {
  day: string;
  month: string;
  year: string;
}

const PART_LABELS: Record<Part, string> = {
  day: 'ui.date.day',
  month: 'ui.date.month',
  year: 'ui.date.year',
};

/** The order a language writes a date in (ar and fr: day, month, year; en: month, day, year). */
export function partOrder(locale: Locale): Part[] {
  return new Intl.DateTimeFormat(intlLocaleOf(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .formatToParts(new Date(Date.UTC(2000, 10, 22)))
    .map((part) => part.type)
    .filter((type): type is Part => type === 'day' || type === 'month' || type === 'year');
}

/** The twelve months' names in the language (for the month list). */
export function monthNames(locale: Locale): string[] {
  const format = new Intl.DateTimeFormat(intlLocaleOf(locale), { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2000, month, 1))));
}

/** 'YYYY-MM-DD' → its parts; anything else → empty parts. */
export function partsOf(value: string): Parts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return { day: '', month: '', year: '' };
  return { year: match[1]!, month: String(Number(match[2])), day: String(Number(match[3])) };
}

/**
 * The value the parts make: '' when all are empty (the form's "required" rule speaks), the
 * date as YYYY-MM-DD when all are filled (the contract's date rule then checks it is a real
 * day, e.g. no 31 February), and otherwise the incomplete text, which the contract refuses.
 */
export function valueOf({ day, month, year }: Parts): string {
  if (!day && !month && !year) return '';
  if (!day || !month || year.length !== 4) return `${year}-${month}-${day}`;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/**
 * A calendar day typed as day, month and year in the page's language and order (a browser's
 * date input shows "mm/dd/yyyy" in an Arabic page): the day and year as digits, the month by
 * name. The value is 'YYYY-MM-DD' (or '' / an incomplete text the contract's schema refuses).
 */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  autoCompletePrefix,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: string;
  /** `bday` fills a birthdate from the browser's saved details. */
  autoCompletePrefix?: 'bday';
  testId?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  // A value set from outside (a reset after saving) replaces what the parts hold.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== valueOf(parts)) setParts(partsOf(value));
  }
  const change = (part: Part, text: string) => {
    const next = { ...parts, [part]: text };
    setParts(next);
    const nextValue = valueOf(next);
    setShown(nextValue);
    onChange(nextValue);
  };
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const control = `w-full rounded-lg border bg-white px-3 py-2 text-base ${error ? 'border-red-600' : 'border-slate-300'}`;
  const common = (part: Part) => ({
    id: `${id}-${part}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onBlur,
    className: control,
  });

  return (
    <fieldset className="flex flex-col gap-1" data-testid={testId}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex gap-2">
        {partOrder(locale).map((part) => (
          <div key={part} className={part === 'month' ? 'min-w-0 flex-[2]' : 'min-w-0 flex-1'}>
            <label htmlFor={`${id}-${part}`} className="text-xs text-slate-600">
              {t(PART_LABELS[part])}
            </label>
            {part === 'month' ? (
              <select
                {...common(part)}
                value={parts.month}
                autoComplete={autoCompletePrefix ? `${autoCompletePrefix}-month` : undefined}
                onChange={(e) => change('month', e.target.value)}
              >
                <option value="">{t('ui.date.choose_month')}</option>
                {monthNames(locale).map((name, index) => (
                  <option key={name} value={String(index + 1)}>
                    {name}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common(part)}
                type="text"
                inputMode="numeric"
                dir="ltr"
                maxLength={part === 'year' ? 4 : 2}
                value={parts[part]}
                autoComplete={autoCompletePrefix ? `${autoCompletePrefix}-${part}` : undefined}
                placeholder={part === 'year' ? t('ui.date.year_placeholder') : t('ui.date.day_placeholder')}
                onChange={(e) => change(part, e.target.value.replace(/\D/g, ''))}
              />
            )}
          </div>
        ))}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
