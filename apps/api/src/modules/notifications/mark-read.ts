import type { UnreadCount } from '@portal/contract/notifications';
import { AppError } from '../../platform/errors';
import type { NotificationsDeps } from './deps';
import { countUnread, markAllRead, markRead } from './queries';
import { publishNotificationsRead } from './service';

/**
 * Marks one of the member's notifications read (again is harmless); someone else's answers
 * 404, as if it did not exist. Answers the unread count left, for the bell; the member's other
 * open pages are told.
 */
export async function markNotificationRead(
  deps: Pick<NotificationsDeps, 'db'>,
  userId: number,
  id: number,
): Promise<UnreadCount> {
  if (!(await markRead(deps.db, userId, id))) throw new AppError('not_found');
  await publishNotificationsRead(deps.db, userId);
  return { unread: await countUnread(deps.db, userId) };
}

/** Marks every notification of the member read. */
export async function markAllNotificationsRead(
  deps: Pick<NotificationsDeps, 'db'>,
  userId: number,
): Promise<UnreadCount> {
  if ((await markAllRead(deps.db, userId)) > 0) await publishNotificationsRead(deps.db, userId);
  return { unread: await countUnread(deps.db, userId) };
}
