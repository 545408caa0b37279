import type { Settings } from '@portal/contract/settings';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { FormField } from '../../../ui/form-field';
import type { ListingFormValues } from '../listing-form-values';
import { SelectField } from './fields';

/** Tomorrow as YYYY-MM-DD (UTC, like the contract's "after today" rule). */
export function tomorrowUtc(now: Date = new Date()): string {
  return new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
}

/** How long the listing stays online (lengths from settings) and an optional last day. */
export function PublicationFields({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const {
    register,
    formState: { errors },
  } = useFormContext<ListingFormValues>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('listings.form.duration')}
        error={errors.duration_days?.message}
        options={settings.announcements.durations_days.map((days) => ({
          value: String(days),
          label: formatNumber(locale, days, { style: 'unit', unit: 'day', unitDisplay: 'long' }),
        }))}
        selectProps={register('duration_days')}
      />
      <FormField
        label={t('listings.form.validity_date')}
        error={errors.validity_date?.message}
        hint={t('listings.form.validity_date_hint')}
        inputProps={{ ...register('validity_date'), type: 'date', min: tomorrowUtc() }}
      />
    </div>
  );
}
