import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../ui/form-field';
import {
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
import type { ListingFormValues } from '../listing-form-values';
import { AnswerField, SelectField } from './fields';
import { tomorrowUtc } from './publication-fields';

type TextField = {
  [K in keyof ListingFormValues]: ListingFormValues[K] extends string ? K : never;
}[keyof ListingFormValues];

/** The sales ad's own fields (spec §3, §9); every one optional, as in the contract. */
export function SalesFields() {
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
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {select('payment_method', t('listings.sales.payment_method'), PAYMENT_METHOD_LABELS)}
        {select('payment_type', t('listings.sales.payment_type'), PAYMENT_TYPE_LABELS)}
        {select('selling_style', t('listings.sales.selling_style'), SELLING_STYLE_LABELS)}
        {select('sales_quality', t('listings.sales.sales_quality'), QUALITY_LABELS)}
        {select('sales_source', t('listings.sales.sales_source'), SOURCE_LABELS)}
        {select('quantity_abundance', t('listings.sales.quantity_abundance'), QUANTITY_LABELS)}
        {select('sellability', t('listings.sales.sellability'), SELLABILITY_LABELS)}
        {answer('has_delivery', t('listings.sales.has_delivery'))}
        {answer('mobility', t('listings.sales.mobility'), t('listings.sales.mobility_hint'))}
        {answer('documentation', t('listings.sales.documentation'), t('listings.sales.documentation_hint'))}
        {answer('after_sales_service', t('listings.sales.after_sales_service'))}
        <FormField
          label={t('listings.sales.offer_expiration_date')}
          error={errors.offer_expiration_date?.message}
          hint={t('listing-status.offer_end_hint')}
          inputProps={{ ...register('offer_expiration_date'), type: 'date', min: tomorrowUtc() }}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {select('sales_guarantee', t('listings.sales.sales_guarantee'), GUARANTEE_LABELS)}
        {watch('sales_guarantee') === 'specific' ? (
          <FormField
            label={t('listings.sales.sales_guarantee_text')}
            error={errors.sales_guarantee_text?.message}
            hint={t('listings.sales.sales_guarantee_text_hint')}
            inputProps={{ ...register('sales_guarantee_text'), dir: 'auto', maxLength: 200 }}
          />
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('listings.sales.headquarters')}
          error={errors.headquarters?.message}
          hint={t('listings.sales.headquarters_hint')}
          inputProps={{ ...register('headquarters'), dir: 'auto', maxLength: 200 }}
        />
        <FormField
          label={t('listings.sales.scientific_legal_qualification')}
          error={errors.scientific_legal_qualification?.message}
          hint={t('listings.sales.scientific_legal_qualification_hint')}
          inputProps={{ ...register('scientific_legal_qualification'), dir: 'auto', maxLength: 200 }}
        />
      </div>
    </>
  );
}
