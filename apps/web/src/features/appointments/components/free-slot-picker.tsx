import type { UseQueryResult } from '@tanstack/react-query';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { PageLoading } from '../../../app/route-page';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { buttonClass } from '../../../ui/button';
import { DateTimePicker } from '../../../ui/date-time-picker';
import { parseDateKey } from '../../../ui/date-time';
import { LoadError } from '../../../ui/load-error';
import type { FreeSlots } from '../slots';

/** The picker as a field of a form whose `name` holds the chosen instant (a Date, or null). */
export function FreeSlotField<T extends FieldValues, Out>({
  control,
  name,
  ...props
}: {
  control: Control<T, unknown, Out>;
  name: Path<T>;
} & Omit<Parameters<typeof FreeSlotPicker>[0], 'value' | 'onChange' | 'error'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FreeSlotPicker
          {...props}
          value={field.value as Date | null}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** How many of the first free days are offered as one-tap choices. */
const QUICK_DAYS = 6;

/**
 * A free slot of a service at a branch: the first free days as one-tap choices, then the
 * date-time picker offering only the free times of each day (in the member's time zone).
 * Loading, a failed load and "nothing free" are said in its place.
 */
export function FreeSlotPicker({
  availability,
  free,
  label,
  value,
  onChange,
  error,
}: {
  availability: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'refetch'>;
  free: FreeSlots;
  label: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (availability.isPending) return <PageLoading />;
  if (availability.isError)
    return <LoadError error={availability.error} onRetry={() => void availability.refetch()} />;
  if (free.days.length === 0) {
    return (
      <p role="status" className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
        {t('appointments.book.no_slots')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium text-slate-800">{t('appointments.book.free_days')}</span>
        <ul className="flex flex-wrap gap-2">
          {free.days.slice(0, QUICK_DAYS).map((day) => (
            <li key={day}>
              <button
                type="button"
                data-testid="appointment-free-day"
                className={buttonClass({ variant: 'secondary', size: 'sm' })}
                onClick={() => {
                  const slot = free.firstOf(day);
                  onChange(slot ? new Date(slot.starts_at) : null);
                }}
              >
                {formatDate(locale, parseDateKey(day)!, { weekday: 'short', day: 'numeric', month: 'short' })}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <DateTimePicker
        label={label}
        value={value}
        onChange={onChange}
        rules={free.rules}
        minDate={free.minDate}
        maxDate={free.maxDate}
        unavailableMessage={t('appointments.book.no_free_time')}
        error={error}
        required
      />
    </div>
  );
}
