import {
  isAppPath,
  NOTIFICATION_DEFAULTS,
  type CoalescedKind,
  type NotificationChannel,
  type NotificationKind,
  type NotificationParams,
} from '@portal/contract/notification-values';
import { isLocale } from '@portal/contract/locale';
import type { Tx } from '../../db/client';
import { publishLive } from '../../platform/live-events';
import type { MailRequest } from '../../platform/mail/enqueue-mail';
import { findUserById } from '../auth/service';
import {
  hasPushSubscription,
  insertNotification,
  markLinkRead,
  selectChannel,
  upsertCoalescedNotification,
} from './queries';

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
 * Records an in-app notification unless the member turned the kind off, queues its web push
 * when they subscribed a browser (the push job sends it within seconds: send-pushes.ts), and
 * tells the member's open pages on the live stream. Pass the transaction of the change that
 * causes it, so all of it commits or none does (the live event leaves at the commit). Returns
 * the notification's id, or null when the kind is off.
 */
export async function notify(db: Tx, input: NotifyInput): Promise<number | null> {
  return record(db, input, insertNotification);
}

/**
 * `notify` for the kinds kept as one unread notification per link (a conversation's messages):
 * the member's unread one is updated (its values, its time, and `count` one more) instead of a
 * row being added; once read, the next makes a new one (decision 050).
 */
export async function notifyCoalesced(
  db: Tx,
  input: NotifyInput & { kind: CoalescedKind },
): Promise<number | null> {
  return record(db, input, upsertCoalescedNotification);
}

/**
 * Marks the member's unread notifications of a kind about a link read (reading the conversation
 * a message notification is about) and tells their open pages; how many were unread.
 */
export async function readNotificationsAbout(
  db: Tx,
  userId: number,
  kind: NotificationKind,
  link: string,
): Promise<number> {
  const count = await markLinkRead(db, userId, kind, link);
  if (count > 0) await publishNotificationsRead(db, userId);
  return count;
}

/** Tells the member's open pages (the bell, the center) that some of their notifications were read. */
export async function publishNotificationsRead(db: Tx, userId: number): Promise<void> {
  await publishLive(db, [userId], { event: 'notifications_read', data: {} });
}

async function record<K extends NotificationKind>(
  db: Tx,
  input: NotifyInput & { kind: K },
  write: (db: Tx, values: NotifyInput & { kind: K; pushPending: boolean }) => Promise<number>,
): Promise<number | null> {
  if (!isAppPath(input.link)) {
    throw new Error(`notify: the link must be an app path (kind ${input.kind})`);
  }
  if ((await channelFor(db, input.userId, input.kind)) === 'off') return null;
  const pushPending = await hasPushSubscription(db, input.userId);
  const id = await write(db, { ...input, pushPending });
  // The bell of each open page of the member reads its count again, once the change commits.
  await publishLive(db, [input.userId], { event: 'notification', data: { id } });
  return id;
}

/** Whether the member wants the kind by mail too: the areas that mail call this first. */
export async function wantsMail(db: Tx, userId: number, kind: NotificationKind): Promise<boolean> {
  return (await channelFor(db, userId, kind)) === 'mail';
}

/**
 * `notify`, plus the mail of the notification (its sentence and link, the `notification`
 * template) when the member chose mail for the kind: for the kinds without a mail of their own.
 * `enqueueMail` writes to the outbox in the same transaction; the caller wakes the mail worker
 * after it committed.
 */
export async function notifyWithMail(
  db: Tx,
  enqueueMail: (tx: Tx, mail: MailRequest) => Promise<unknown>,
  input: NotifyInput,
): Promise<number | null> {
  const id = await notify(db, input);
  if (id === null || !(await wantsMail(db, input.userId, input.kind))) return id;
  const user = await findUserById(db, input.userId);
  // An anonymised (deleted) account has no address to write to.
  if (!user || user.deletedAt) return id;
  await enqueueMail(db, {
    to: user.email,
    locale: isLocale(user.locale) ? user.locale : 'ar',
    siteName: undefined,
    template: 'notification',
    data: { name: user.firstName, kind: input.kind, params: input.params, linkPath: input.link },
  });
  return id;
}
