import { notificationsEndpoints } from '@portal/contract/endpoints/notifications';
import { NOTIFICATION_EVENT_KINDS } from '@portal/contract/notification-values';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../../lib/call';
import { liveEventsSupported, useLiveEvents } from '../../../lib/live-events';
import { useCurrentUser } from '../../auth/api';
import { NOTIFICATIONS_KEY } from './keys';

/** Without live events (no EventSource): how often the bell asks again while the page stays open. */
const REFRESH_MS = 60_000;

/**
 * GET /notifications/unread: the bell's figure; nothing is asked for a visitor. The member's
 * live events make it (and the center's list) read again as soon as a notification is recorded
 * or read; where the browser has no EventSource, it asks every minute instead. It asks again
 * when the tab comes back too.
 */
export function useUnreadCount(): number {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
    [queryClient],
  );
  useLiveEvents(NOTIFICATION_EVENT_KINDS, refresh, user !== null);
  const { data } = useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'unread', user?.id],
    queryFn: ({ signal }) => call(notificationsEndpoints.unreadNotifications, { signal }),
    enabled: user !== null,
    refetchInterval: liveEventsSupported() ? false : REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  return user ? (data?.unread ?? 0) : 0;
}
