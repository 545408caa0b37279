import { pathFor } from '@portal/contract/routes';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../../../app/route-page';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { errorText } from '../../../../lib/error-text';
import { formatDate } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { useTranslation } from '../../../../lib/use-translation';
import { Button } from '../../../../ui/button';
import { LoadError } from '../../../../ui/load-error';
import { toast } from '../../../../ui/toast-store';
import { UserText } from '../../../../ui/user-text';
import { useDismissConversationReports, useReportedConversation } from '../api/reported-conversations';
import { FLAG_LABELS } from '../messages-labels';

/**
 * /admin/conversations/{id}: staff handling a report read the conversation, every message with
 * what flagged it; the reading is in the audit log. Dismissing settles the reports.
 */
export default function ReportedConversationPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const conversation = useReportedConversation(id);
  const dismiss = useDismissConversationReports(id);
  const c = conversation.data;
  if (conversation.error || !c) {
    return (
      <BackOfficeLayout>
        {conversation.error ? (
          <LoadError error={conversation.error} onRetry={() => void conversation.refetch()} />
        ) : (
          <PageLoading />
        )}
      </BackOfficeLayout>
    );
  }
  const nameOf = (senderId: number) => {
    const p = senderId === c.buyer.id ? c.buyer : c.seller;
    return p.deleted ? t('admin-messages.read.deleted_person') : <UserText>{p.name || p.username}</UserText>;
  };
  return (
    <BackOfficeLayout>
      <div className="flex flex-col gap-6">
        <Link to={pathFor('admin-conversations')} className="text-sm text-brand-800 hover:underline">
          {t('admin-messages.read.back')}
        </Link>
        <h1 className="text-2xl font-bold">
          <UserText>{c.listing.title}</UserText>
        </h1>
        <p
          role="note"
          className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          {t('admin-messages.read.notice')}
        </p>
        <ol className="flex flex-col gap-2" data-testid="staff-thread">
          {c.messages.map((m) => (
            <li key={m.id} className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3">
              <span className="text-xs text-slate-600">
                {nameOf(m.sender_id)} ·{' '}
                {formatDate(locale, m.created_at, { dateStyle: 'short', timeStyle: 'short' })}
              </span>
              {m.photo_url ? (
                <img
                  src={m.photo_url}
                  alt={t('admin-messages.read.photo')}
                  className="max-h-80 self-start rounded-lg"
                />
              ) : m.body === null ? (
                <em>{t('admin-messages.read.deleted')}</em>
              ) : (
                <UserText as="p" className="whitespace-pre-line break-words">
                  {m.body}
                </UserText>
              )}
              {m.flags.length > 0 ? (
                <p className="text-sm text-red-800">
                  {t('admin-messages.read.flags')}{' '}
                  {m.flags.map((f, i) => (
                    <span key={i}>
                      {i > 0 ? ', ' : null}
                      {t(FLAG_LABELS[f.kind], { detail: f.detail })}
                    </span>
                  ))}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
        <Button
          className="self-start"
          disabled={dismiss.isPending}
          onClick={() =>
            dismiss.mutate(undefined, {
              onSuccess: () => {
                toast.success(t('admin-messages.read.dismissed'));
                void navigate(pathFor('admin-conversations'));
              },
              onError: (error) => toast.error(errorText(error, t)),
            })
          }
        >
          {t('admin-messages.read.dismiss')}
        </Button>
      </div>
    </BackOfficeLayout>
  );
}
