import type { NotificationList } from '@portal/contract/notifications';
import type { NotificationsDeps } from './deps';
import { notificationView } from './notification-view';
import { countUnread, selectNotifications } from './queries';

/** The member's notification center: one page, newest first, with the unread count. */
export async function listNotifications(
  deps: Pick<NotificationsDeps, 'db'>,
  userId: number,
  query: { page: number; per_page: number },
): Promise<NotificationList> {
  const { rows, total } = await selectNotifications(deps.db, userId, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    data: rows.map(notificationView),
    meta: {
      page: query.page,
      per_page: query.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
    },
    unread: await countUnread(deps.db, userId),
  };
}
