import { notificationsEndpoints } from '@portal/contract/endpoints/notifications';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useCurrentUser } from '../../auth/api';
import { NOTIFICATIONS_KEY } from './keys';

export const PREFERENCES_KEY = [...NOTIFICATIONS_KEY, 'preferences'] as const;

/** GET /notifications/preferences: my channel per kind. */
export function useNotificationPreferences() {
  const user = useCurrentUser();
  return useQuery({
    queryKey: [...PREFERENCES_KEY, user?.id],
    queryFn: ({ signal }) => call(notificationsEndpoints.notificationPreferences, { signal }),
    enabled: user !== null,
  });
}
