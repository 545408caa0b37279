import { registerBodySchema, type PublicUser, type RegisterBody } from '@portal/contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../../ui/link';
import { submitErrorText } from '../../../lib/form';
import { useLocale } from '../../../lib/use-locale';
import { EmptyState } from '../../../ui/empty-state';
import { BirthdateField } from '../../../ui/birthdate-field';
import { FormAlert, FormField, SubmitButton } from '../../../ui/form-field';
import { useSettings } from '../../settings/api';
import { CaptchaField } from '../../../ui/captcha-field';
import { accountResolver } from '../account-fields';
import { setCurrentUser, storeToken } from '../api';
import { registerAccount } from '../api/register';
import { PhoneFields } from '../components/phone-fields';
import { DEFAULT_COUNTRY_CODE } from '../country-codes';
import { EmailField, NameFields, NewPasswordFields } from '../components/account-form-fields';

/** The form's values: the terms box starts unticked, which the contract (true only) refuses. */
type RegisterForm = Omit<RegisterBody, 'terms' | 'country_code'> & { terms: boolean; country_code: string };

const FIELDS = [
  'captcha_token',
  'first_name',
  'last_name',
  'username',
  'email',
  'password',
  'password_confirmation',
  'phone',
  'country_code',
  'birthdate',
  'terms',
] as const;

/** /register, or a notice while an admin has closed registration (settings_state of the settings). */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  if (settings && !settings.settings_state.registration_open) {
    return (
      <EmptyState
        title={t('auth.registration_closed_title')}
        body={t('auth.registration_closed_body')}
        action={
          <Link to="/login" className="font-semibold text-brand-700 underline">
            {t('auth.login_title')}
          </Link>
        }
      />
    );
  }
  return <RegisterForm />;
}

function RegisterForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm>({
    resolver: accountResolver(registerBodySchema, locale),
    defaultValues: {
      first_name: '',
      last_name: '',
      username: '',
      email: '',
      password: '',
      password_confirmation: '',
      country_code: DEFAULT_COUNTRY_CODE,
      phone: '',
      birthdate: '',
      terms: false,
    },
  });

  // The new account becomes the current user only once this page has left the screen: on the
  // register screen a signed-in user is sent to the profile (the guard of guest-only routes),
  // and we want them on /verify-email instead.
  const [registered, setRegistered] = useState<PublicUser | null>(null);
  useEffect(
    () => () => {
      if (registered) setCurrentUser(queryClient, registered);
    },
    [registered, queryClient],
  );

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      // The resolver checked them against registerBodySchema (terms ticked, so `true`).
      const res = await registerAccount(values as RegisterBody);
      storeToken(res.token, false);
      setRegistered(res.user);
      await navigate('/verify-email', { state: { registered: true } });
    } catch (error) {
      setFormError(submitErrorText(error, setError, FIELDS, t));
    }
  });

  const loginHref = search.get('redirect') ? `/login?${search.toString()}` : '/login';
  return (
    <div className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="mb-1 text-2xl font-bold">{t('auth.register_title')}</h1>
      <p className="mb-6 text-sm text-slate-600">{t('auth.register_intro')}</p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="register-form">
        <FormAlert message={formError} />
        <div className="grid gap-4 sm:grid-cols-2">
          <NameFields
            first={{ registration: register('first_name'), error: errors.first_name?.message }}
            last={{ registration: register('last_name'), error: errors.last_name?.message }}
          />
          <FormField
            label={t('auth.username')}
            error={errors.username?.message}
            hint={t('auth.username_hint')}
            inputProps={{
              ...register('username'),
              autoComplete: 'username',
              autoCapitalize: 'none',
              spellCheck: false,
              dir: 'ltr',
            }}
          />
          <EmailField
            label={t('auth.email')}
            wiring={{ registration: register('email'), error: errors.email?.message }}
          />
          <NewPasswordFields
            label="auth.password"
            password={{ registration: register('password'), error: errors.password?.message }}
            confirmation={{
              registration: register('password_confirmation'),
              error: errors.password_confirmation?.message,
            }}
          />
        </div>
        <PhoneFields control={control} />
        <div className="sm:w-1/2 sm:pe-2">
          <BirthdateField
            control={control}
            name="birthdate"
            hint={t('auth.birthdate_hint')}
            testId="birthdate"
          />
        </div>
        <div className="flex flex-col gap-1">
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              {...register('terms')}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? 'terms-error' : undefined}
              className="mt-0.5 size-4 shrink-0"
            />
            <span>
              <Trans
                i18nKey="auth.terms_accept"
                components={{
                  terms: (
                    <Link
                      to="/terms-and-conditions"
                      target="_blank"
                      className="font-semibold text-brand-700 underline"
                    />
                  ),
                }}
              />
            </span>
          </label>
          {errors.terms ? (
            <p id="terms-error" className="text-sm text-red-700">
              {errors.terms.message}
            </p>
          ) : null}
        </div>
        <CaptchaField
          onToken={(token) => setValue('captcha_token', token)}
          error={errors.captcha_token?.message}
        />
        <SubmitButton pending={isSubmitting}>{t('auth.register_submit')}</SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('auth.have_account')}{' '}
        <Link to={loginHref} className="font-semibold text-brand-700 hover:underline">
          {t('auth.login_link')}
        </Link>
      </p>
    </div>
  );
}
