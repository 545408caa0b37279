import { directionOf, isLocale, type Locale } from '@portal/contract/locale';
import { NOTIFICATION_PUSH_TITLE, notificationText } from '@portal/contract/notification-text';
import type { NotificationKind, NotificationPush } from '@portal/contract/notification-values';
import type { PushConfig } from '../../config';
import { findUserById } from '../auth/service';
import type { NotificationsDeps } from './deps';
import { claimPushBatch, deletePushSubscriptionsById, selectPushSubscriptions } from './queries';
import { sendPush } from './push-sender';

/** The push job's pace: a notification reaches the installed app within seconds. */
export const SEND_PUSHES_INTERVAL_MS = 5_000;
const BATCH = 50;

/**
 * Sends the queued pushes to every browser their recipient subscribed, in the recipient's
 * language. A push service answering 404 or 410 says the subscription is gone: it is removed.
 * Other failures are not retried (the notification waits in the center all the same).
 */
export async function sendPushes(
  deps: { db: NotificationsDeps['db']; push: PushConfig },
  options: { signal?: AbortSignal } = {},
): Promise<{ sent: number; removed: number }> {
  let sent = 0;
  let removed = 0;
  for (;;) {
    const batch = await claimPushBatch(deps.db, BATCH);
    for (const notification of batch) {
      const [user, targets] = await Promise.all([
        findUserById(deps.db, notification.userId),
        selectPushSubscriptions(deps.db, notification.userId),
      ]);
      if (!user || user.deletedAt) continue;
      const locale: Locale = isLocale(user.locale) ? user.locale : 'ar';
      const payload: NotificationPush = {
        title: NOTIFICATION_PUSH_TITLE[locale],
        body: notificationText(locale, notification.kind as NotificationKind, notification.params),
        link: notification.link,
        tag: `notification-${notification.id}`,
        lang: locale,
        dir: directionOf(locale),
      };
      const statuses = await Promise.all(targets.map((target) => sendPush(deps.push, target, payload)));
      const gone = targets.filter((_, i) => statuses[i] === 404 || statuses[i] === 410).map((t) => t.id);
      await deletePushSubscriptionsById(deps.db, gone);
      removed += gone.length;
      sent += statuses.filter((status) => status >= 200 && status < 300).length;
    }
    if (batch.length < BATCH || options.signal?.aborted) break;
  }
  return { sent, removed };
}
