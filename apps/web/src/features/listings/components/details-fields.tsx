import {
  LISTING_DESCRIPTION_LENGTH as DESCRIPTION,
  LISTING_TITLE_LENGTH as TITLE,
} from '@portal/contract/listing-values';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { FormField, TextAreaField } from '../../../ui/form-field';
import type { ListingFormValues } from '../listing-form-values';

/** Title and description: what every listing says first. */
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
        inputProps={{ ...register('title'), dir: 'auto', maxLength: TITLE.max, autoComplete: 'off' }}
      />
      <TextAreaField
        label={t('listings.form.description')}
        error={errors.description?.message}
        hint={t('listings.form.description_hint')}
        textareaProps={{ ...register('description'), dir: 'auto', maxLength: DESCRIPTION.max }}
      />
    </>
  );
}
