import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../lib/use-translation';
import { DateField } from './date-field';

/**
 * A person's date of birth, typed as day, month and year (DateField), bound to the form field
 * `name`: the register form and the profile's details ask it the same way, and the browser may
 * fill it from its saved details. Its error is the field's own (the contract's age rule).
 */
export function BirthdateField<T extends FieldValues>({
  control,
  name,
  hint,
  testId,
}: {
  control: Control<T>;
  name: Path<T>;
  hint?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <DateField
      label={t('auth.birthdate')}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      hint={hint}
      autoCompletePrefix="bday"
      testId={testId}
    />
  );
}
