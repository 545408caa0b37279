import { loginBodySchema, type LoginBody } from '@portal/contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { Link } from '../../../ui/link';
import { applyServerErrors, contractResolver } from '../../../lib/form';
import { errorText } from '../../../lib/error-text';
import { useLocale } from '../../../lib/use-locale';
import { FormAlert, FormField, SubmitButton } from '../../../ui/form-field';
import { setCurrentUser, storeToken } from '../api';
import { login } from '../api/login';
import { CaptchaField } from '../../../ui/captcha-field';

export default function LoginPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({
    resolver: contractResolver(loginBodySchema, locale),
    defaultValues: { login: '', password: '', remember: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const res = await login(values);
      storeToken(res.token, res.remember);
      // The guest-only guard now sends the user to ?redirect= or to the profile.
      setCurrentUser(queryClient, res.user);
    } catch (error) {
      // Wrong credentials get one generic message above the form, never a hint per field.
      applyServerErrors(error, setError, ['password', 'captcha_token']);
      setFormError(errorText(error, t));
    }
  });

  const registerHref = search.get('redirect') ? `/register?${search.toString()}` : '/register';
  return (
    <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="mb-1 text-2xl font-bold">{t('auth.login_title')}</h1>
      <p className="mb-6 text-sm text-slate-600">{t('auth.login_intro')}</p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormAlert message={formError} />
        <FormField
          label={t('auth.login_identifier')}
          error={errors.login?.message}
          inputProps={{
            ...register('login'),
            autoComplete: 'username',
            dir: 'auto',
            'data-testid': 'login-identifier',
          }}
        />
        <FormField
          label={t('auth.password')}
          error={errors.password?.message}
          inputProps={{
            ...register('password'),
            type: 'password',
            autoComplete: 'current-password',
            'data-testid': 'login-password',
          }}
        />
        <div className="flex items-center justify-between gap-2 text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" {...register('remember')} className="size-4" />
            {t('auth.remember_me')}
          </label>
          <Link to="/forgot-password" className="text-brand-700 hover:underline">
            {t('auth.forgot_link')}
          </Link>
        </div>
        <CaptchaField
          onToken={(token) => setValue('captcha_token', token)}
          error={errors.captcha_token?.message}
        />
        <SubmitButton pending={isSubmitting}>{t('auth.login_submit')}</SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('auth.no_account')}{' '}
        <Link to={registerHref} className="font-semibold text-brand-700 hover:underline">
          {t('auth.register_link')}
        </Link>
      </p>
    </div>
  );
}
