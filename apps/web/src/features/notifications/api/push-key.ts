import { notificationsEndpoints } from '@portal/contract/endpoints/notifications';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';

/** GET /notifications/push: the VAPID public key, null while the server has push off. */
export function usePushKey() {
  return useQuery({
    queryKey: ['notifications', 'push-key'],
    queryFn: async ({ signal }) => (await call(notificationsEndpoints.pushKey, { signal })).public_key,
    staleTime: Infinity,
  });
}
