import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  COALESCED_KINDS,
  NOTIFICATION_KINDS,
  type NotificationParams,
} from '@portal/contract/notification-values';
import { users } from './users';

/** A list of kinds as SQL (the contract's: a new kind needs a migration changing these). */
const sqlList = (kinds: readonly string[]) => sql.raw(`(${kinds.map((kind) => `'${kind}'`).join(', ')})`);
const KINDS = sqlList(NOTIFICATION_KINDS);
/** The coalesced kinds as SQL: the partial unique index's condition and its upsert's. */
export const COALESCED_KINDS_SQL = sqlList(COALESCED_KINDS);

/**
 * Every area's notifications in one table (decision 045): whom it is for, its kind and the
 * values the web writes its sentence with in the reader's language, the app path it leads to,
 * and when it was read. `push_pending` marks the rows the push job still has to send.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    link: text('link').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    pushPending: boolean('push_pending').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The center: a member's notifications, the latest (recorded or updated) first.
    index('notifications_user_idx').on(t.userId, t.createdAt, t.id),
    // The kinds kept as one unread notification per link (a conversation's messages): a new one
    // updates it (decision 050).
    uniqueIndex('notifications_coalesced_idx')
      .on(t.userId, t.kind, t.link)
      .where(sql`${t.readAt} is null and ${t.kind} in ${COALESCED_KINDS_SQL}`),
    // The bell: a member's unread ones.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    // The push job's queue.
    index('notifications_push_idx')
      .on(t.id)
      .where(sql`${t.pushPending}`),
    index('notifications_created_idx').on(t.createdAt),
    check('notifications_kind_check', sql`${t.kind} in ${KINDS}`),
    check('notifications_link_check', sql`${t.link} like '/%' and ${t.link} not like '//%'`),
  ],
);

/** A member's channel for a kind, when they chose one (the contract's default otherwise). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('notification_preferences_kind_check', sql`${t.kind} in ${KINDS}`),
    check('notification_preferences_channel_check', sql`${t.channel} in ('in_app', 'mail', 'off')`),
  ],
);

/**
 * A browser's Web Push subscription (the installed app's): the push service's endpoint and
 * the keys its payloads are encrypted with. Removed when the push service answers 404 or 410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
