import { AppError } from '../../platform/errors';
import type { NotificationsDeps } from './deps';
import { deletePushSubscription, upsertPushSubscription } from './queries';

/**
 * Keeps a browser's push subscription for the member. Refused (404) while push is off: no
 * subscription could be used, and the web does not offer it then.
 */
export async function subscribePush(
  deps: NotificationsDeps,
  userId: number,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
): Promise<void> {
  if (!deps.push) throw new AppError('not_found');
  await upsertPushSubscription(deps.db, {
    userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
  });
}

/** Forgets one of the member's browsers (another member's endpoint is left alone). */
export async function unsubscribePush(
  deps: Pick<NotificationsDeps, 'db'>,
  userId: number,
  endpoint: string,
): Promise<void> {
  await deletePushSubscription(deps.db, userId, endpoint);
}
