import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { buttonClass } from '../../../ui/button';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '../../../ui/link';
import { getCookie } from '../../../lib/cookies';
import { errorText } from '../../../lib/error-text';
import { formatNumber } from '../../../lib/format';
import { submitErrorText } from '../../../lib/form';
import { AUTH_COOKIE, HttpError } from '../../../lib/http';
import { useLocale } from '../../../lib/use-locale';
import { resendVerification } from '../api/resend-verification';
import { verifyEmail } from '../api/verify-email';
import { useVerifyEmailLink } from '../api/verify-email-link';
import { CodeField } from '../components/code-field';
import { useCodeForm } from '../code-form';
import { FormAlert, SubmitButton } from '../../../ui/form-field';
import { fetchCurrentUser, setCurrentUser, useCurrentUser } from '../api';

/** The server lets a new verification mail go once a minute. */
const RESEND_WAIT_SECONDS = 60;

function Panel({
  tone = 'neutral',
  children,
}: {
  tone?: 'neutral' | 'success' | 'error';
  children: ReactNode;
}) {
  const tones = {
    neutral: 'border-slate-200 bg-white',
    success: 'border-green-200 bg-white',
    error: 'border-red-200 bg-white',
  };
  return (
    <div
      className={`mx-auto max-w-md rounded-2xl border p-6 shadow-sm ${tones[tone]}`}
      data-testid="verify-panel"
    >
      {children}
    </div>
  );
}

function StatusIcon({ tone }: { tone: 'success' | 'error' }) {
  return (
    <span
      aria-hidden="true"
      className={`mb-4 flex size-12 items-center justify-center rounded-full ${tone === 'success' ? 'bg-green-100 text-green-700' : 'bg-red-100 text-red-700'}`}
    >
      <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2.5">
        <path
          d={tone === 'success' ? 'M5 12.5l4.5 4.5L19 7.5' : 'M6 6l12 12M18 6L6 18'}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}

const primaryLink = buttonClass({ size: 'lg', className: 'inline-block' });

/** After a verification: the user, freshly read, now says `email_verified` (GET user/me). */
async function refreshCurrentUser(queryClient: ReturnType<typeof useQueryClient>): Promise<void> {
  try {
    setCurrentUser(queryClient, await fetchCurrentUser());
  } catch {
    // The page says the email is verified either way; the banner goes at the next start-up.
  }
}

function VerifiedScreen({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <Panel tone="success">
      <StatusIcon tone="success" />
      <h1 className="mb-2 text-2xl font-bold">{t('auth.verify_success_title')}</h1>
      <p className="mb-6 text-slate-600">{t('auth.verify_success_body')}</p>
      <Link to={signedIn ? '/profile/main' : '/login'} className={primaryLink}>
        {signedIn ? t('auth.go_to_profile') : t('auth.login_link')}
      </Link>
    </Panel>
  );
}

/** `?token=` from the emailed link: verified on opening, signed in or not (another device). */
function LinkVerification({ token }: { token: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const result = useVerifyEmailLink(token);
  const verified = result.isSuccess;
  useEffect(() => {
    if (verified && getCookie(AUTH_COOKIE)) void refreshCurrentUser(queryClient);
  }, [verified, queryClient]);

  if (result.isPending) {
    return (
      <Panel>
        <p role="status" className="text-center text-slate-600">
          {t('auth.verify_link_checking')}
        </p>
      </Panel>
    );
  }
  if (result.isSuccess) return <VerifiedScreen signedIn={user !== null} />;
  const refused = result.error instanceof HttpError && result.error.status === 422;
  return (
    <Panel tone="error">
      <StatusIcon tone="error" />
      <h1 className="mb-2 text-2xl font-bold">{t('auth.verify_failed_title')}</h1>
      <p role="alert" className="mb-6 text-slate-700">
        {refused ? t('auth.verify_link_invalid') : errorText(result.error, t)}
      </p>
      <div className="flex flex-wrap gap-3">
        {refused ? null : (
          <button type="button" onClick={() => void result.refetch()} className={primaryLink}>
            {t('common.retry')}
          </button>
        )}
        {user && !user.email_verified ? (
          <Link to="/verify-email" className={primaryLink}>
            {t('auth.verify_with_code')}
          </Link>
        ) : null}
        {user ? null : (
          <Link to="/login?redirect=verify-email" className={primaryLink}>
            {t('auth.login_link')}
          </Link>
        )}
      </div>
    </Panel>
  );
}

/** Seconds left before "send again" works, counting down once a second. */
function useCountdown(initialSeconds: number): [number, (seconds: number) => void] {
  const [now, setNow] = useState(() => Date.now());
  const [until, setUntil] = useState(() => now + initialSeconds * 1000);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  const start = (seconds: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
  };
  return [left, start];
}

function CodeVerification({
  email,
  justRegistered,
  onVerified,
}: {
  email: string;
  justRegistered: boolean;
  onVerified: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string>();
  const [resendMessage, setResendMessage] = useState<{ text: string; ok: boolean }>();
  const [resending, setResending] = useState(false);
  // Right after registering, the first mail has just left: the next one can go in a minute.
  const [wait, startWait] = useCountdown(justRegistered ? RESEND_WAIT_SECONDS : 0);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useCodeForm();

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await verifyEmail(values);
      onVerified();
      await refreshCurrentUser(queryClient);
    } catch (error) {
      setFormError(submitErrorText(error, setError, ['code'], t));
    }
  });

  const resend = async () => {
    setResending(true);
    setResendMessage(undefined);
    try {
      const res = await resendVerification();
      setResendMessage({ text: res.message, ok: true });
      startWait(RESEND_WAIT_SECONDS);
    } catch (error) {
      // 429 says how long to wait, in the server's words.
      setResendMessage({ text: errorText(error, t), ok: false });
      if (error instanceof HttpError && error.status === 429) startWait(RESEND_WAIT_SECONDS);
    } finally {
      setResending(false);
    }
  };

  const seconds = formatNumber(locale, wait, { style: 'unit', unit: 'second', unitDisplay: 'short' });
  return (
    <Panel>
      <h1 className="mb-2 text-2xl font-bold">{t('auth.verify_title')}</h1>
      <p className="mb-6 text-sm text-slate-600">
        {t('auth.verify_intro')}{' '}
        <bdi dir="ltr" className="font-semibold text-slate-900">
          {email}
        </bdi>
      </p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormAlert message={formError} />
        <CodeField
          registration={register('code')}
          error={errors.code?.message}
          testId="verify-code"
          autoFocus
        />
        <SubmitButton pending={isSubmitting}>{t('auth.verify_submit')}</SubmitButton>
      </form>
      <div className="mt-6 border-t border-slate-200 pt-4 text-sm">
        <p className="mb-2 text-slate-600">{t('auth.resend_question')}</p>
        <button
          type="button"
          onClick={() => void resend()}
          disabled={wait > 0 || resending}
          aria-busy={resending}
          data-testid="resend-code"
          className="rounded-lg border border-brand-700 px-3 py-2 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500 disabled:hover:bg-transparent"
        >
          {wait > 0 ? t('auth.resend_wait', { seconds }) : t('auth.resend')}
        </button>
        <p
          role="status"
          data-testid="resend-message"
          className={`mt-2 ${resendMessage?.ok === false ? 'text-red-700' : 'text-green-700'}`}
        >
          {resendMessage?.text ?? ''}
        </p>
      </div>
    </Panel>
  );
}

/**
 * /verify-email: the emailed link (`?token=`) verifies on opening; a signed-in,
 * unverified user types the 6-digit code or asks for a new mail; a verified user is told so.
 * The route is guest-only, but the guard sends a signed-in user away only from login and
 * register or when `?redirect` is present, so the user who just registered lands here.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const current = useCurrentUser();
  const [search] = useSearchParams();
  const location = useLocation();
  const token = search.get('token');
  const justRegistered = (location.state as { registered?: boolean } | null)?.registered === true;
  // Kept here, not in the code form: the refreshed user (now verified) must not swap the
  // success screen for the "already verified" one.
  const [verifiedNow, setVerifiedNow] = useState(false);

  if (token) return <LinkVerification token={token} />;
  if (verifiedNow) return <VerifiedScreen signedIn />;
  // Coming from registration, the new account becomes the current user just after this page
  // appears (the register page hands it over as it leaves): wait for it rather than flash
  // the "log in first" screen.
  if (!current && justRegistered && getCookie(AUTH_COOKIE)) {
    return (
      <p role="status" className="py-16 text-center text-slate-500">
        {t('common.loading')}
      </p>
    );
  }
  if (!current) {
    return (
      <Panel>
        <h1 className="mb-2 text-2xl font-bold">{t('auth.verify_title')}</h1>
        <p className="mb-6 text-slate-600">{t('auth.verify_login_first')}</p>
        <Link to="/login?redirect=verify-email" className={primaryLink}>
          {t('auth.login_link')}
        </Link>
      </Panel>
    );
  }
  if (current.email_verified) {
    return (
      <Panel tone="success">
        <StatusIcon tone="success" />
        <h1 className="mb-2 text-2xl font-bold">{t('auth.already_verified_title')}</h1>
        <p className="mb-6 text-slate-600">
          {t('auth.already_verified_body')}{' '}
          <bdi dir="ltr" className="font-semibold text-slate-900">
            {current.email}
          </bdi>
        </p>
        <Link to="/profile/main" className={primaryLink}>
          {t('auth.go_to_profile')}
        </Link>
      </Panel>
    );
  }
  return (
    <CodeVerification
      email={current.email}
      justRegistered={justRegistered}
      onVerified={() => setVerifiedNow(true)}
    />
  );
}
