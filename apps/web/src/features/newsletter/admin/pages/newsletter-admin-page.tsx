import { LOCALES, type Locale } from '@portal/contract/locale';
import type { NewsletterIssue } from '@portal/contract/newsletter';
import { SUBSCRIBER_STATES } from '@portal/contract/newsletter-values';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { PageLoading } from '../../../../app/route-page';
import { useCurrentUser } from '../../../auth/api';
import { errorText } from '../../../../lib/error-text';
import { formatDate, formatNumber } from '../../../../lib/format';
import { HttpError } from '../../../../lib/http';
import { useLocale } from '../../../../lib/use-locale';
import { Button } from '../../../../ui/button';
import { useConfirm } from '../../../../ui/confirm-dialog';
import { EmptyState } from '../../../../ui/empty-state';
import { FormAlert, FormField, TextAreaField } from '../../../../ui/form-field';
import { LoadError } from '../../../../ui/load-error';
import { toast } from '../../../../ui/toast-store';
import { UserText } from '../../../../ui/user-text';
import { createNewsletterIssue } from '../api/create-issue';
import { newsletterIssuesKey, useNewsletterIssues } from '../api/newsletter-issues';
import { newsletterStatsKey, useNewsletterStats } from '../api/newsletter-stats';
import { sendNewsletterIssue } from '../api/send-issue';
import { ISSUE_STATE_LABELS, LANGUAGE_LABELS, SUBSCRIBER_STATE_LABELS } from '../newsletter-labels';

/** Subscribers by state (rows) and language (columns), with totals. */
function Stats() {
  const { t } = useTranslation();
  const locale = useLocale();
  const stats = useNewsletterStats();
  if (stats.isPending) return <PageLoading />;
  if (stats.isError) return <LoadError error={stats.error} onRetry={() => void stats.refetch()} />;
  const count = (state: string, lang?: Locale) =>
    stats.data.counts
      .filter((c) => c.state === state && (lang === undefined || c.locale === lang))
      .reduce((sum, c) => sum + c.count, 0);
  return (
    <section aria-labelledby="newsletter-stats">
      <h2 id="newsletter-stats" className="mb-2 text-lg font-semibold">
        {t('admin-newsletter.stats.title')}
      </h2>
      <table className="w-full max-w-xl text-sm" data-testid="newsletter-stats">
        <thead>
          <tr className="border-b border-slate-200 text-start">
            <th scope="col" className="py-2 text-start">
              {t('admin-newsletter.stats.state')}
            </th>
            {LOCALES.map((lang) => (
              <th key={lang} scope="col" className="py-2 text-end">
                {t(LANGUAGE_LABELS[lang])}
              </th>
            ))}
            <th scope="col" className="py-2 text-end">
              {t('admin-newsletter.stats.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {SUBSCRIBER_STATES.map((state) => (
            <tr key={state} className="border-b border-slate-100">
              <th scope="row" className="py-2 text-start font-medium">
                {t(SUBSCRIBER_STATE_LABELS[state])}
              </th>
              {LOCALES.map((lang) => (
                <td key={lang} className="py-2 text-end tabular-nums">
                  {formatNumber(locale, count(state, lang))}
                </td>
              ))}
              <td className="py-2 text-end font-semibold tabular-nums">
                {formatNumber(locale, count(state))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

type Draft = Record<Locale, { subject: string; body: string }>;
const EMPTY: Draft = {
  ar: { subject: '', body: '' },
  fr: { subject: '', body: '' },
  en: { subject: '', body: '' },
};

/** Writing an issue: a subject and a body per language; a language left empty falls back to another. */
function Compose() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const edit = (lang: Locale, field: 'subject' | 'body', value: string) =>
    setDraft((d) => ({ ...d, [lang]: { ...d[lang], [field]: value } }));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    setFieldErrors({});
    const translations = Object.fromEntries(
      LOCALES.filter((lang) => draft[lang].subject.trim() !== '' || draft[lang].body.trim() !== '').map(
        (lang) => [lang, draft[lang]],
      ),
    );
    setPending(true);
    try {
      await createNewsletterIssue({ translations });
      setDraft(EMPTY);
      toast.success(t('admin-newsletter.compose.saved'));
      await queryClient.invalidateQueries({ queryKey: newsletterIssuesKey });
    } catch (error) {
      if (error instanceof HttpError) setFieldErrors(error.fieldErrors);
      setFormError(errorText(error, t));
    } finally {
      setPending(false);
    }
  };
  const errorOf = (path: string) => fieldErrors[path]?.[0];
  return (
    <section aria-labelledby="newsletter-compose">
      <h2 id="newsletter-compose" className="mb-2 text-lg font-semibold">
        {t('admin-newsletter.compose.title')}
      </h2>
      <p className="mb-3 text-sm text-slate-600">{t('admin-newsletter.compose.hint')}</p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        <FormAlert message={formError} />
        {LOCALES.map((lang) => (
          <fieldset
            key={lang}
            className="rounded-lg border border-slate-200 p-3"
            lang={lang}
            dir={lang === 'ar' ? 'rtl' : 'ltr'}
          >
            <legend className="px-1 text-sm font-semibold">{t(LANGUAGE_LABELS[lang])}</legend>
            <FormField
              label={t('admin-newsletter.compose.subject')}
              error={errorOf(`translations.${lang}.subject`)}
              inputProps={{
                value: draft[lang].subject,
                onChange: (e) => edit(lang, 'subject', e.target.value),
                'data-testid': `newsletter-subject-${lang}`,
              }}
            />
            <TextAreaField
              label={t('admin-newsletter.compose.body')}
              hint={t('admin-newsletter.compose.body_hint')}
              error={errorOf(`translations.${lang}.body`)}
              textareaProps={{
                value: draft[lang].body,
                rows: 8,
                onChange: (e) => edit(lang, 'body', e.target.value),
                'data-testid': `newsletter-body-${lang}`,
              }}
            />
          </fieldset>
        ))}
        <div>
          <Button type="submit" busy={pending} data-testid="newsletter-save">
            {t('admin-newsletter.compose.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}

function subjectOf(issue: NewsletterIssue, locale: Locale): string {
  return (
    (issue.translations[locale] ?? LOCALES.map((l) => issue.translations[l]).find(Boolean))?.subject ?? ''
  );
}

/** The issues, newest first: state, mails queued, and the send button (admins). */
function Issues({ canSend }: { canSend: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const issues = useNewsletterIssues();
  const [sending, setSending] = useState<number>();
  const send = async (issue: NewsletterIssue) => {
    const confirmed = await confirm({
      title: t('admin-newsletter.issues.send_title'),
      text: t('admin-newsletter.issues.send_text'),
      confirmLabel: t('admin-newsletter.issues.send'),
    });
    if (!confirmed) return;
    setSending(issue.id);
    try {
      const { issue: sent } = await sendNewsletterIssue(issue.id);
      toast.success(
        t('admin-newsletter.issues.sent', {
          count: sent.recipients,
          formatted: formatNumber(locale, sent.recipients),
        }),
      );
    } catch (error) {
      toast.error(errorText(error, t));
    } finally {
      setSending(undefined);
      await queryClient.invalidateQueries({ queryKey: newsletterIssuesKey });
      await queryClient.invalidateQueries({ queryKey: newsletterStatsKey });
    }
  };
  return (
    <section aria-labelledby="newsletter-issues">
      <h2 id="newsletter-issues" className="mb-2 text-lg font-semibold">
        {t('admin-newsletter.issues.title')}
      </h2>
      {issues.isPending ? (
        <PageLoading />
      ) : issues.isError ? (
        <LoadError error={issues.error} onRetry={() => void issues.refetch()} />
      ) : issues.data.data.length === 0 ? (
        <EmptyState title={t('admin-newsletter.issues.empty')} />
      ) : (
        <ul className="flex flex-col gap-2" data-testid="newsletter-issues">
          {issues.data.data.map((issue) => (
            <li
              key={issue.id}
              className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3"
            >
              <div className="min-w-0 flex-1">
                <UserText as="p" className="font-medium">
                  {subjectOf(issue, locale)}
                </UserText>
                <p className="text-xs text-slate-600">
                  {t(ISSUE_STATE_LABELS[issue.state])} ·{' '}
                  {formatDate(locale, issue.sent_at ?? issue.created_at, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}{' '}
                  ·{' '}
                  {t('admin-newsletter.issues.recipients', {
                    formatted: formatNumber(locale, issue.recipients),
                  })}
                  {issue.created_by ? (
                    <>
                      {' · '}
                      <UserText>{issue.created_by}</UserText>
                    </>
                  ) : null}
                </p>
              </div>
              {canSend && issue.state !== 'sent' ? (
                <Button size="sm" busy={sending === issue.id} onClick={() => void send(issue)}>
                  {t('admin-newsletter.issues.send')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /admin/newsletter: the subscribers' counts, writing an issue and sending it (admins). */
export default function NewsletterAdminPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-bold">{t('routes.admin-newsletter.title')}</h1>
      <Stats />
      {isAdmin ? <Compose /> : null}
      <Issues canSend={isAdmin} />
    </div>
  );
}
