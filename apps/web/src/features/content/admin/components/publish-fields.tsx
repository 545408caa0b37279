import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../lib/use-translation';
import { portalTimeZone } from '../../../../lib/runtime-config';
import { DateTimePicker } from '../../../../ui/date-time-picker';
import type { ContentFormValues, PublishMode } from '../content-form';
import { fromPickerValue, todayIn, toPickerValue } from '../../../../lib/zoned-time';
import { PUBLISH_LABELS } from '../content-labels';

const MODES: readonly PublishMode[] = ['draft', 'now', 'schedule'];

/**
 * Who sees the item: staff only (draft), everyone now, or everyone from a time chosen in the
 * portal's time zone (scheduled).
 */
export function PublishFields({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ContentFormValues>();
  const mode = useWatch({ control, name: 'publish' });
  const timeZone = portalTimeZone();
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800">{t('admin-content.publish.legend')}</legend>
      <div className="flex flex-wrap gap-4">
        {MODES.map((m) => (
          <label key={m} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              value={m}
              {...register('publish')}
              disabled={readOnly}
              className="size-4"
              data-testid={`publish-${m}`}
            />
            {t(PUBLISH_LABELS[m])}
          </label>
        ))}
      </div>
      {mode === 'schedule' ? (
        <Controller
          control={control}
          name="publish_at"
          render={({ field }) => (
            <DateTimePicker
              label={t('admin-content.publish.at')}
              value={field.value ? toPickerValue(new Date(field.value), timeZone) : null}
              onChange={(picked) =>
                field.onChange(picked ? fromPickerValue(picked, timeZone).toISOString() : null)
              }
              minDate={todayIn(timeZone)}
              required
              disabled={readOnly}
              description={t('admin-content.publish.time_zone', { zone: timeZone })}
              error={errors.publish_at?.message}
            />
          )}
        />
      ) : null}
    </fieldset>
  );
}
