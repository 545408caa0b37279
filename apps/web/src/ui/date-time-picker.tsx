import { intlLocaleOf } from '@portal/contract/locale';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useLocale } from '../lib/use-locale';
import {
  allowedRange,
  clampToRules,
  combineDateTime,
  dayPeriodLabels,
  msToParts,
  parseDateKey,
  partsToMs,
  splitDateTime,
  to12Hour,
  unitOptions,
  type DayPeriod,
  type HourCycle,
  type Precision,
  type TimeGrid,
  type TimeRules,
  type TimeUnit,
} from './date-time';

export type { HourCycle, Precision, TimeRules } from './date-time';

export interface DateTimePickerProps {
  label: string;
  /**
   * The chosen instant in local time, or null. Send it as `value.toISOString()`. 24:00 of a
   * day is the next day's 00:00; the picker keeps showing 24:00 while the value is
   * the one it emitted.
   */
  value: Date | null;
  onChange: (value: Date | null) => void;
  /** 12: hours 1–12 with AM/PM in the page's language; 24 (default): hours 00–23. */
  hourCycle?: HourCycle;
  /** 1 = hours, 2 = minutes (default), 3 = seconds, 4 = milliseconds. */
  precision?: Precision;
  /**
   * What may be chosen on a day (called with its local midnight): min/max time, minute and
   * second steps, the exact times of the day (`times`, e.g. its free slots), or the whole day
   * disabled. Other choices show disabled.
   */
  rules?: (day: Date) => TimeRules | null | undefined;
  /** Offers 24:00, the end of the day. */
  allowEndOfDay?: boolean;
  /** 'YYYY-MM-DD' bounds of the date field. */
  minDate?: string;
  maxDate?: string;
  required?: boolean;
  disabled?: boolean;
  description?: string;
  error?: string;
  /** Said when the chosen date allows no time (e.g. "No free time on this date"); a generic sentence otherwise. */
  unavailableMessage?: string;
  /** Posts the value as an ISO string with a plain form under this name. */
  name?: string;
  id?: string;
}

const UNIT_KEYS = [
  'ui.datetime.hour',
  'ui.datetime.minute',
  'ui.datetime.second',
  'ui.datetime.millisecond',
] as const;
const FIELD_CLASS =
  'rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm disabled:bg-slate-100 disabled:text-slate-500';

interface Shown {
  day: string;
  ms: number | null;
}

/** A date and a time of day, each time part a native select that only offers allowed values. */
export function DateTimePicker({
  label,
  value,
  onChange,
  hourCycle = 24,
  precision = 2,
  rules,
  allowEndOfDay = false,
  minDate,
  maxDate,
  required,
  disabled,
  description,
  error,
  unavailableMessage,
  name,
  id,
}: DateTimePickerProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const autoId = useId();
  const dateId = id ?? `${autoId}-date`;
  const timeLabelId = `${autoId}-time`;
  const statusId = `${autoId}-status`;
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  const unitId = (unit: TimeUnit) => `${autoId}-unit-${unit}`;
  const periodId = `${autoId}-period`;

  const grid: TimeGrid = { precision, allowEndOfDay };
  const [shown, setShown] = useState<Shown | null>(null);
  // What the fields show: the last choice while `value` is still the instant it produced
  // (that keeps 24:00 and a date without an allowed time), else the value itself.
  const showsValue =
    shown !== null &&
    (shown.ms === null
      ? value === null
      : value !== null && combineDateTime(shown.day, shown.ms).getTime() === value.getTime());
  const view: Shown | null = showsValue ? shown : value ? splitDateTime(value) : null;
  const day = view?.day ?? '';
  const dayDate = day ? parseDateKey(day) : null;
  const dayRules = dayDate && rules ? rules(dayDate) : null;
  const ms = view?.ms ?? null;
  const parts = ms === null ? null : msToParts(ms);
  const unavailable = dayDate !== null && allowedRange(dayRules, grid) === null;
  const timeDisabled = disabled || parts === null || unavailable;

  const intlLocale = intlLocaleOf(locale);
  const twoDigits = useMemo(
    () => new Intl.NumberFormat(intlLocale, { minimumIntegerDigits: 2 }),
    [intlLocale],
  );
  const plain = useMemo(() => new Intl.NumberFormat(intlLocale), [intlLocale]);
  const periods = useMemo(() => dayPeriodLabels(intlLocale), [intlLocale]);

  const emit = (nextDay: string, nextMs: number | null) => {
    setShown({ day: nextDay, ms: nextMs });
    onChange(nextMs === null ? null : combineDateTime(nextDay, nextMs));
  };

  const onDateChange = (text: string) => {
    const date = parseDateKey(text);
    if (!date) {
      setShown(null);
      onChange(null);
      return;
    }
    emit(text, clampToRules(ms ?? 0, rules?.(date), grid));
  };

  const onUnitChange = (unit: TimeUnit, next: number) => {
    if (!parts || !day) return;
    const values = [parts.hour, parts.minute, parts.second, parts.millisecond];
    values[unit] = next;
    // Hour 24 is only ever 24:00; leaving it starts the new hour at :00.
    if (values[0] === 24 || (unit === 0 && parts.hour === 24)) values.fill(0, 1);
    const [hour = 0, minute = 0, second = 0, millisecond = 0] = values;
    emit(day, clampToRules(partsToMs({ hour, minute, second, millisecond }), dayRules, grid));
  };

  const hourOptions = unitOptions(0, [], dayRules, grid);
  const period: DayPeriod = parts && parts.hour < 12 ? 'am' : 'pm';
  const hoursShown =
    hourCycle === 24
      ? hourOptions
      : hourOptions.filter((o) => o.value === 24 || o.value < 12 === (period === 'am'));
  const periodDisabled = (p: DayPeriod) =>
    hourOptions.every((o) => o.value === 24 || o.value < 12 !== (p === 'am') || o.disabled);

  const hourLabel = (hour: number) => {
    if (hour === 24) return hourCycle === 12 ? t('ui.datetime.end_of_day') : twoDigits.format(24);
    return hourCycle === 12 ? plain.format(to12Hour(hour).hour12) : twoDigits.format(hour);
  };

  const unitSelect = (unit: TimeUnit) => {
    const options =
      unit === 0
        ? hoursShown
        : unitOptions(unit, parts ? [parts.hour, parts.minute, parts.second] : [], dayRules, grid);
    const current = parts ? [parts.hour, parts.minute, parts.second, parts.millisecond][unit] : undefined;
    return (
      <>
        <label htmlFor={unitId(unit)} className="sr-only">
          {t(UNIT_KEYS[unit])}
        </label>
        <select
          id={unitId(unit)}
          value={current === undefined ? '' : String(current)}
          disabled={timeDisabled}
          onChange={(e) => onUnitChange(unit, Number(e.target.value))}
          className={FIELD_CLASS}
        >
          {current === undefined ? <option value="">--</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {unit === 0 ? hourLabel(o.value) : twoDigits.format(o.value)}
            </option>
          ))}
        </select>
      </>
    );
  };

  const describedBy = [statusId, description ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <fieldset className="min-w-0" aria-describedby={describedBy}>
      <legend className="mb-2 text-sm font-medium text-slate-800">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={dateId} className="text-xs text-slate-600">
            {t('ui.datetime.date')}
          </label>
          <input
            id={dateId}
            type="date"
            value={day}
            min={minDate}
            max={maxDate}
            required={required}
            disabled={disabled}
            aria-invalid={error || unavailable ? true : undefined}
            aria-describedby={statusId}
            onChange={(e) => onDateChange(e.target.value)}
            className={FIELD_CLASS}
          />
        </div>
        <div role="group" aria-labelledby={timeLabelId} className="flex flex-col gap-1">
          <span id={timeLabelId} className="text-xs text-slate-600">
            {t('ui.datetime.time')}
          </span>
          <div className="flex flex-wrap items-center gap-1">
            {/* Times read hours first in every language, Arabic included. */}
            <div dir="ltr" className="flex items-center gap-1">
              {unitSelect(0)}
              {precision >= 2 ? (
                <>
                  <span aria-hidden="true">:</span>
                  {unitSelect(1)}
                </>
              ) : null}
              {precision >= 3 ? (
                <>
                  <span aria-hidden="true">:</span>
                  {unitSelect(2)}
                </>
              ) : null}
              {precision === 4 ? (
                <>
                  <span aria-hidden="true">.</span>
                  <label htmlFor={unitId(3)} className="sr-only">
                    {t('ui.datetime.millisecond')}
                  </label>
                  <input
                    id={unitId(3)}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={999}
                    step={1}
                    value={parts ? parts.millisecond : ''}
                    disabled={timeDisabled}
                    onChange={(e) => {
                      const next = Number.parseInt(e.target.value, 10);
                      if (Number.isFinite(next)) onUnitChange(3, Math.min(999, Math.max(0, next)));
                    }}
                    className={`${FIELD_CLASS} w-20`}
                  />
                </>
              ) : null}
            </div>
            {hourCycle === 12 ? (
              <>
                <label htmlFor={periodId} className="sr-only">
                  {t('ui.datetime.period')}
                </label>
                <select
                  id={periodId}
                  value={parts ? period : ''}
                  disabled={timeDisabled || parts?.hour === 24}
                  onChange={(e) =>
                    parts && onUnitChange(0, (parts.hour % 12) + (e.target.value === 'pm' ? 12 : 0))
                  }
                  className={FIELD_CLASS}
                >
                  {parts ? null : <option value="">--</option>}
                  {(['am', 'pm'] as const).map((p) => (
                    <option key={p} value={p} disabled={periodDisabled(p)}>
                      {periods[p]}
                    </option>
                  ))}
                </select>
              </>
            ) : null}
          </div>
        </div>
      </div>
      <p id={statusId} role="status" className="mt-1 text-sm text-red-700">
        {unavailable ? (unavailableMessage ?? t('ui.datetime.unavailable')) : ''}
      </p>
      {description ? (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : null}
      {name ? <input type="hidden" name={name} value={value ? value.toISOString() : ''} /> : null}
    </fieldset>
  );
}
