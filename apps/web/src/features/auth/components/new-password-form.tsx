import { resetPasswordBodySchema } from '@portal/contract/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../ui/link';
import type { z } from 'zod';
import { submitErrorText } from '../../../lib/form';
import { HttpError } from '../../../lib/http';
import { useLocale } from '../../../lib/use-locale';
import { FormAlert, SubmitButton } from '../../../ui/form-field';
import { accountResolver } from '../account-fields';
import { resetPassword } from '../api/reset-password';
import { buttonClass } from '../../../ui/button';
import { NewPasswordFields } from './account-form-fields';

type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/**
 * The last step of password recovery, shared by the two-step form (token from the code) and
 * the emailed link (token from the address): the new password twice, then POST reset-password.
 * A token the server refuses (used, expired, unknown) calls `onInvalidToken`.
 */
export function NewPasswordForm({
  token,
  onDone,
  onInvalidToken,
}: {
  token: string;
  onDone: (message: string) => void;
  onInvalidToken: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordBody>({
    resolver: accountResolver(resetPasswordBodySchema, locale),
    defaultValues: { token, password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(undefined);
      try {
        const res = await resetPassword(values);
        onDone(res.message);
      } catch (error) {
        if (error instanceof HttpError && error.status === 422 && error.fieldErrors.token) {
          onInvalidToken();
          return;
        }
        setFormError(submitErrorText(error, setError, ['password', 'password_confirmation'], t));
      }
    },
    // A token that cannot be one of ours (a truncated link) is refused before asking the server.
    (invalid) => {
      if (invalid.token) onInvalidToken();
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormAlert message={formError} />
      <NewPasswordFields
        testIds
        autoFocus
        password={{ registration: register('password'), error: errors.password?.message }}
        confirmation={{
          registration: register('password_confirmation'),
          error: errors.password_confirmation?.message,
        }}
      />
      <SubmitButton pending={isSubmitting}>{t('auth.reset_submit')}</SubmitButton>
    </form>
  );
}

/** The end of a password reset: the server's message and the way to log in. */
export function PasswordResetDone({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div
      className="mx-auto max-w-md rounded-2xl border border-green-200 bg-white p-6 shadow-sm"
      data-testid="reset-done"
    >
      <span
        aria-hidden="true"
        className="mb-4 flex size-12 items-center justify-center rounded-full bg-green-100 text-green-700"
      >
        <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <h1 className="mb-2 text-2xl font-bold">{t('auth.reset_done_title')}</h1>
      <p role="status" className="mb-6 text-slate-600">
        {message}
      </p>
      <Link to="/login" className={buttonClass({ size: 'lg', className: 'inline-block' })}>
        {t('auth.login_link')}
      </Link>
    </div>
  );
}
