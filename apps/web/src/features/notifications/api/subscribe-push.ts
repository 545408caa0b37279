import { notificationsEndpoints } from '@portal/contract/endpoints/notifications';
import type { PushSubscriptionBody } from '@portal/contract/notifications';
import { call } from '../../../lib/call';

/** POST /notifications/push/subscriptions: this browser's subscription, for my notifications. */
export function subscribePush(subscription: PushSubscriptionBody) {
  return call(notificationsEndpoints.subscribePush, { body: subscription });
}
