import { updateEmailBodySchema, type PublicUser } from '@portal/contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { submitErrorText } from '../../../lib/form';
import { useLocale } from '../../../lib/use-locale';
import { CodeField, EmailField, useCodeForm } from '../../auth';
import { FormAlert, SubmitButton } from '../../../ui/form-field';
import { toast } from '../../../ui/toast-store';
import { accountResolver } from '../../auth/account-fields';
import { applyUser } from '../api';
import { confirmEmailChange } from '../api/confirm-email-change';
import { updateEmail } from '../api/update-email';
import { isConfirmationCancelled, outcomeText, useStillMounted } from '../outcome';
import { setPendingEmail, usePendingEmail } from '../pending-email';
import { Button } from '../../../ui/button';

/** Step 1: the new address (PUT user/email, which may need the 423 round trip). */
function NewEmailStep({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const mounted = useStillMounted();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({
    resolver: accountResolver(updateEmailBodySchema, locale),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const res = await updateEmail(values);
      // Step 2 shows wherever the page is now, this form or the one after the round trip.
      setPendingEmail(user.id, values.email);
      toast.success(res.message);
    } catch (error) {
      if (isConfirmationCancelled(error)) return;
      if (!mounted.current) {
        toast.error(outcomeText(error, t));
        return;
      }
      setFormError(submitErrorText(error, setError, ['email'], t));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="email-form">
      <p className="text-sm text-slate-600">
        {t('profile.email.current')}{' '}
        <bdi dir="ltr" className="font-semibold text-slate-900">
          {user.email}
        </bdi>
      </p>
      <FormAlert message={formError} />
      <EmailField
        label={t('profile.email.new')}
        wiring={{ registration: register('email'), error: errors.email?.message }}
        testId="new-email"
      />
      <div>
        <SubmitButton pending={isSubmitting}>{t('profile.email.send_code')}</SubmitButton>
      </div>
    </form>
  );
}

/** Step 2: the code mailed to the new address (POST user/email/verify) swaps the addresses. */
function CodeStep({ user, email }: { user: PublicUser; email: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string>();
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useCodeForm();

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const saved = applyUser(queryClient, await confirmEmailChange(values));
      setPendingEmail(user.id, null);
      toast.success(t('profile.email.changed', { email: saved.email }));
    } catch (error) {
      setFormError(submitErrorText(error, setError, ['code'], t));
    }
  });

  const resend = async () => {
    setResending(true);
    setFormError(undefined);
    try {
      const res = await updateEmail({ email });
      toast.success(res.message);
    } catch (error) {
      if (!isConfirmationCancelled(error)) toast.error(outcomeText(error, t));
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="email-code-form">
      <p className="text-sm text-slate-600">
        {t('profile.email.code_intro')}{' '}
        <bdi dir="ltr" className="font-semibold text-slate-900">
          {email}
        </bdi>
      </p>
      <FormAlert message={formError} />
      <CodeField registration={register('code')} error={errors.code?.message} testId="email-code" narrow />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={isSubmitting}>{t('profile.email.confirm')}</SubmitButton>
        <Button
          variant="secondary"
          size="lg"

          onClick={() => void resend()}
          disabled={resending}
          aria-busy={resending}
        >
          {t('profile.email.resend')}
        </Button>
        <button
          type="button"
          onClick={() => setPendingEmail(user.id, null)}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('profile.email.other_address')}
        </button>
      </div>
    </form>
  );
}

/**
 * Changing the email: the new address is verified by a code before it replaces
 * the old one, which is told by mail.
 */
export function EmailChangeForm({ user }: { user: PublicUser }) {
  const pending = usePendingEmail(user.id);
  return pending ? <CodeStep user={user} email={pending} /> : <NewEmailStep user={user} />;
}
