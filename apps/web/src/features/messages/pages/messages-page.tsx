import { pathFor } from '@portal/contract/routes';
import { useSearchParams } from 'react-router';
import { Link } from '../../../ui/link';
import { PageLoading } from '../../../app/route-page';
import { formatDate, formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { useTranslation } from '../../../lib/use-translation';
import { EmptyState } from '../../../ui/empty-state';
import { LoadError } from '../../../ui/load-error';
import { Pagination } from '../../../ui/pagination';
import { UserText } from '../../../ui/user-text';
import { useCurrentUser } from '../../auth/api';
import { useConversations } from '../api/conversations';
import { useLiveMessages } from '../api/live-events';

/**
 * /profile/messages: my conversations, the latest message first: the other person, the
 * listing's title, the last message and how many wait unread. Live: a new message moves its
 * conversation up without a reload.
 */
export default function MessagesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const me = useCurrentUser();
  const [search] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const conversations = useConversations(page);
  useLiveMessages();
  const data = conversations.data;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('routes.profile-messages.title')}</h1>
      {conversations.error ? (
        <LoadError error={conversations.error} onRetry={() => void conversations.refetch()} />
      ) : !data ? (
        <PageLoading />
      ) : data.data.length === 0 ? (
        <EmptyState title={t('messages.list.empty')} body={t('messages.list.empty_body')} />
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {data.data.map((c) => {
              const last = c.last_message;
              return (
                <li key={c.id} data-testid="conversation" data-unread={c.unread}>
                  <Link
                    to={pathFor('profile-message', { id: c.id })}
                    className="flex flex-col gap-1 p-4 hover:bg-slate-50"
                  >
                    <span className="flex flex-wrap items-center justify-between gap-2">
                      <span className={`font-semibold ${c.other.deleted ? 'text-slate-500 italic' : ''}`}>
                        {c.other.deleted ? (
                          t('messages.list.deleted_person')
                        ) : (
                          <UserText>{c.other.name}</UserText>
                        )}
                      </span>
                      <span className="flex items-center gap-2 text-xs text-slate-600">
                        {last
                          ? formatDate(locale, last.created_at, { dateStyle: 'medium', timeStyle: 'short' })
                          : null}
                        {c.unread > 0 ? (
                          <span
                            className="rounded-full bg-brand-700 px-2 py-0.5 font-semibold text-white"
                            data-testid="conversation-unread"
                          >
                            {t('messages.list.unread', { count: formatNumber(locale, c.unread) })}
                          </span>
                        ) : null}
                      </span>
                    </span>
                    <span className="text-sm text-slate-700">
                      {t('messages.list.about')} <UserText>{c.listing.title}</UserText>
                    </span>
                    <span
                      className={`truncate text-sm ${c.unread > 0 ? 'font-semibold text-slate-900' : 'text-slate-600'}`}
                    >
                      {!last ? (
                        t('messages.list.no_message')
                      ) : last.photo_url ? (
                        <>
                          {last.sender_id === me?.id ? `${t('messages.list.you')} ` : null}
                          {t('messages.thread.photo')}
                        </>
                      ) : last.body === null ? (
                        <em>{t('messages.thread.deleted')}</em>
                      ) : (
                        <>
                          {last.sender_id === me?.id ? `${t('messages.list.you')} ` : null}
                          <UserText>{last.body}</UserText>
                        </>
                      )}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
          <Pagination current={page} last={data.meta.last_page} hrefOf={(p) => `?page=${p}`} />
        </>
      )}
    </div>
  );
}
