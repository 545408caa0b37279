import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';

/**
 * One conversation per listing and pair of people: the buyer who wrote about the listing and
 * its seller (docs/decisions/048). `last_message_at` orders the list (newest first);
 * `buyer_mailed_at` / `seller_mailed_at` record the mail about an unread message sent to that
 * side, cleared when they read, so one mail goes out per conversation until it is read.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    buyerId: bigint('buyer_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: bigint('seller_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    buyerMailedAt: timestamp('buyer_mailed_at', { withTimezone: true }),
    sellerMailedAt: timestamp('seller_mailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversations_listing_buyer_key').on(t.listingId, t.buyerId),
    index('conversations_buyer_idx').on(t.buyerId, t.lastMessageAt.desc()),
    index('conversations_seller_idx').on(t.sellerId, t.lastMessageAt.desc()),
    check('conversations_two_people_check', sql`${t.buyerId} <> ${t.sellerId}`),
  ],
);

/**
 * A message of a conversation: text, or a photo with an empty text. `body` (and the photo) are
 * null once its author deleted their account (the other side reads "deleted"); `seen_at` is the read receipt; `flags` the banned words and
 * links it contained (`[{ kind, detail }]`), shown to staff reading a reported conversation.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: bigint('sender_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body'),
    /** A photo sent as the message: re-encoded WebP in the private folder, served to the two and staff. */
    photoKey: text('photo_key'),
    flags: jsonb('flags').$type<{ kind: string; detail: string }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    index('messages_unseen_idx')
      .on(t.conversationId, t.createdAt)
      .where(sql`${t.seenAt} is null`),
    index('messages_sender_idx').on(t.senderId),
  ],
);

/** A person who blocked another: no message goes either way between them any more. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: bigint('blocker_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: bigint('blocked_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);

/**
 * A participant's report of a conversation, or the system's (reporter null, reason `flagged`)
 * when a message raised a flag: open (closed_at null) until staff settle it in the reports
 * queue, with the resolution; while one is open, staff may read the conversation (each reading
 * audited). One open report per conversation and reporter, and one open system report.
 */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterId: bigint('reporter_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: bigint('closed_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    /** How staff settled it (the reports queue's resolutions: dismiss, warn, suspend). */
    resolution: text('resolution'),
  },
  (t) => [
    uniqueIndex('conversation_reports_open_key')
      .on(t.conversationId, t.reporterId)
      .where(sql`${t.closedAt} is null`),
    uniqueIndex('conversation_reports_open_flag_key')
      .on(t.conversationId)
      .where(sql`${t.closedAt} is null and ${t.reporterId} is null`),
    index('conversation_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.closedAt} is null`),
    check(
      'conversation_reports_reason_check',
      sql`${t.reason} in ('spam', 'fraud', 'offensive', 'other', 'flagged')`,
    ),
  ],
);
