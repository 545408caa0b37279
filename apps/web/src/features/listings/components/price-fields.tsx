import type { Currency } from '@portal/contract/catalog';
import { asksForAmount } from '@portal/contract/listing-values';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { useLocale } from '../../../lib/use-locale';
import { FormField, SelectField } from '../../../ui/form-field';
import { optionsOf, PRICE_TYPE_LABELS } from '../../../lib/listing-labels';
import type { ListingFormValues } from '../listing-form-values';

/**
 * The price type decides the inputs: one price (fixed, negotiable), a minimum and a maximum
 * (range), none (on request, free). Amounts are typed in units of the chosen currency.
 */
export function PriceFields({ currencies }: { currencies: readonly Currency[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<ListingFormValues>();
  const priceType = watch('price_type');
  const currency = watch('currency_id');
  const hint = t('listings.price.hint', { currency });
  const money = (name: 'price' | 'price_min' | 'price_max') => ({
    ...register(name),
    inputMode: 'decimal' as const,
    dir: 'ltr',
    autoComplete: 'off',
    'data-testid': name,
  });
  const hasPrice = asksForAmount(priceType, 'price');
  const isRange = asksForAmount(priceType, 'price_min');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('listings.form.price_type')}
        error={errors.price_type?.message}
        options={optionsOf(PRICE_TYPE_LABELS, t)}
        selectProps={register('price_type')}
      />
      {hasPrice || isRange ? (
        <SelectField
          label={t('listings.form.currency')}
          error={errors.currency_id?.message}
          options={currencies.map((c) => ({ value: c.code, label: `${c.names[locale]} (${c.code})` }))}
          selectProps={register('currency_id')}
        />
      ) : null}
      {hasPrice ? (
        <FormField
          label={t('listings.form.price')}
          error={errors.price?.message}
          hint={hint}
          inputProps={money('price')}
        />
      ) : null}
      {isRange ? (
        <>
          <FormField
            label={t('listings.form.price_min')}
            error={errors.price_min?.message}
            hint={hint}
            inputProps={money('price_min')}
          />
          <FormField
            label={t('listings.form.price_max')}
            error={errors.price_max?.message}
            hint={hint}
            inputProps={money('price_max')}
          />
        </>
      ) : null}
    </div>
  );
}
