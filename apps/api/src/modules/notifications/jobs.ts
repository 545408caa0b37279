import { NOTIFICATION_KEEP_DAYS } from '@portal/contract/notification-values';
import type { Job } from '../../platform/jobs/runner';
import type { NotificationsDeps } from './deps';
import { deleteNotificationsBefore } from './queries';
import { SEND_PUSHES_INTERVAL_MS, sendPushes } from './send-pushes';

const DAY_MS = 24 * 60 * 60_000;

/** The background jobs of notifications: pushes (when configured) and the clean-up of old ones. */
export function notificationJobs(deps: NotificationsDeps): Job[] {
  const { push } = deps;
  return [
    ...(push
      ? [
          {
            name: 'send-pushes',
            intervalMs: SEND_PUSHES_INTERVAL_MS,
            run: ({ signal }: { signal: AbortSignal }) => sendPushes({ db: deps.db, push }, { signal }),
          },
        ]
      : []),
    {
      name: 'clean-up-notifications',
      intervalMs: DAY_MS,
      run: async () => ({
        deleted: await deleteNotificationsBefore(
          deps.db,
          new Date(Date.now() - NOTIFICATION_KEEP_DAYS * DAY_MS),
        ),
      }),
    },
  ];
}
