import {
  NOTIFICATION_DEFAULTS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationParams,
} from '@portal/contract/notification-values';
import type { Tx } from '../../db/client';
import { hasPushSubscription, insertNotification, selectChannel } from './queries';
import { wakePushWorkers } from './push-wake';

/** What other areas may use of the notifications area (decision 045). */

export type { NotificationKind, NotificationParams };

export interface NotifyInput {
  userId: number;
  kind: NotificationKind;
  /** The values the web writes the sentence with in the reader's language (a title, a count). */
  params: NotificationParams;
  /** The app path the notification leads to, such as `/profile/messages/12`. */
  link: string;
}

/** The member's channel for a kind: their choice, else the kind's default. */
export async function channelFor(
  db: Tx,
  userId: number,
  kind: NotificationKind,
): Promise<NotificationChannel> {
  return (await selectChannel(db, userId, kind)) ?? NOTIFICATION_DEFAULTS[kind];
}

/**
 * Records an in-app notification unless the member turned the kind off, and queues its web
 * push when they subscribed a browser. Pass the transaction of the change that causes it, so
 * both commit or neither does. Returns the notification's id, or null when the kind is off.
 */
export async function notify(db: Tx, input: NotifyInput): Promise<number | null> {
  if (!input.link.startsWith('/') || input.link.startsWith('//')) {
    throw new Error(`notify: the link must be an app path (kind ${input.kind})`);
  }
  if ((await channelFor(db, input.userId, input.kind)) === 'off') return null;
  const pushPending = await hasPushSubscription(db, input.userId);
  const id = await insertNotification(db, { ...input, pushPending });
  if (pushPending) wakePushWorkers();
  return id;
}

/** Whether the member wants the kind by mail too: the areas that mail call this first. */
export async function wantsMail(db: Tx, userId: number, kind: NotificationKind): Promise<boolean> {
  return (await channelFor(db, userId, kind)) === 'mail';
}
