import { PageLoading } from '../../../../app/route-page';
import { formatDate } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { useTranslation } from '../../../../lib/use-translation';
import { LoadError } from '../../../../ui/load-error';
import { UserText } from '../../../../ui/user-text';
import { useReportedConversation } from '../api/reported-conversations';
import { FLAG_LABELS } from '../messages-labels';

/**
 * A reported (or flagged) conversation's messages as staff read them, each with what flagged
 * it: the evidence of its item in the reports queue. Mounting it is the reading, which the
 * server writes to the audit log with the reader (the notice says so).
 */
export function ConversationEvidence({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const conversation = useReportedConversation(conversationId);
  const c = conversation.data;
  if (conversation.error) {
    return <LoadError error={conversation.error} onRetry={() => void conversation.refetch()} />;
  }
  if (!c) return <PageLoading />;
  const nameOf = (senderId: number) => {
    const p = senderId === c.buyer.id ? c.buyer : c.seller;
    return p.deleted ? t('admin-messages.read.deleted_person') : <UserText>{p.name || p.username}</UserText>;
  };
  return (
    <div className="flex flex-col gap-2">
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
              <p className="text-sm text-red-800" data-testid="message-flags">
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
    </div>
  );
}
