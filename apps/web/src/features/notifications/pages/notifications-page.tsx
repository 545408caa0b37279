import type { Notification } from '@portal/contract/notifications';
import { useSearchParams } from 'react-router';
import { Link } from '../../../ui/link';
import { PageLoading } from '../../../app/route-page';
import { formatDate, formatNumber, formatRelativeTime } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { useTranslation } from '../../../lib/use-translation';
import { Button, buttonClass } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { LoadError } from '../../../ui/load-error';
import { Pagination } from '../../../ui/pagination';
import { useNotifications } from '../api/list-notifications';
import { useMarkRead } from '../api/mark-read';
import { NotificationSentence } from '../components/notification-sentence';

function NotificationItem({ item }: { item: Notification }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const markRead = useMarkRead();
  return (
    <li
      data-testid="notification"
      data-read={item.read}
      className={`flex items-start gap-3 rounded-xl border p-4 ${item.read ? 'border-slate-200 bg-white' : 'border-brand-200 bg-brand-50'}`}
    >
      <span
        aria-hidden="true"
        className={`mt-2 size-2.5 shrink-0 rounded-full ${item.read ? 'bg-transparent' : 'bg-brand-700'}`}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          to={item.link}
          className="text-slate-900 hover:text-brand-800 hover:underline"
          onClick={() => {
            if (!item.read) markRead.mutate(item.id);
          }}
        >
          {item.read ? null : <span className="sr-only">{t('notifications.unread')}: </span>}
          <NotificationSentence kind={item.kind} params={item.params} />
        </Link>
        <time
          dateTime={item.created_at}
          title={formatDate(locale, item.created_at)}
          className="text-sm text-slate-600"
        >
          {formatRelativeTime(locale, item.created_at)}
        </time>
      </div>
      {item.read ? null : (
        <Button
          variant="link"
          size="sm"
          className="shrink-0 text-sm"
          busy={markRead.isPending}
          onClick={() => markRead.mutate(item.id)}
        >
          {t('notifications.mark_read')}
        </Button>
      )}
    </li>
  );
}

/** /profile/notifications: my notifications, newest first, each a sentence in my language. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const notifications = useNotifications(page);
  const markRead = useMarkRead();
  const data = notifications.data;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('routes.profile-notifications.title')}</h1>
        <Link
          to="/profile/notifications/preferences"
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          {t('notifications.preferences_link')}
        </Link>
      </div>
      {notifications.error ? (
        <LoadError error={notifications.error} onRetry={() => void notifications.refetch()} />
      ) : !data ? (
        <PageLoading />
      ) : data.meta.total === 0 ? (
        <EmptyState title={t('notifications.empty')} body={t('notifications.empty_body')} />
      ) : (
        <section aria-labelledby="notifications-unread" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2
              id="notifications-unread"
              data-testid="notifications-unread"
              className="text-lg font-semibold"
            >
              {t('notifications.unread_count', {
                count: data.unread,
                formatted: formatNumber(locale, data.unread),
              })}
            </h2>
            {data.unread > 0 ? (
              <Button
                variant="secondary"
                size="sm"
                busy={markRead.isPending}
                onClick={() => markRead.mutate('all')}
              >
                {t('notifications.mark_all_read')}
              </Button>
            ) : null}
          </div>
          <ul className="flex flex-col gap-3">
            {data.data.map((item) => (
              <NotificationItem key={item.id} item={item} />
            ))}
          </ul>
          <Pagination current={page} last={data.meta.last_page} hrefOf={(p) => `?page=${p}`} />
        </section>
      )}
    </div>
  );
}
