import { notificationsEndpoints } from '@portal/contract/endpoints/notifications';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useCurrentUser } from '../../auth/api';
import { NOTIFICATIONS_KEY } from './keys';

/** How often the bell asks again while the page stays open (and whenever the tab comes back). */
const REFRESH_MS = 60_000;

/** GET /notifications/unread: the bell's figure; nothing is asked for a visitor. */
export function useUnreadCount(): number {
  const user = useCurrentUser();
  const { data } = useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'unread', user?.id],
    queryFn: ({ signal }) => call(notificationsEndpoints.unreadNotifications, { signal }),
    enabled: user !== null,
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  return user ? (data?.unread ?? 0) : 0;
}
