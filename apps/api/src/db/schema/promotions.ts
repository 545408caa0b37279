import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { listingFees } from './trust';

/**
 * A listing's promotion (docs/decisions/016), snapshotted from settings.announcements.promotions
 * when a moderator approves it: key, names, days and price as offered then, so a later change
 * of the settings does not change what the owner owes or gets. A paid one is part of the
 * listing's fee (`fee_id`); it starts when the listing is published (at approval when nothing
 * is owed, else at the completing payment): `started_at`, `ends_at` (= start + days), copied to
 * listings.promoted_until. At most one not yet started per listing.
 */
export const listingPromotions = pgTable(
  'listing_promotions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The offer's name in ar, fr and en. */
    names: jsonb('names').$type<{ ar: string; fr: string; en: string }>().notNull(),
    days: integer('days').notNull(),
    /** Minor units of currency_code; 0 for a free promotion. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currencyCode: text('currency_code').notNull(),
    /** The fee that includes its price (null when free). */
    feeId: bigint('fee_id', { mode: 'number' }).references(() => listingFees.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    index('listing_promotions_listing_idx').on(t.listingId),
    uniqueIndex('listing_promotions_waiting_key')
      .on(t.listingId)
      .where(sql`${t.startedAt} is null`),
    check('listing_promotions_days_check', sql`${t.days} > 0`),
    check('listing_promotions_amount_check', sql`${t.amount} >= 0`),
  ],
);
