import type { Notification } from '@portal/contract/notifications';
import type { NotificationKind } from '@portal/contract/notification-values';
import type { NotificationRow } from './queries';

/** A row as the API answers it. */
export function notificationView(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    params: row.params,
    link: row.link,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
