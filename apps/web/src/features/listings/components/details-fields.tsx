import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../ui/form-field';
import { ADVERTISER_LABELS, CONTACT_TIME_LABELS, optionsOf } from '../../../lib/listing-labels';
import type { ListingFormValues } from '../listing-form-values';
import { AnswerField, SelectField, TextAreaField } from './fields';

/** Title, description and who is offering: the fields every listing has. */
export function DetailsFields() {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = useFormContext<ListingFormValues>();
  return (
    <>
      <FormField
        label={t('listings.form.title')}
        error={errors.title?.message}
        hint={t('listings.form.title_hint')}
        inputProps={{ ...register('title'), dir: 'auto', maxLength: 150, autoComplete: 'off' }}
      />
      <TextAreaField
        label={t('listings.form.description')}
        error={errors.description?.message}
        hint={t('listings.form.description_hint')}
        textareaProps={{ ...register('description'), dir: 'auto', maxLength: 5000 }}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t('listings.form.advertiser')}
          error={errors.advertiser_characteristic?.message}
          options={optionsOf(ADVERTISER_LABELS, t)}
          selectProps={register('advertiser_characteristic')}
        />
        <SelectField
          label={t('listings.form.contact_time')}
          error={errors.contact_time?.message}
          placeholder={t('listings.form.not_specified')}
          options={optionsOf(CONTACT_TIME_LABELS, t)}
          selectProps={register('contact_time')}
        />
        <AnswerField
          label={t('listings.form.rentability')}
          hint={t('listings.form.rentability_hint')}
          error={errors.rentability?.message}
          selectProps={register('rentability')}
        />
      </div>
    </>
  );
}
