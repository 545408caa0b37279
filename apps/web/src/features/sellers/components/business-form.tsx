import { LOCALES, type Locale } from '@portal/contract/locale';
import { businessBodySchema, type BusinessBody, type OwnBusiness } from '@portal/contract/sellers';
import { BUSINESS_KINDS, BUSINESS_LIMITS } from '@portal/contract/sellers-values';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver, submitErrorText } from '../../../lib/form';
import { useLocale } from '../../../lib/use-locale';
import { useTranslation } from '../../../lib/use-translation';
import { FormAlert, FormField, SelectField, SubmitButton, TextAreaField } from '../../../ui/form-field';
import { useRegionSummaries } from '../../catalog/api/regions';
import { KIND_LABELS } from '../labels';

type Values = {
  kind: string;
  name: string;
  text_locale: string;
  description: string;
  address: string;
  region_id: string;
  opening_hours: string;
  phone: string;
  registry_number: string;
};
type Body = z.output<typeof businessBodySchema>;

const FIELDS = [
  'kind',
  'name',
  'text_locale',
  'description',
  'address',
  'region_id',
  'opening_hours',
  'phone',
  'registry_number',
] as const;

/** Each language named in itself, so the writer finds theirs. */
const NATIVE_NAMES: Record<Locale, string> = { ar: 'العربية', fr: 'Français', en: 'English' };

const valuesOf = (business: OwnBusiness | null, locale: Locale): Values => ({
  kind: business?.kind ?? 'store',
  name: business?.name ?? '',
  text_locale: business?.text_locale ?? locale,
  description: business?.description ?? '',
  address: business?.address ?? '',
  region_id: business?.region ? String(business.region.id) : '',
  opening_hours: business?.opening_hours ?? '',
  phone: business?.phone ?? '',
  registry_number: business?.registry_number ?? '',
});

/** The select's text as the schema reads it: a wilaya's number, or none. */
const toBody = (values: Values) => ({
  ...values,
  region_id: values.region_id ? Number(values.region_id) : null,
});

/**
 * The business's details (PUT /user/business): its kind, name, texts in the language it writes
 * them in, wilaya, hours, phone and commercial registry number. Checked by the contract's
 * schema before sending; the server's refusals land under their fields.
 */
export function BusinessForm({
  business,
  onSave,
}: {
  business: OwnBusiness | null;
  onSave: (body: BusinessBody) => Promise<OwnBusiness>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const regions = useRegionSummaries().data ?? [];
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Body>({
    resolver: contractResolver<z.input<typeof businessBodySchema>, Body, Values>(
      businessBodySchema,
      locale,
      toBody,
    ),
    defaultValues: valuesOf(business, locale),
  });

  const onSubmit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      reset(valuesOf(await onSave({ ...body, phone: body.phone ?? '' }), locale));
    } catch (error) {
      setFormError(submitErrorText(error, setError, FIELDS, t));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="business-form">
      <FormAlert message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('sellers.field.kind')}
          error={errors.kind?.message}
          options={BUSINESS_KINDS.map((kind) => ({ value: kind, label: t(KIND_LABELS[kind]) }))}
          selectProps={{ ...register('kind'), 'data-testid': 'business-kind' }}
        />
        <SelectField
          label={t('sellers.field.text_locale')}
          hint={t('sellers.form.text_locale_hint')}
          error={errors.text_locale?.message}
          options={LOCALES.map((l) => ({ value: l, label: NATIVE_NAMES[l] }))}
          selectProps={{ ...register('text_locale'), 'data-testid': 'business-text-locale' }}
        />
      </div>
      <FormField
        label={t('sellers.field.name')}
        error={errors.name?.message}
        inputProps={{
          ...register('name'),
          maxLength: BUSINESS_LIMITS.name.max,
          dir: 'auto',
          'data-testid': 'business-name',
        }}
      />
      <TextAreaField
        label={t('sellers.field.description')}
        error={errors.description?.message}
        textareaProps={{
          ...register('description'),
          rows: 4,
          dir: 'auto',
          maxLength: BUSINESS_LIMITS.description.max,
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('sellers.field.address')}
          error={errors.address?.message}
          inputProps={{ ...register('address'), dir: 'auto', maxLength: BUSINESS_LIMITS.address.max }}
        />
        <SelectField
          label={t('sellers.field.region')}
          error={errors.region_id?.message}
          placeholder={t('sellers.form.no_region')}
          options={regions.map((r) => ({ value: String(r.id), label: r.name }))}
          selectProps={{ ...register('region_id'), 'data-testid': 'business-region' }}
        />
      </div>
      <TextAreaField
        label={t('sellers.field.opening_hours')}
        hint={t('sellers.form.opening_hours_hint')}
        error={errors.opening_hours?.message}
        textareaProps={{
          ...register('opening_hours'),
          rows: 3,
          dir: 'auto',
          maxLength: BUSINESS_LIMITS.openingHours.max,
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('sellers.field.phone')}
          hint={t('sellers.form.phone_hint')}
          error={errors.phone?.message}
          inputProps={{ ...register('phone'), type: 'tel', dir: 'ltr', autoComplete: 'tel-national' }}
        />
        <FormField
          label={t('sellers.field.registry_number')}
          hint={t('sellers.form.registry_hint')}
          error={errors.registry_number?.message}
          inputProps={{
            ...register('registry_number'),
            dir: 'ltr',
            maxLength: BUSINESS_LIMITS.registryNumber.max,
            'data-testid': 'business-registry',
          }}
        />
      </div>
      <div>
        <SubmitButton pending={isSubmitting}>{t('sellers.form.save')}</SubmitButton>
      </div>
    </form>
  );
}
