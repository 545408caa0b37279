import type { PublicSettings } from '@portal/contract/settings';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { ADVERTISER_LABELS, optionsOf } from '../../../lib/listing-labels';
import type { ListingFormValues } from '../listing-form-values';
import { SelectField } from '../../../ui/form-field';

/** Tomorrow as YYYY-MM-DD (UTC, like the contract's "after today" rule). */
export function tomorrowUtc(now: Date = new Date()): string {
  return new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
}

/** Who is offering, and how long the listing stays online (lengths from settings). */
export function PublicationFields({ settings }: { settings: PublicSettings }) {
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
      <SelectField
        label={t('listings.form.advertiser')}
        error={errors.advertiser_characteristic?.message}
        options={optionsOf(ADVERTISER_LABELS, t)}
        selectProps={register('advertiser_characteristic')}
      />
    </div>
  );
}
