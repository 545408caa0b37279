import { notificationsEndpoints } from '@portal/contract/endpoints/notifications';
import type { NotificationPreferencesBody } from '@portal/contract/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useCurrentUser } from '../../auth/api';
import { PREFERENCES_KEY } from './preferences';

/** PUT /notifications/preferences: saves the kinds given; the answer replaces the cached list. */
export function useSetNotificationPreferences() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  return useMutation({
    mutationFn: (body: NotificationPreferencesBody) =>
      call(notificationsEndpoints.setNotificationPreferences, { body }),
    onSuccess: (answer) => queryClient.setQueryData([...PREFERENCES_KEY, user?.id], answer),
  });
}
