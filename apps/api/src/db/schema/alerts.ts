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
} from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';

/**
 * A member's saved search (/profile/saved-searches): the words and filters of a results page
 * as the search contract reads them (`query`, without its page), and how often its new
 * matches are mailed (`frequency`: off | immediately | daily | weekly; docs/decisions/047).
 * `last_viewed_at` is the member's last opening of it: matches after it count as new.
 * `last_digest_at` is the digest boundary last sent (daily and weekly only).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    frequency: text('frequency').notNull().default('immediately'),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }).notNull().defaultNow(),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt.desc()),
    check('saved_searches_frequency_check', sql`${t.frequency} in ('off', 'immediately', 'daily', 'weekly')`),
  ],
);

/**
 * A listing that matched a saved search when it was approved: one row per pair, so a listing
 * is counted and alerted at most once per saved search. `due`: an alert (mail and in-app) is
 * still to be sent for it; false once sent, or from the start when alerts were off.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: bigint('saved_search_id', { mode: 'number' })
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    due: boolean('due').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.listingId] }),
    index('saved_search_matches_due_idx')
      .on(t.savedSearchId)
      .where(sql`${t.due}`),
  ],
);

/**
 * Listings the alert job has matched against every saved search: a listing is looked at once,
 * the first time the job finds it public (docs/decisions/047).
 */
export const alertScannedListings = pgTable('alert_scanned_listings', {
  listingId: bigint('listing_id', { mode: 'number' })
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A listing's prices over time, recorded when an approved edit changes it: the price before
 * the first change (at its publication) and each price after. Amounts in minor units.
 */
export const listingPrices = pgTable(
  'listing_prices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    priceType: text('price_type').notNull(),
    price: bigint('price', { mode: 'number' }),
    priceMin: bigint('price_min', { mode: 'number' }),
    priceMax: bigint('price_max', { mode: 'number' }),
    currencyCode: text('currency_code').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_prices_listing_idx').on(t.listingId, t.changedAt)],
);
