import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { FormField } from '../../../ui/form-field';

/** The 6-digit code field of every mailed code (verification, recovery, email change). */
export function CodeField({
  registration,
  error,
  testId,
  autoFocus = false,
  narrow = false,
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  testId: string;
  autoFocus?: boolean;
  narrow?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('auth.code')}
      error={error}
      hint={t('auth.code_hint')}
      inputProps={{
        ...registration,
        inputMode: 'numeric',
        autoComplete: 'one-time-code',
        maxLength: 6,
        // Digits read left to right in every language.
        dir: 'ltr',
        autoFocus,
        className: `${narrow ? 'max-w-48 ' : ''}text-center text-xl tracking-[0.5em]`,
        'data-testid': testId,
      }}
    />
  );
}
