import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type {
  CoalescedKind,
  NotificationChannel,
  NotificationKind,
  NotificationParams,
} from '@portal/contract/notification-values';
import type { Db, Tx } from '../../db/client';
import {
  COALESCED_KINDS_SQL,
  notificationPreferences,
  notifications,
  pushSubscriptions,
} from '../../db/schema/index';

export type NotificationRow = typeof notifications.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The member's chosen channel for a kind, if they chose one. */
export async function selectChannel(
  db: Tx,
  userId: number,
  kind: NotificationKind,
): Promise<NotificationChannel | undefined> {
  const [row] = await db
    .select({ channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
  return row?.channel as NotificationChannel | undefined;
}

/** Every channel the member chose, by kind. */
export async function selectChannels(db: Tx, userId: number): Promise<Map<string, NotificationChannel>> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return new Map(rows.map((r) => [r.kind, r.channel as NotificationChannel]));
}

export async function upsertChannels(
  db: Tx,
  userId: number,
  channels: { kind: NotificationKind; channel: NotificationChannel }[],
): Promise<void> {
  if (channels.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(channels.map((c) => ({ userId, kind: c.kind, channel: c.channel })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { channel: sql`excluded.channel`, updatedAt: sql`now()` },
    });
}

export async function hasPushSubscription(db: Tx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .limit(1);
  return row !== undefined;
}

export async function insertNotification(
  db: Tx,
  values: {
    userId: number;
    kind: NotificationKind;
    params: NotificationParams;
    link: string;
    pushPending: boolean;
  },
): Promise<number> {
  const [row] = await db.insert(notifications).values(values).returning({ id: notifications.id });
  if (!row) throw new Error('insertNotification returned no row');
  return row.id;
}

/**
 * Records a notification of a coalesced kind, or updates the member's unread one with the same
 * link: its values, its time (it moves to the top) and `count`, how many it now stands for. One
 * statement against the partial unique index, so two writers never make two rows.
 */
export async function upsertCoalescedNotification(
  db: Tx,
  values: {
    userId: number;
    kind: CoalescedKind;
    params: NotificationParams;
    link: string;
    pushPending: boolean;
  },
): Promise<number> {
  const [row] = await db
    .insert(notifications)
    .values({ ...values, params: { ...values.params, count: 1 } })
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.kind, notifications.link],
      targetWhere: sql`${notifications.readAt} is null and ${notifications.kind} in ${COALESCED_KINDS_SQL}`,
      set: {
        params: sql`excluded.params || jsonb_build_object('count', coalesce((${notifications.params}->>'count')::integer, 1) + 1)`,
        createdAt: sql`now()`,
        pushPending: sql`excluded.push_pending`,
      },
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('upsertCoalescedNotification returned no row');
  return row.id;
}

/** Marks the member's unread notifications of a kind and link read; how many were. */
export async function markLinkRead(
  db: Tx,
  userId: number,
  kind: NotificationKind,
  link: string,
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, kind),
        eq(notifications.link, link),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** One page of a member's notifications, the latest first, and how many they have in all. */
export async function selectNotifications(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::integer` })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return { rows, total: count?.total ?? 0 };
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`count(*)::integer` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks the member's notification read; false when it is not theirs (or does not exist). */
export async function markRead(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Removes the notifications older than the cutoff (the clean-up job). */
export async function deleteNotificationsBefore(db: Db, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(lt(notifications.createdAt, cutoff))
    .returning({ id: notifications.id });
  return rows.length;
}

/* Web push */

export async function upsertPushSubscription(
  db: Db,
  values: { userId: number; endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  // An endpoint belongs to one browser: registering it again (another member signing in on
  // the same installed app) moves it to whoever registered last.
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth },
    });
}

export async function deletePushSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function deletePushSubscriptionsById(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

export async function selectPushSubscriptions(db: Db, userId: number): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/**
 * Claims a batch of notifications waiting for their push: clears their flag in the same
 * statement, so two processes never send the same one (a failed send is not retried).
 */
export async function claimPushBatch(db: Db, limit: number): Promise<NotificationRow[]> {
  const result = await db.execute<{ id: string | number }>(sql`
    update ${notifications} set push_pending = false
    where id in (
      select id from ${notifications} where push_pending
      order by id limit ${limit} for update skip locked
    )
    returning id`);
  const ids = (result as unknown as { rows: { id: string | number }[] }).rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return db.select().from(notifications).where(inArray(notifications.id, ids)).orderBy(notifications.id);
}
