import {
  contactMemberBodySchema,
  contactVisitorBodySchema,
  type ContactMemberBody,
  type ContactVisitorBody,
} from '@portal/contract/contact';
import { CONTACT_LIMITS } from '@portal/contract/contact-values';
import type { PublicUser } from '@portal/contract/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { submitErrorText } from '../../../lib/form';
import { useLocale } from '../../../lib/use-locale';
import { CaptchaField } from '../../../ui/captcha-field';
import { FormAlert, FormField, SubmitButton, TextAreaField } from '../../../ui/form-field';
import { UserText } from '../../../ui/user-text';
import { accountResolver } from '../../auth/account-fields';
import { sendContactMessage } from '../api/send-contact-message';

type ContactForm = Required<Omit<ContactVisitorBody, 'captcha_token'>> & { captcha_token?: string };

const FIELDS = ['name', 'email', 'phone', 'subject', 'message', 'captcha_token'] as const;
const EMPTY: ContactForm = { name: '', email: '', phone: '', subject: '', message: '' };
// A member's form holds no identity fields: the member schema is strict and refuses them.
const MEMBER_EMPTY = { subject: '', message: '' } as ContactForm;

/**
 * The contact form: a subject and a message; a visitor says who they are as well (the phone is
 * optional), a member is known by their account. Checked by the contract's schema before
 * sending; on a refusal everything typed stays. Once sent, the page says so in place of the form.
 */
export function ContactForm({ member }: { member: PublicUser | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [formError, setFormError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactForm, unknown, ContactVisitorBody | ContactMemberBody>({
    resolver: accountResolver<ContactForm, ContactVisitorBody | ContactMemberBody>(
      (member ? contactMemberBodySchema : contactVisitorBodySchema) as never,
      locale,
    ),
    defaultValues: member ? MEMBER_EMPTY : EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await sendContactMessage(values);
      reset(member ? MEMBER_EMPTY : EMPTY);
      setSent(answer.message);
    } catch (error) {
      setFormError(submitErrorText(error, setError, FIELDS, t));
    }
  });

  if (sent) {
    return (
      <div
        role="status"
        data-testid="contact-sent"
        className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-900"
      >
        <h2 className="mb-2 text-lg font-semibold">{t('contact.sent_title')}</h2>
        <p>{sent}</p>
        <button
          type="button"
          onClick={() => setSent(undefined)}
          className="mt-4 font-semibold text-brand-700 underline"
        >
          {t('contact.write_again')}
        </button>
      </div>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6"
      data-testid="contact-form"
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className="text-lg font-semibold">
        {t('contact.form_title')}
      </h2>
      <FormAlert message={formError} />
      {member ? (
        <p className="text-sm text-slate-600" data-testid="contact-member">
          {t('contact.as_member')}{' '}
          <UserText className="font-semibold">{`${member.first_name} ${member.last_name}`}</UserText>{' '}
          <span dir="ltr">({member.email})</span>
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('contact.name')}
            error={errors.name?.message}
            inputProps={{
              ...register('name'),
              autoComplete: 'name',
              dir: 'auto',
              maxLength: CONTACT_LIMITS.name.max,
            }}
          />
          <FormField
            label={t('contact.email')}
            error={errors.email?.message}
            inputProps={{ ...register('email'), type: 'email', autoComplete: 'email', dir: 'ltr' }}
          />
          <FormField
            label={t('contact.phone')}
            hint={t('contact.phone_hint')}
            error={errors.phone?.message}
            inputProps={{
              ...register('phone'),
              type: 'tel',
              autoComplete: 'tel',
              dir: 'ltr',
              inputMode: 'tel',
            }}
          />
        </div>
      )}
      <FormField
        label={t('contact.subject')}
        error={errors.subject?.message}
        inputProps={{ ...register('subject'), dir: 'auto', maxLength: CONTACT_LIMITS.subject.max }}
      />
      <TextAreaField
        label={t('contact.message')}
        hint={t('contact.message_hint', { min: CONTACT_LIMITS.message.min })}
        error={errors.message?.message}
        textareaProps={{
          ...register('message'),
          dir: 'auto',
          rows: 7,
          maxLength: CONTACT_LIMITS.message.max,
        }}
      />
      {member ? null : (
        <CaptchaField
          onToken={(token) => setValue('captcha_token', token)}
          error={errors.captcha_token?.message}
        />
      )}
      <SubmitButton pending={isSubmitting}>{t('contact.submit')}</SubmitButton>
    </form>
  );
}
