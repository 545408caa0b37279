import { notificationsEndpoints } from '@portal/contract/endpoints/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { errorText } from '../../../lib/error-text';
import { useTranslation } from '../../../lib/use-translation';
import { toast } from '../../../ui/toast-store';
import { NOTIFICATIONS_KEY } from './keys';

/** POST /notifications/{id}/read, or /notifications/read-all without an id; the bell and list follow. */
export function useMarkRead() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'all') =>
      id === 'all'
        ? call(notificationsEndpoints.readAllNotifications)
        : call(notificationsEndpoints.readNotification, { params: { id } }),
    onError: (error) => toast.error(errorText(error, t)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
