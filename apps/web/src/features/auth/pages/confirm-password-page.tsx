import { confirmPasswordBodySchema } from '@portal/contract/auth';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { settlePasswordConfirmation } from '../../../app/password-confirmation';
import { errorText } from '../../../lib/error-text';
import { applyServerErrors, contractResolver } from '../../../lib/form';
import { HttpError } from '../../../lib/http';
import { useLocale } from '../../../lib/use-locale';
import { FormAlert, FormField, SubmitButton } from '../../../ui/form-field';
import { confirmPassword } from '../api/confirm-password';
import { Button } from '../../../ui/button';

/** The ConfirmPassword screen (after a 423): confirm, then go back and let the waiting call retry. */
export default function ConfirmPasswordPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/profile/main';
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }>({ resolver: contractResolver(confirmPasswordBodySchema, locale) });

  // Leaving the screen any other way cancels the waiting call.
  useEffect(() => () => settlePasswordConfirmation(false), []);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await confirmPassword(values);
      // The waiting call retries now; its page reports the outcome with a toast.
      settlePasswordConfirmation(true);
      await navigate(from, { replace: true });
    } catch (error) {
      // A wrong password shows under its field; anything else above the form.
      if (error instanceof HttpError && error.status === 422)
        setFormError(applyServerErrors(error, setError, ['password']));
      else setFormError(errorText(error, t));
    }
  });

  return (
    <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="mb-6 text-sm text-slate-600">{t('auth.confirm_intro')}</p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormAlert message={formError} />
        <FormField
          label={t('auth.password')}
          error={errors.password?.message}
          inputProps={{
            ...register('password'),
            type: 'password',
            autoComplete: 'current-password',
            autoFocus: true,
          }}
        />
        <div className="flex flex-wrap gap-3">
          <SubmitButton pending={isSubmitting}>{t('auth.confirm_submit')}</SubmitButton>
          <Button
            variant="secondary"
            size="lg"

            onClick={() => void navigate(from, { replace: true })}
          >
            {t('auth.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
