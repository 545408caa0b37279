import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { advertisements } from './advertisements';
import { listings } from './listings';
import { users } from './users';

/**
 * Automatic flags that put a listing in front of a reviewer with the reason shown.
 * `kind`: banned_word | near_duplicate | burst; `detail` names the word, the other listing's id
 * or the number of posts. Cleared (cleared_at) when a moderator decides the listing.
 */
export const listingFlags = pgTable(
  'listing_flags',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: bigint('listing_id', { mode: 'number' })
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (t) => [
    index('listing_flags_listing_idx').on(t.listingId),
    check('listing_flags_kind_check', sql`${t.kind} in ('banned_word', 'near_duplicate', 'burst')`),
  ],
);

/** Words that flag a listing for review, per language (editable by admins). */
export const bannedWords = pgTable(
  'banned_words',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** ar | fr | en */
    locale: text('locale').notNull(),
    /** As typed by the admin; matching uses the normalized form (platform/search/normalize.ts). */
    word: text('word').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('banned_words_locale_word_key').on(t.locale, sql`lower(${t.word})`)],
);

/** A moderator's warning to an author (reports and trust); the author is mailed. */
export const userWarnings = pgTable(
  'user_warnings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    listingId: bigint('listing_id', { mode: 'number' }).references(() => listings.id, {
      onDelete: 'set null',
    }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_warnings_user_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * What something the portal sells is owed: a listing's fee or an advertisement's price
 * (exactly one of `listing_id` and `advertisement_id`; the table kept its first name, and its
 * history, when advertisements joined it: docs/decisions/034).
 * What a listing in a paid category owes, snapshotted from settings.announcements
 * .listing_fee when a moderator approves it, so a later change of the settings does not change
 * what its owner already owes. One open fee (settled_at null) at most per listing; recording
 * payments that reach `amount` settles it and publishes the listing. A renewed listing approved
 * again in a paid category owes a new fee for its new period.
 */
export const listingFees = pgTable(
  'listing_fees',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: bigint('listing_id', { mode: 'number' }).references(() => listings.id, {
      onDelete: 'cascade',
    }),
    advertisementId: bigint('advertisement_id', { mode: 'number' }).references(() => advertisements.id, {
      onDelete: 'restrict',
    }),
    /** Minor units of currency_code. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currencyCode: text('currency_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('listing_fees_listing_idx').on(t.listingId),
    uniqueIndex('listing_fees_open_key')
      .on(t.listingId)
      .where(sql`${t.settledAt} is null`),
    check('listing_fees_amount_check', sql`${t.amount} > 0`),
    check('listing_fees_subject_check', sql`num_nonnulls(${t.listingId}, ${t.advertisementId}) = 1`),
    uniqueIndex('listing_fees_open_ad_key')
      .on(t.advertisementId)
      .where(sql`${t.settledAt} is null`),
  ],
);

/**
 * The portal's one payments ledger: every payment recorded for a listing's fee or an
 * advertisement (exactly one of the two; docs/decisions/034) is kept; a listing whose payments
 * cover the amount due is published, an advertisement scheduled. Amount in minor units of currency.
 * Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (a mistake is not erased).
 */
export const listingPayments = pgTable(
  'listing_payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: bigint('listing_id', { mode: 'number' }).references(() => listings.id, {
      onDelete: 'restrict',
    }),
    advertisementId: bigint('advertisement_id', { mode: 'number' }).references(() => advertisements.id, {
      onDelete: 'restrict',
    }),
    /** The fee this payment goes to (a listing owes a new fee for each paid period). */
    feeId: bigint('fee_id', { mode: 'number' })
      .notNull()
      .references(() => listingFees.id, { onDelete: 'restrict' }),
    /** cheque | cash | current_account */
    method: text('method').notNull(),
    /** full | partial */
    paymentType: text('payment_type').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currencyCode: text('currency_code').notNull(),
    reference: text('reference'),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    recordedBy: bigint('recorded_by', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listing_payments_listing_idx').on(t.listingId, t.createdAt),
    index('listing_payments_fee_idx').on(t.feeId),
    check('listing_payments_method_check', sql`${t.method} in ('cheque', 'cash', 'current_account')`),
    check('listing_payments_type_check', sql`${t.paymentType} in ('full', 'partial')`),
    check('listing_payments_amount_check', sql`${t.amount} > 0`),
    check('listing_payments_subject_check', sql`num_nonnulls(${t.listingId}, ${t.advertisementId}) = 1`),
    index('listing_payments_advertisement_idx').on(t.advertisementId, t.createdAt),
    index('listing_payments_paid_on_idx').on(t.paidOn),
  ],
);
