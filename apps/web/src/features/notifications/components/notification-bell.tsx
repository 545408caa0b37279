import { Link } from '../../../ui/link';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { useTranslation } from '../../../lib/use-translation';
import { useUnreadCount } from '../api/unread-count';

/**
 * The header's bell, for a signed-in member: a link to the notification center with the
 * unread count. The header loads it only for a member, so a visitor's page neither downloads
 * it nor asks for a count.
 */
export default function NotificationBell() {
  const { t } = useTranslation();
  const locale = useLocale();
  const unread = useUnreadCount();
  const label =
    unread > 0
      ? t('header.notifications_unread', { formatted: formatNumber(locale, unread) })
      : t('header.notifications');
  return (
    <Link
      to="/profile/notifications"
      data-testid="notification-bell"
      aria-label={label}
      title={label}
      className="relative rounded-full p-2 text-slate-700 hover:bg-slate-100"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {unread > 0 ? (
        <span
          data-testid="notification-count"
          aria-hidden="true"
          className="absolute -end-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white tabular-nums"
        >
          {unread > 99 ? formatNumber(locale, 99) + '+' : formatNumber(locale, unread)}
        </span>
      ) : null}
    </Link>
  );
}
