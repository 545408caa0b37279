import type { Region } from '@portal/contract/catalog';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { useLocale } from '../../../lib/use-locale';
import { FormField } from '../../../ui/form-field';
import { SearchableSelect } from '../../../ui/searchable-select';
import type { ListingFormValues } from '../listing-form-values';

/** Region (wilaya, with its code as people know it: "16 - Alger") → city, and the address. */
export function LocationFields({ regions }: { regions: readonly Region[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = useFormContext<ListingFormValues>();
  const region = useController({ control, name: 'region_id' });
  const city = useController({ control, name: 'city_id' });
  const chosen = regions.find((r) => String(r.id) === region.field.value);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SearchableSelect
          label={t('listings.form.region')}
          options={regions.map((r) => ({
            value: String(r.id),
            label: `${String(r.id).padStart(2, '0')} - ${r.names[locale]}`,
          }))}
          value={region.field.value || null}
          onChange={(v) => {
            if ((v ?? '') === region.field.value) return;
            region.field.onChange(v ?? '');
            setValue('city_id', '', { shouldDirty: true });
          }}
          error={region.fieldState.error?.message}
          required
        />
        <SearchableSelect
          label={t('listings.form.city')}
          options={(chosen?.cities ?? []).map((c) => ({ value: String(c.id), label: c.names[locale] }))}
          value={city.field.value || null}
          onChange={(v) => city.field.onChange(v ?? '')}
          error={city.fieldState.error?.message}
          placeholder={chosen ? t('listings.form.optional') : t('listings.form.city_first')}
          disabled={!chosen}
          clearable
        />
      </div>
      <FormField
        label={t('listings.form.address')}
        error={errors.address?.message}
        inputProps={{ ...register('address'), dir: 'auto', maxLength: 200, autoComplete: 'street-address' }}
      />
    </>
  );
}
