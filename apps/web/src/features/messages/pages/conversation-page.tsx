import type { Conversation } from '@portal/contract/messages';
import { pathFor } from '@portal/contract/routes';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../ui/link';
import { PageLoading } from '../../../app/route-page';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { useConfirm } from '../../../ui/confirm-dialog';
import { LoadError } from '../../../ui/load-error';
import { toast } from '../../../ui/toast-store';
import { UserText } from '../../../ui/user-text';
import { useCurrentUser } from '../../auth/api';
import { ListingCard } from '../../listings';
import { useMarkRead, useSetBlock } from '../api/conversation-actions';
import { useConversation } from '../api/conversations';
import { useLiveMessages } from '../api/live-events';
import { useSendMessage } from '../api/send-message';
import { useSendPhoto } from '../api/send-photo';
import { MessageForm } from '../components/message-form';
import { ReportConversationDialog } from '../components/report-conversation-dialog';

/** Why nobody can write any more, if so. */
function closedNotice(c: Conversation): string | null {
  if (c.other.deleted) return 'messages.thread.closed';
  if (c.blocked_by_me) return 'messages.thread.you_blocked';
  if (c.blocked_by_other) return 'messages.thread.they_blocked';
  return null;
}

/**
 * /profile/messages/{id}: the listing's card at the top, the messages (mine at the end side,
 * with "Seen" once read), the form to answer, block and report. New messages and read receipts
 * arrive live; what is shown here counts as read.
 */
export default function ConversationPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const me = useCurrentUser();
  const id = Number(useParams().id);
  const conversation = useConversation(id);
  const markRead = useMarkRead(id);
  const send = useSendMessage(id);
  const sendPhoto = useSendPhoto(id);
  const setBlock = useSetBlock(id);
  const confirm = useConfirm();
  const [reporting, setReporting] = useState(false);
  useLiveMessages();
  const c = conversation.data;
  const unread = c?.unread ?? 0;
  const { mutate: markSeen } = markRead;

  // Open and shown: the messages to me are read (their senders see it at once).
  useEffect(() => {
    if (unread > 0) markSeen();
  }, [unread, markSeen]);

  if (conversation.error) {
    return <LoadError error={conversation.error} onRetry={() => void conversation.refetch()} />;
  }
  if (!c) return <PageLoading />;
  const notice = closedNotice(c);
  const otherName = c.other.deleted ? t('messages.list.deleted_person') : c.other.name;
  const lastMine = c.messages.findLast((m) => m.sender_id === me?.id);

  const toggleBlock = async () => {
    if (
      !c.blocked_by_me &&
      !(await confirm({ text: t('messages.thread.block_confirm'), confirmLabel: t('messages.thread.block') }))
    ) {
      return;
    }
    setBlock.mutate(!c.blocked_by_me, { onError: (error) => toast.error(errorText(error, t)) });
  };

  return (
    <div className="flex flex-col gap-6">
      <Link to={pathFor('profile-messages')} className="text-sm text-brand-800 hover:underline">
        {t('messages.thread.back')}
      </Link>
      <h1 className="text-2xl font-bold">
        <UserText>{otherName}</UserText>
      </h1>
      {c.card ? (
        <div className="max-w-sm">
          <ListingCard card={c.card} />
        </div>
      ) : (
        <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800">
          <UserText>{c.listing.title}</UserText> — {t('messages.thread.listing_gone')}
        </p>
      )}
      <section aria-labelledby="thread-title" className="flex flex-col gap-3">
        <h2 id="thread-title" className="sr-only">
          {t('messages.thread.messages')}
        </h2>
        <ol className="flex flex-col gap-2" aria-live="polite" aria-relevant="additions" data-testid="thread">
          {c.messages.map((m) => {
            const mine = m.sender_id === me?.id;
            return (
              <li
                key={m.id}
                data-testid={mine ? 'message-mine' : 'message-theirs'}
                className={`flex max-w-[80%] flex-col gap-1 rounded-2xl px-4 py-2 ${mine ? 'self-end bg-brand-700 text-white' : 'self-start bg-slate-100 text-slate-900'}`}
              >
                {m.photo_url ? (
                  <img
                    src={m.photo_url}
                    alt={t('messages.thread.photo')}
                    className="max-h-80 rounded-lg object-contain"
                    loading="lazy"
                    data-testid="message-photo"
                  />
                ) : m.body === null ? (
                  <em>{t('messages.thread.deleted')}</em>
                ) : (
                  <UserText as="p" className="whitespace-pre-line break-words">
                    {m.body}
                  </UserText>
                )}
                <span className={`text-xs ${mine ? 'text-brand-100' : 'text-slate-600'}`}>
                  {formatDate(locale, m.created_at, { dateStyle: 'short', timeStyle: 'short' })}
                  {mine && m.id === lastMine?.id ? (
                    <span data-testid="receipt">
                      {' · '}
                      {m.seen_at ? t('messages.thread.seen') : t('messages.thread.sent')}
                    </span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ol>
        <p className="text-xs text-slate-600">{t('messages.thread.live')}</p>
      </section>
      {notice ? (
        <p
          role="status"
          className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-amber-950"
          data-testid="conversation-closed"
        >
          {t(notice)}
        </p>
      ) : (
        <>
          <MessageForm testId="reply-form" onSend={(body) => send.mutateAsync(body)} />
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            {t('messages.thread.send_photo')}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              disabled={sendPhoto.isPending}
              data-testid="photo-input"
              className="text-sm"
              onChange={(event) => {
                const input = event.currentTarget;
                const file = input.files?.[0];
                if (!file) return;
                sendPhoto.mutate(file, {
                  onError: (error) => toast.error(errorText(error, t)),
                  onSettled: () => {
                    input.value = '';
                  },
                });
              }}
            />
          </label>
        </>
      )}
      <div className="flex flex-wrap gap-2">
        {c.other.deleted ? null : (
          <Button
            variant="secondary"
            onClick={() => void toggleBlock()}
            disabled={setBlock.isPending}
            data-testid="block"
          >
            {c.blocked_by_me ? t('messages.thread.unblock') : t('messages.thread.block')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => setReporting(true)} data-testid="report-conversation">
          {t('messages.thread.report')}
        </Button>
      </div>
      {reporting ? (
        <ReportConversationDialog conversationId={id} onClose={() => setReporting(false)} />
      ) : null}
    </div>
  );
}
