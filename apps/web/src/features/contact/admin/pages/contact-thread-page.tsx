import { contactReplyBodySchema, type ContactReplyBody, type ContactThread } from '@portal/contract/contact';
import { CONTACT_LIMITS } from '@portal/contract/contact-values';
import { pathFor } from '@portal/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../lib/use-translation';
import { useParams } from 'react-router';
import { Link } from '../../../../ui/link';
import { PageLoading } from '../../../../app/route-page';
import { errorText } from '../../../../lib/error-text';
import { contractResolver, submitErrorText } from '../../../../lib/form';
import { formatDate } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { Button } from '../../../../ui/button';
import { FormAlert, SubmitButton, TextAreaField } from '../../../../ui/form-field';
import { LoadError } from '../../../../ui/load-error';
import { toast } from '../../../../ui/toast-store';
import { UserText } from '../../../../ui/user-text';
import { contactThreadKey, useContactThread } from '../api/contact-thread';
import { contactThreadsKey } from '../api/contact-threads';
import { replyContactThread } from '../api/reply-contact-thread';
import { setContactThreadState } from '../api/set-contact-thread-state';
import { ThreadStateBadge } from '../components/thread-state-badge';

const LANGUAGE_NAMES = {
  ar: 'admin-contact.language.ar',
  fr: 'admin-contact.language.fr',
  en: 'admin-contact.language.en',
} as const;

/** The staff's answer: kept in the thread and mailed in the sender's language; what is typed stays on a refusal. */
function ReplyForm({ thread, onDone }: { thread: ContactThread; onDone: (next: ContactThread) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactReplyBody>({
    resolver: contractResolver(contactReplyBodySchema, locale),
    defaultValues: { body: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const { thread: next } = await replyContactThread(thread.id, values);
      reset({ body: '' });
      toast.success(t('admin-contact.replied'));
      onDone(next);
    } catch (error) {
      setFormError(submitErrorText(error, setError, ['body'], t));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="contact-reply-form">
      <h2 className="text-lg font-semibold">{t('admin-contact.reply_title')}</h2>
      <p className="text-sm text-slate-600">
        {t('admin-contact.reply_hint', { language: t(LANGUAGE_NAMES[thread.locale]) })}
      </p>
      <FormAlert message={formError} />
      <TextAreaField
        label={t('admin-contact.reply')}
        error={errors.body?.message}
        textareaProps={{ ...register('body'), dir: 'auto', rows: 6, maxLength: CONTACT_LIMITS.reply.max }}
      />
      <div>
        <SubmitButton pending={isSubmitting}>{t('admin-contact.send_reply')}</SubmitButton>
      </div>
    </form>
  );
}

/** /admin/contact/:id: a thread's messages, the reply form, and closing or reopening it. */
export default function ContactThreadPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const thread = useContactThread(id);
  const [changing, setChanging] = useState(false);
  if (thread.isPending) return <PageLoading />;
  if (thread.isError) return <LoadError error={thread.error} onRetry={() => void thread.refetch()} />;
  const current = thread.data.thread;
  const update = (next: ContactThread) => {
    queryClient.setQueryData(contactThreadKey(id), { thread: next });
    void queryClient.invalidateQueries({ queryKey: contactThreadsKey, exact: false, refetchType: 'none' });
  };
  const toggle = async () => {
    setChanging(true);
    try {
      const { thread: next } = await setContactThreadState(id, {
        state: current.state === 'closed' ? 'open' : 'closed',
      });
      update(next);
      toast.success(t(next.state === 'closed' ? 'admin-contact.closed_done' : 'admin-contact.reopened_done'));
    } catch (error) {
      toast.error(errorText(error, t));
    } finally {
      setChanging(false);
    }
  };
  return (
    <div className="flex flex-col gap-6">
      <Link to={pathFor('admin-contact')} className="text-sm font-semibold text-brand-700 hover:underline">
        {t('admin-contact.back')}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">
          <UserText>{current.subject}</UserText>
        </h1>
        <div className="flex items-center gap-3">
          <span data-testid="contact-thread-state">
            <ThreadStateBadge state={current.state} />
          </span>
          <Button variant="secondary" size="sm" busy={changing} onClick={() => void toggle()}>
            {current.state === 'closed' ? t('admin-contact.reopen') : t('admin-contact.close')}
          </Button>
        </div>
      </div>
      <dl className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">{t('admin-contact.sender')}</dt>
          <dd>
            <UserText>{current.name}</UserText>
            {current.user_id ? (
              <span className="ms-1 text-xs text-slate-500">({t('admin-contact.member')})</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('admin-contact.email')}</dt>
          <dd dir="ltr" className="text-start">
            <a href={`mailto:${current.email}`} className="text-brand-700 hover:underline">
              {current.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('admin-contact.phone')}</dt>
          <dd dir="ltr" className="text-start">
            {current.phone ? (
              <a href={`tel:${current.phone}`} className="text-brand-700 hover:underline">
                {current.phone}
              </a>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('admin-contact.language_header')}</dt>
          <dd>{t(LANGUAGE_NAMES[current.locale])}</dd>
        </div>
      </dl>
      <ol className="flex flex-col gap-4" data-testid="contact-messages">
        {current.items.map((message) => (
          <li
            key={message.id}
            data-testid={`contact-message-${message.author}`}
            className={`rounded-2xl border p-4 ${message.author === 'staff' ? 'ms-8 border-brand-200 bg-brand-50' : 'me-8 border-slate-200 bg-white'}`}
          >
            <p className="mb-2 text-xs text-slate-600">
              {message.author === 'staff'
                ? t('admin-contact.staff_wrote', { name: message.staff_name ?? t('admin-contact.staff') })
                : t('admin-contact.sender_wrote')}{' '}
              · {formatDate(locale, message.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
            </p>
            <UserText as="p" className="whitespace-pre-line">
              {message.body}
            </UserText>
          </li>
        ))}
      </ol>
      <ReplyForm thread={current} onDone={update} />
    </div>
  );
}
