import { notificationsEndpoints } from '@portal/contract/endpoints/notifications';
import { call } from '../../../lib/call';

/** POST /notifications/push/unsubscribe: no more pushes to this browser. */
export function unsubscribePush(endpoint: string) {
  return call(notificationsEndpoints.unsubscribePush, { body: { endpoint } });
}
