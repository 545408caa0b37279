import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { useLocale } from '../../../lib/use-locale';
import { FormField } from '../../../ui/form-field';
import { SearchableSelect } from '../../../ui/searchable-select';
import { countryCodeOptions, DEFAULT_COUNTRY_CODE } from '../country-codes';

/** Isolated left to right: inside Arabic text its digit groups would otherwise read backwards. */
const PHONE_EXAMPLE = '\u20660555 12 34 56\u2069';

/**
 * The country dialling code (a searchable list, +213 by default) beside the phone number,
 * for any form with `country_code` and `phone` fields.
 */
export function PhoneFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const code = useController({ control, name: 'country_code' as Path<T> });
  const phone = useController({ control, name: 'phone' as Path<T> });
  // The field's ref goes to the input (React 19 passes `ref` as a prop), so an error focuses it.
  const phoneInput = {
    name: phone.field.name,
    ref: phone.field.ref,
    value: (phone.field.value as string | undefined) ?? '',
    onChange: phone.field.onChange,
    onBlur: phone.field.onBlur,
  };
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] sm:gap-2">
      <SearchableSelect
        label={t('auth.country_code')}
        options={countryCodeOptions(locale)}
        value={(code.field.value as string | undefined) ?? DEFAULT_COUNTRY_CODE}
        onChange={(value) => code.field.onChange(value ?? DEFAULT_COUNTRY_CODE)}
        error={code.fieldState.error?.message}
      />
      <FormField
        label={t('auth.phone')}
        error={phone.fieldState.error?.message}
        hint={t('auth.phone_hint', { example: PHONE_EXAMPLE })}
        inputProps={{
          ...phoneInput,
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'tel-national',
          dir: 'ltr',
          'data-testid': 'phone',
        }}
      />
    </div>
  );
}
