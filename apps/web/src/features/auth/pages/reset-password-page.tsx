import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useParams } from 'react-router';
import { Link } from '../../../ui/link';
import { removeCookie } from '../../../lib/cookies';
import { AUTH_COOKIE } from '../../../lib/http';
import { setCurrentUser } from '../api';
import { NewPasswordForm, PasswordResetDone } from '../components/new-password-form';
import { buttonClass } from '../../../ui/button';

/**
 * /reset-password/:token, the link of the recovery mail: a new password for the
 * account. The token is single-use and expires; the server says so only when the form is
 * sent, and the page then offers to start again.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { token = '' } = useParams();
  const [done, setDone] = useState<string>();
  const [invalid, setInvalid] = useState(false);

  if (done) return <PasswordResetDone message={done} />;
  if (invalid) {
    return (
      <div
        className="mx-auto max-w-md rounded-2xl border border-red-200 bg-white p-6 shadow-sm"
        data-testid="reset-invalid"
      >
        <h1 className="mb-2 text-2xl font-bold">{t('auth.reset_invalid_title')}</h1>
        <p role="alert" className="mb-6 text-slate-700">
          {t('auth.reset_link_invalid')}
        </p>
        <Link to="/forgot-password" className={buttonClass({ size: 'lg', className: 'inline-block' })}>
          {t('auth.reset_start_again')}
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="mb-1 text-2xl font-bold">{t('auth.reset_title')}</h1>
      <p className="mb-6 text-sm text-slate-600">{t('auth.reset_intro')}</p>
      <NewPasswordForm
        token={token}
        onInvalidToken={() => setInvalid(true)}
        onDone={(message) => {
          // A reset signs every session out, this browser's too.
          removeCookie(AUTH_COOKIE);
          setCurrentUser(queryClient, null);
          setDone(message);
        }}
      />
    </div>
  );
}
