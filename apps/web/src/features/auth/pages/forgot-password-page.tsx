import { forgotPasswordBodySchema, forgotPasswordCodeBodySchema } from '@portal/contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../ui/link';
import { removeCookie } from '../../../lib/cookies';
import { errorText } from '../../../lib/error-text';
import { submitErrorText } from '../../../lib/form';
import { AUTH_COOKIE } from '../../../lib/http';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { exchangeResetCode } from '../api/forgot-password-code';
import { requestPasswordReset } from '../api/forgot-password';
import { CodeField } from '../components/code-field';
import { EmailField } from '../components/account-form-fields';
import { FormAlert, SubmitButton } from '../../../ui/form-field';
import { CaptchaField } from '../../../ui/captcha-field';
import { accountResolver } from '../account-fields';
import { setCurrentUser } from '../api';
import { NewPasswordForm, PasswordResetDone } from '../components/new-password-form';

type Step =
  { name: 'email' } | { name: 'code'; email: string; notice: string } | { name: 'password'; token: string };

const STEP_NUMBER = { email: 1, code: 2, password: 3 } as const;

/** A recovery code is valid this long. */
const CODE_VALID_MINUTES = 15;

function EmailStep({ onSent }: { onSent: (email: string, notice: string) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string; captcha_token?: string | undefined }>({
    resolver: accountResolver(forgotPasswordBodySchema, locale),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      // The same answer whether or not the address has an account (nothing is revealed).
      const res = await requestPasswordReset(values);
      onSent(values.email, res.message);
    } catch (error) {
      setFormError(submitErrorText(error, setError, ['email', 'captcha_token'], t));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{t('auth.forgot_email_intro')}</p>
      <FormAlert message={formError} />
      <EmailField
        label={t('auth.email')}
        wiring={{ registration: register('email'), error: errors.email?.message }}
        testId="forgot-email"
        autoFocus
      />
      <CaptchaField
        onToken={(token) => setValue('captcha_token', token)}
        error={errors.captcha_token?.message}
      />
      <SubmitButton pending={isSubmitting}>{t('auth.forgot_send_code')}</SubmitButton>
    </form>
  );
}

function CodeStep({
  email,
  notice,
  onToken,
  onChangeEmail,
}: {
  email: string;
  notice: string;
  onToken: (token: string) => void;
  onChangeEmail: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [formError, setFormError] = useState<string>();
  const [info, setInfo] = useState(notice);
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string; code: string }>({
    resolver: accountResolver(forgotPasswordCodeBodySchema, locale),
    defaultValues: { email, code: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const res = await exchangeResetCode(values);
      onToken(res.token);
    } catch (error) {
      setFormError(submitErrorText(error, setError, ['code'], t));
    }
  });
  const resend = async () => {
    setResending(true);
    setFormError(undefined);
    try {
      const res = await requestPasswordReset({ email });
      setInfo(res.message);
    } catch (error) {
      setFormError(errorText(error, t));
    } finally {
      setResending(false);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p
        role="status"
        className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900"
      >
        {info}
      </p>
      <p className="text-sm text-slate-600">
        {t('auth.forgot_code_intro', { minutes: formatNumber(locale, CODE_VALID_MINUTES) })}{' '}
        <bdi dir="ltr" className="font-semibold text-slate-900">
          {email}
        </bdi>
      </p>
      <FormAlert message={formError} />
      <CodeField
        registration={register('code')}
        error={errors.code?.message}
        testId="forgot-code"
        autoFocus
      />
      <SubmitButton pending={isSubmitting}>{t('auth.forgot_check_code')}</SubmitButton>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" onClick={onChangeEmail} className="text-brand-700 hover:underline">
          {t('auth.forgot_other_email')}
        </button>
        <button
          type="button"
          onClick={() => void resend()}
          disabled={resending}
          aria-busy={resending}
          className="text-brand-700 hover:underline disabled:opacity-60"
        >
          {t('auth.resend')}
        </button>
      </div>
    </form>
  );
}

/**
 * /forgot-password: the email, then the 6-digit code mailed to it (valid 15
 * minutes, 5 tries), then the new password. The code buys a short-lived reset token.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [done, setDone] = useState<string>();
  const [tokenRefused, setTokenRefused] = useState(false);

  if (done) return <PasswordResetDone message={done} />;

  return (
    <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="mb-1 text-2xl font-bold">{t('auth.forgot_title')}</h1>
      <p className="mb-6 text-sm font-medium text-brand-700" data-testid="forgot-step">
        {t('auth.forgot_step', {
          current: formatNumber(locale, STEP_NUMBER[step.name]),
          total: formatNumber(locale, 3),
        })}
      </p>
      {step.name === 'email' ? (
        <EmailStep onSent={(email, notice) => setStep({ name: 'code', email, notice })} />
      ) : null}
      {step.name === 'code' ? (
        <CodeStep
          email={step.email}
          notice={step.notice}
          onToken={(token) => setStep({ name: 'password', token })}
          onChangeEmail={() => setStep({ name: 'email' })}
        />
      ) : null}
      {step.name === 'password' ? (
        <>
          {tokenRefused ? (
            <FormAlert message={t('auth.reset_link_invalid')} />
          ) : (
            <NewPasswordForm
              token={step.token}
              onInvalidToken={() => setTokenRefused(true)}
              onDone={(message) => {
                // A reset signs every session out, this browser's too.
                removeCookie(AUTH_COOKIE);
                setCurrentUser(queryClient, null);
                setDone(message);
              }}
            />
          )}
          {tokenRefused ? (
            <button
              type="button"
              onClick={() => {
                setTokenRefused(false);
                setStep({ name: 'email' });
              }}
              className="mt-4 text-sm font-semibold text-brand-700 hover:underline"
            >
              {t('auth.reset_start_again')}
            </button>
          ) : null}
        </>
      ) : null}
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          {t('auth.back_to_login')}
        </Link>
      </p>
    </div>
  );
}
