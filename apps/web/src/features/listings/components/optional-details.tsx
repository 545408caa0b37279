import type { OptionalField } from '@portal/contract/listings';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import {
  CONTACT_TIME_LABELS,
  GUARANTEE_LABELS,
  optionsOf,
  PAYMENT_METHOD_LABELS,
  PAYMENT_TYPE_LABELS,
  QUALITY_LABELS,
  QUANTITY_LABELS,
  SELLABILITY_LABELS,
  SELLING_STYLE_LABELS,
  SOURCE_LABELS,
} from '../../../lib/listing-labels';
import { FormField, SelectField } from '../../../ui/form-field';
import type { ListingFormValues } from '../listing-form-values';
import { AnswerField } from './fields';
import { tomorrowUtc } from './publication-fields';

type TextField = {
  [K in keyof ListingFormValues]: ListingFormValues[K] extends string ? K : never;
}[keyof ListingFormValues];

/**
 * The optional details (every one may be left empty, as in the contract): those the listing's
 * category offers (`offered`, from the catalog: docs/decisions/019), in the platform's order,
 * and the last day the ad runs. Shown in the form's collapsed "more details".
 */
export function OptionalDetails({ offered }: { offered: readonly OptionalField[] }) {
  const { t } = useTranslation();
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<ListingFormValues>();
  const none = t('listings.form.not_specified');
  const select = (name: TextField, label: string, labels: Record<string, string>) => (
    <SelectField
      label={label}
      error={errors[name]?.message}
      placeholder={none}
      options={optionsOf(labels, t)}
      selectProps={register(name)}
    />
  );
  const answer = (name: TextField, label: string, hint?: string) => (
    <AnswerField label={label} hint={hint} error={errors[name]?.message} selectProps={register(name)} />
  );
  const text = (name: TextField, label: string, hint?: string) => (
    <FormField
      label={label}
      error={errors[name]?.message}
      hint={hint}
      inputProps={{ ...register(name), dir: 'auto', maxLength: 200 }}
    />
  );
  const fields: Record<OptionalField, () => React.ReactNode> = {
    contact_time: () => select('contact_time', t('listings.form.contact_time'), CONTACT_TIME_LABELS),
    rentability: () =>
      answer('rentability', t('listings.form.rentability'), t('listings.form.rentability_hint')),
    professional_address: () =>
      text(
        'professional_address',
        t('listings.form.professional_address'),
        t('listings.form.professional_address_hint'),
      ),
    payment_method: () => select('payment_method', t('listings.sales.payment_method'), PAYMENT_METHOD_LABELS),
    payment_type: () => select('payment_type', t('listings.sales.payment_type'), PAYMENT_TYPE_LABELS),
    selling_style: () => select('selling_style', t('listings.sales.selling_style'), SELLING_STYLE_LABELS),
    sales_quality: () => select('sales_quality', t('listings.sales.sales_quality'), QUALITY_LABELS),
    sales_source: () => select('sales_source', t('listings.sales.sales_source'), SOURCE_LABELS),
    quantity_abundance: () =>
      select('quantity_abundance', t('listings.sales.quantity_abundance'), QUANTITY_LABELS),
    sellability: () => select('sellability', t('listings.sales.sellability'), SELLABILITY_LABELS),
    has_delivery: () => answer('has_delivery', t('listings.sales.has_delivery')),
    mobility: () => answer('mobility', t('listings.sales.mobility'), t('listings.sales.mobility_hint')),
    documentation: () =>
      answer('documentation', t('listings.sales.documentation'), t('listings.sales.documentation_hint')),
    after_sales_service: () => answer('after_sales_service', t('listings.sales.after_sales_service')),
    offer_expiration_date: () => (
      <FormField
        label={t('listings.sales.offer_expiration_date')}
        error={errors.offer_expiration_date?.message}
        hint={t('listing-status.offer_end_hint')}
        inputProps={{ ...register('offer_expiration_date'), type: 'date', min: tomorrowUtc() }}
      />
    ),
    sales_guarantee: () => (
      <>
        {select('sales_guarantee', t('listings.sales.sales_guarantee'), GUARANTEE_LABELS)}
        {watch('sales_guarantee') === 'specific'
          ? text(
              'sales_guarantee_text',
              t('listings.sales.sales_guarantee_text'),
              t('listings.sales.sales_guarantee_text_hint'),
            )
          : null}
      </>
    ),
    headquarters: () =>
      text('headquarters', t('listings.sales.headquarters'), t('listings.sales.headquarters_hint')),
    scientific_legal_qualification: () =>
      text(
        'scientific_legal_qualification',
        t('listings.sales.scientific_legal_qualification'),
        t('listings.sales.scientific_legal_qualification_hint'),
      ),
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="optional-details">
      {offered.map((field) => (
        <div key={field} className="flex flex-col gap-4">
          {fields[field]()}
        </div>
      ))}
      <FormField
        label={t('listings.form.validity_date')}
        error={errors.validity_date?.message}
        hint={t('listings.form.validity_date_hint')}
        inputProps={{ ...register('validity_date'), type: 'date', min: tomorrowUtc() }}
      />
    </div>
  );
}
