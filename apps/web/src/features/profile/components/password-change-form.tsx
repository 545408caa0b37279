import { useCurrentUser } from '../../auth/api';
import { updatePasswordBodySchema } from '@portal/contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import type { z } from 'zod';
import { submitErrorText } from '../../../lib/form';
import { useLocale } from '../../../lib/use-locale';
import { FormAlert, FormField, SubmitButton } from '../../../ui/form-field';
import { toast } from '../../../ui/toast-store';
import { accountResolver } from '../../auth/account-fields';
import { sessionsQuery } from '../api';
import { updatePassword } from '../api/update-password';
import { isConfirmationCancelled, outcomeText, useStillMounted } from '../outcome';
import { NewPasswordFields } from '../../auth';

type PasswordBody = z.input<typeof updatePasswordBodySchema>;

const EMPTY: PasswordBody = { current_password: '', new_password: '', new_password_confirmation: '' };
const FIELDS = ['current_password', 'new_password', 'new_password_confirmation'] as const;

/**
 * PUT user/password. It needs a password confirmed in the last 3 hours: otherwise the API
 * answers 423, the user confirms on the ConfirmPassword screen and comes back here while
 * the call is retried, so the outcome is told with a toast (this form may be a new one).
 */
export function PasswordChangeForm() {
  const user = useCurrentUser();
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const mounted = useStillMounted();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordBody>({
    resolver: accountResolver(updatePasswordBodySchema, locale),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const res = await updatePassword(values);
      toast.success(res.message);
      reset(EMPTY);
      // Every other device was signed out.
      void queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
    } catch (error) {
      if (isConfirmationCancelled(error)) return;
      if (!mounted.current) {
        toast.error(outcomeText(error, t));
        return;
      }
      setFormError(submitErrorText(error, setError, FIELDS, t));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="password-form">
      {/* Password managers pair the new password with the account through a username field. */}
      <input type="text" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
      <FormAlert message={formError} />
      <FormField
        label={t('profile.password.current')}
        error={errors.current_password?.message}
        inputProps={{
          ...register('current_password'),
          type: 'password',
          autoComplete: 'current-password',
          'data-testid': 'current-password',
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NewPasswordFields
          testIds
          password={{ registration: register('new_password'), error: errors.new_password?.message }}
          confirmation={{
            registration: register('new_password_confirmation'),
            error: errors.new_password_confirmation?.message,
          }}
        />
      </div>
      <div>
        <SubmitButton pending={isSubmitting}>{t('profile.password.submit')}</SubmitButton>
      </div>
    </form>
  );
}
