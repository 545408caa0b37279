import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { categories, regions } from './catalog';
import { contentItems } from './content';
import { privateFiles } from './private-files';
import { users } from './users';

/**
 * Paid advertisements ordered by members (docs/decisions/034). The price is a snapshot of the
 * settings at ordering (`amount`, `currency_code`); what is owed and paid lives in the one
 * payments ledger (`listing_fees`/`listing_payments`, whose rows name a listing or an
 * advertisement). Dates are calendar days in the portal's zone: shown from `start_date` to the
 * day before `end_date`. `locale` is the advertiser's language at ordering, the language of
 * every mail about it. The media is a public file under a random key; the documents
 * (identity card, licence, payment proofs) are private files (advertisement_documents).
 */
export const advertisements = pgTable(
  'advertisements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('pending_review'),
    fullName: text('full_name').notNull(),
    name: text('name').notNull(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'restrict' }),
    description: text('description').notNull(),
    link: text('link'),
    type: text('type').notNull(),
    durationUnit: text('duration_unit').notNull(),
    durationCount: integer('duration_count').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    mainBranchId: bigint('main_branch_id', { mode: 'number' }).references(() => contentItems.id, {
      onDelete: 'set null',
    }),
    paymentMethod: text('payment_method').notNull(),
    paymentType: text('payment_type').notNull(),
    place: text('place').notNull(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    commercialRegistryNumber: text('commercial_registry_number').notNull(),
    businessActivity: text('business_activity').notNull(),
    location: text('location').notNull(),
    /** The public media (image or video) under the storage's `ads` folder; null for a text one. */
    mediaKey: text('media_key'),
    mediaType: text('media_type'),
    mediaWidth: integer('media_width'),
    mediaHeight: integer('media_height'),
    /** The price kept at ordering, in minor units of currency_code. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currencyCode: text('currency_code').notNull(),
    /** What a partial payment must reach first to schedule it (settings at ordering). */
    firstInstalment: bigint('first_instalment', { mode: 'number' }).notNull(),
    invoiceNumber: text('invoice_number').unique(),
    rejectReason: text('reject_reason'),
    locale: text('locale').notNull(),
    claimedBy: bigint('claimed_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    claimExpiresAt: timestamp('claim_expires_at', { withTimezone: true }),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('advertisements_user_idx').on(t.userId, t.createdAt),
    index('advertisements_status_idx').on(t.status, t.createdAt),
    // Serving reads the active ones of a placement.
    index('advertisements_serving_idx')
      .on(t.place, t.categoryId, t.mainBranchId)
      .where(sql`${t.status} = 'active'`),
    check(
      'advertisements_status_check',
      sql`${t.status} in ('pending_review', 'rejected', 'waiting_payment', 'scheduled', 'active', 'expired', 'cancelled')`,
    ),
    check('advertisements_type_check', sql`${t.type} in ('image', 'video', 'text')`),
    check(
      'advertisements_place_check',
      sql`${t.place} in ('page_top_bar', 'popup', 'top_of_page', 'home_page', 'main_branch', 'category', 'listing_slot')`,
    ),
    check(
      'advertisements_location_check',
      sql`${t.location} in ('website_and_app', 'app_only', 'website_only')`,
    ),
    check('advertisements_locale_check', sql`${t.locale} in ('ar', 'fr', 'en')`),
    check('advertisements_period_check', sql`${t.endDate} > ${t.startDate}`),
    check('advertisements_amount_check', sql`${t.amount} >= 0 and ${t.firstInstalment} >= 0`),
  ],
);

/** An order's private documents: identity card, licence, payment proofs (platform/private-files.ts). */
export const advertisementDocuments = pgTable(
  'advertisement_documents',
  {
    advertisementId: bigint('advertisement_id', { mode: 'number' })
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    fileId: bigint('file_id', { mode: 'number' })
      .notNull()
      .references(() => privateFiles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.advertisementId, t.fileId] }),
    check('advertisement_documents_kind_check', sql`${t.kind} in ('id_card', 'license', 'payment_proof')`),
  ],
);

/**
 * Places taken per placement, scope and day: the database keeps a placement from being
 * overbooked. `scope` is the category for `category`, the branch for `main_branch`, 0
 * otherwise. An order takes one place on each of its days with one conditional upsert per day
 * in the transaction that inserts it; a rejection or a cancellation gives them back.
 */
export const advertisementDays = pgTable(
  'advertisement_days',
  {
    place: text('place').notNull(),
    scope: bigint('scope', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    taken: integer('taken').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.place, t.scope, t.day] }),
    check('advertisement_days_taken_check', sql`${t.taken} >= 0 and ${t.taken} <= ${t.capacity}`),
  ],
);

/**
 * Impressions and clicks per advertisement and day (portal's zone), already de-duplicated:
 * advertisement_event_keys keeps, for the current days only, one key per visitor, kind and day.
 */
export const advertisementStats = pgTable(
  'advertisement_stats',
  {
    advertisementId: bigint('advertisement_id', { mode: 'number' })
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.advertisementId, t.day] })],
);

/**
 * Who was already counted today. `visitor` is a keyed hash of the visitor (a member's id when
 * signed in, else the address and browser) with a secret that changes every day: it tells two
 * events of one visitor apart from two visitors on that day and nothing else, and rows older
 * than two days are deleted. With the targeting consent it may be the visitor's stable id.
 */
export const advertisementEventKeys = pgTable(
  'advertisement_event_keys',
  {
    advertisementId: bigint('advertisement_id', { mode: 'number' })
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.advertisementId, t.day, t.kind, t.visitor] }),
    index('advertisement_event_keys_day_idx').on(t.day),
    check('advertisement_event_keys_kind_check', sql`${t.kind} in ('impression', 'click')`),
  ],
);
