import { notificationsEndpoints } from '@portal/contract/endpoints/notifications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useCurrentUser } from '../../auth/api';
import { NOTIFICATIONS_KEY } from './keys';

/** GET /notifications?page=: the notification center, newest first. */
export function useNotifications(page: number) {
  const user = useCurrentUser();
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'list', user?.id, page],
    queryFn: ({ signal }) => call(notificationsEndpoints.listNotifications, { query: { page }, signal }),
    enabled: user !== null,
    placeholderData: keepPreviousData,
  });
}
