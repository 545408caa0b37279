import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { FormField } from '../../../ui/form-field';

/** A field's registration with the form and its error, if any. */
export interface FieldWiring {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/**
 * An email address field: typed as email, read left to right, never spell-checked.
 * `testId` and `autoFocus` as the form needs them.
 */
export function EmailField({
  label,
  wiring,
  testId,
  autoFocus = false,
}: {
  label: string;
  wiring: FieldWiring;
  testId?: string;
  autoFocus?: boolean;
}) {
  return (
    <FormField
      label={label}
      error={wiring.error}
      inputProps={{
        ...wiring.registration,
        type: 'email',
        autoComplete: 'email',
        spellCheck: false,
        dir: 'ltr',
        autoFocus: autoFocus || undefined,
        'data-testid': testId,
      }}
    />
  );
}

/** The first and last name, as sign-up and the profile ask them (placed by the caller's grid). */
export function NameFields({ first, last }: { first: FieldWiring; last: FieldWiring }) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        label={t('auth.first_name')}
        error={first.error}
        inputProps={{ ...first.registration, autoComplete: 'given-name', dir: 'auto' }}
      />
      <FormField
        label={t('auth.last_name')}
        error={last.error}
        inputProps={{ ...last.registration, autoComplete: 'family-name', dir: 'auto' }}
      />
    </>
  );
}

/**
 * A new password and its confirmation (sign-up, reset, profile). `label` names the first field;
 * `testIds` gives them the ids the end-to-end tests use on the reset and profile forms.
 */
export function NewPasswordFields({
  password,
  confirmation,
  label = 'auth.new_password',
  testIds = false,
  autoFocus = false,
}: {
  password: FieldWiring;
  confirmation: FieldWiring;
  label?: 'auth.new_password' | 'auth.password';
  testIds?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        label={t(label)}
        error={password.error}
        hint={t('auth.password_hint')}
        inputProps={{
          ...password.registration,
          type: 'password',
          autoComplete: 'new-password',
          autoFocus: autoFocus || undefined,
          'data-testid': testIds ? 'new-password' : undefined,
        }}
      />
      <FormField
        label={t('auth.password_confirmation')}
        error={confirmation.error}
        inputProps={{
          ...confirmation.registration,
          type: 'password',
          autoComplete: 'new-password',
          'data-testid': testIds ? 'new-password-confirmation' : undefined,
        }}
      />
    </>
  );
}
