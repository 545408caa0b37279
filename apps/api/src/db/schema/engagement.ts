import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';

/**
 * A visitor's saved listings (/profile/favorites). One row per user and listing; the
 * primary key leads with the user for "my favorites, newest first", the second index counts a
 * listing's favorites.
 */
export const favorites = pgTable(
  'favorites',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    index('favorites_listing_idx').on(t.listingId),
    index('favorites_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** Likes: one per user and listing; the count is shown on the listing. */
export const listingLikes = pgTable(
  'listing_likes',
  {
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.userId] }), index('listing_likes_user_idx').on(t.userId)],
);

/**
 * A user's report of a listing (handled in the back office's reports queue). One per user and
 * listing. `status`: open until a moderator dismisses it or acts on it (unpublish, warn, suspend).
 */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** spam | fraud | wrong_category | offensive | duplicate | unavailable | other */
    reason: text('reason').notNull(),
    details: text('details'),
    /** open | dismissed | actioned */
    status: text('status').notNull().default('open'),
    /** What the moderator did: dismiss | unpublish | warn | suspend */
    resolution: text('resolution'),
    handledBy: bigint('handled_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listing_reports_one_per_user_key').on(t.listingId, t.userId),
    index('listing_reports_open_idx')
      .on(t.listingId, t.createdAt)
      .where(sql`${t.status} = 'open'`),
    check('listing_reports_status_check', sql`${t.status} in ('open', 'dismissed', 'actioned')`),
  ],
);
