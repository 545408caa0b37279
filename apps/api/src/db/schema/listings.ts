import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories, cities, currencies, regions } from './catalog';
import { users } from './users';

/** PostgreSQL's full-text document type (Drizzle has none built in). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Announcements and sales ads: one table, two platforms; the sales extras are null
 * on announcements. Money in minor units of `currency_code`.
 *
 * Sort columns (`published_at`, `sort_price`) are NOT NULL so that `ORDER BY … DESC` can walk
 * their indexes (Drizzle's `.desc()` makes DESC NULLS LAST indexes, which a plain `ORDER BY x DESC` cannot use).
 * `published_at` is the time of the last submission until moderation sets it at
 * approval; `expires_at` is then published_at + duration_days (or the validity date if sooner).
 */
export const listings = pgTable(
  'listings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** announcements | sales */
    platform: text('platform').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending | approved | rejected | expired | waiting_payment */
    status: text('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    subCategoryId: integer('sub_category_id').references(() => categories.id, { onDelete: 'restrict' }),
    filterId: integer('filter_id').references(() => categories.id, { onDelete: 'restrict' }),
    /** fixed | negotiable | range | on_request | free */
    priceType: text('price_type').notNull(),
    price: bigint('price', { mode: 'number' }),
    priceMin: bigint('price_min', { mode: 'number' }),
    priceMax: bigint('price_max', { mode: 'number' }),
    /** price, or price_min for a range, or 0 (free, on request): what price sorts use. */
    sortPrice: bigint('sort_price', { mode: 'number' }).notNull().default(0),
    currencyCode: text('currency_code')
      .notNull()
      .references(() => currencies.code, { onDelete: 'restrict' }),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'restrict' }),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'restrict' }),
    address: text('address'),
    professionalAddress: text('professional_address'),
    /** individual | company | store */
    advertiserCharacteristic: text('advertiser_characteristic').notNull(),
    contactTime: text('contact_time'),
    durationDays: smallint('duration_days').notNull(),
    rentability: boolean('rentability'),
    validityDate: date('validity_date', { mode: 'string' }),
    // Sales extras (see packages/contract/src/listings.ts for their meanings).
    paymentMethod: text('payment_method'),
    paymentType: text('payment_type'),
    hasDelivery: boolean('has_delivery'),
    offerExpirationDate: date('offer_expiration_date', { mode: 'string' }),
    mobility: boolean('mobility'),
    sellability: text('sellability'),
    documentation: boolean('documentation'),
    salesGuarantee: text('sales_guarantee'),
    salesGuaranteeText: text('sales_guarantee_text'),
    quantityAbundance: text('quantity_abundance'),
    salesQuality: text('sales_quality'),
    salesSource: text('sales_source'),
    sellingStyle: text('selling_style'),
    headquarters: text('headquarters'),
    scientificLegalQualification: text('scientific_legal_qualification'),
    afterSalesService: boolean('after_sales_service'),
    /**
     * The search document (docs/architecture.md, "Search"), written by the service with platform/search/normalize.ts:
     * the folded words of the title, description and category names, each with its stems.
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * The search document parsed once at write time: matching uses its index and ranking reads
     * it, instead of parsing every candidate's text again per query (docs/performance.md).
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_text)`),
    slug: text('slug').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** How many times a visitor revealed the advertiser's phone number. */
    phoneReveals: integer('phone_reveals').notNull().default(0),
    /**
     * A moderator's claim on a pending listing (so two moderators never review the same
     * item at once). Free when `claimed_until` is null or past.
     */
    claimedBy: bigint('claimed_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /**
     * Whether the author is suspended (a suspended author's listings are hidden), copied from
     * users.suspended_at by triggers (migration 0009_search_version) so that what the public
     * sees is decided by the listing's row and its indexes alone: counts of a whole category or
     * region are then index-only scans, never a read of every matching row and its author.
     */
    authorSuspended: boolean('author_suspended').notNull().default(false),
    /**
     * Whether the author is a verified business (the badge on cards and the detail), copied
     * from business_profiles by triggers (migration 0034_seller_pages), as author_suspended is:
     * cards are drawn from the listing's row alone.
     */
    sellerVerified: boolean('seller_verified').notNull().default(false),
    /**
     * The promotion the owner chose (a key of settings.announcements.promotions), or null. A
     * choice only: nothing runs before approval (and payment when it has a price).
     */
    promotionKey: text('promotion_key'),
    /**
     * Until when the listing's promotion runs (badge, featured strip): set when the promotion
     * starts, at publication (docs/decisions/016). Null when it never had one.
     */
    promotedUntil: timestamp('promoted_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listings_slug_key').on(t.slug),
    index('listings_user_idx').on(t.userId, t.createdAt),
    // A seller's page and a listing's strip of the same advertiser's ads: one user's public
    // listings, newest first, read in that order and stopped after the page; their counts by
    // category, wilaya and city read from the index alone. Not every listing of a large seller
    // read from the table (at a million listings, 400 of them: 5 ms for the page's ids and 2.3 ms
    // for its counts, against 0.2 ms each).
    index('listings_public_user_idx')
      .on(
        t.userId,
        t.publishedAt.desc(),
        t.id.desc(),
        t.categoryId,
        t.regionId,
        t.cityId,
        t.expiresAt,
        t.sortPrice,
        t.authorSuspended,
      )
      .where(sql`${t.status} = 'approved'`),
    // The public list: approved rows only, newest first, by platform and each category level.
    index('listings_public_newest_idx')
      .on(t.platform, t.publishedAt.desc())
      .where(sql`${t.status} = 'approved'`),
    index('listings_public_category_idx')
      .on(t.categoryId, t.publishedAt.desc())
      .where(sql`${t.status} = 'approved'`),
    index('listings_public_sub_category_idx')
      .on(t.subCategoryId, t.publishedAt.desc())
      .where(sql`${t.status} = 'approved'`),
    index('listings_public_filter_idx')
      .on(t.filterId, t.publishedAt.desc())
      .where(sql`${t.status} = 'approved'`),
    index('listings_public_region_idx')
      .on(t.regionId, t.publishedAt.desc())
      .where(sql`${t.status} = 'approved'`),
    index('listings_public_price_idx')
      .on(t.platform, t.sortPrice)
      .where(sql`${t.status} = 'approved'`),
    // The price sorts within a category at any level or a region: the first page is read in
    // the sort's order and stops after it, instead of walking the platform's prices past every
    // listing of other categories (docs/decisions/036).
    index('listings_public_category_price_idx')
      .on(t.categoryId, t.sortPrice)
      .where(sql`${t.status} = 'approved'`),
    index('listings_public_sub_category_price_idx')
      .on(t.subCategoryId, t.sortPrice)
      .where(sql`${t.status} = 'approved'`),
    index('listings_public_filter_price_idx')
      .on(t.filterId, t.sortPrice)
      .where(sql`${t.status} = 'approved'`),
    index('listings_public_region_price_idx')
      .on(t.regionId, t.sortPrice)
      .where(sql`${t.status} = 'approved'`),
    // Totals and facet counts of browsing without a query (a platform, a category at any level,
    // a region or a city) read this narrow index alone (an index-only scan) instead of the
    // table (docs/performance.md): it holds every column those counts read.
    index('listings_public_counts_idx')
      .on(t.platform, t.categoryId, t.subCategoryId, t.filterId, t.regionId, t.cityId, t.expiresAt)
      .where(sql`${t.status} = 'approved' and not ${t.authorSuspended}`),
    // The expiry job walks approved rows by expiry time. The browsing counts subtract the rows
    // already over but not yet turned by the job (queries.ts selectSearchCounts): with the
    // group columns here, that is a short index-only range at the index's end, not a pass over
    // every approved row of the platform.
    index('listings_expiry_idx')
      .on(
        t.expiresAt,
        t.platform,
        t.categoryId,
        t.subCategoryId,
        t.filterId,
        t.regionId,
        t.cityId,
        t.authorSuspended,
      )
      .where(sql`${t.status} = 'approved'`),
    // The review queue: pending rows, oldest submission (published_at until approval) first.
    index('listings_review_queue_idx')
      .on(t.publishedAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    // The queue sizes of the back office's dashboard: pending and waiting-for-payment rows per
    // platform, counted from this small index alone (no other index has waiting_payment rows).
    index('listings_open_queues_idx')
      .on(t.status, t.platform)
      .where(sql`${t.status} in ('pending', 'waiting_payment')`),
    // The featured strip of a list page (docs/decisions/016): the few listings with a
    // promotion, by platform; the rest of the filter (approved, unexpired, running) is checked
    // on these rows only.
    index('listings_promoted_idx')
      .on(t.platform, t.promotedUntil)
      .where(sql`${t.promotedUntil} is not null`),
    index('listings_search_fts_idx').using('gin', t.searchVector),
    index('listings_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('listings_platform_check', sql`${t.platform} in ('announcements', 'sales')`),
    check(
      'listings_status_check',
      sql`${t.status} in ('pending', 'approved', 'rejected', 'expired', 'waiting_payment')`,
    ),
    check(
      'listings_price_type_check',
      sql`${t.priceType} in ('fixed', 'negotiable', 'range', 'on_request', 'free')`,
    ),
    check(
      'listings_price_range_check',
      sql`${t.priceMin} is null or ${t.priceMax} is null or ${t.priceMin} <= ${t.priceMax}`,
    ),
  ],
);

/**
 * Photos of listings, each stored as three WebP sizes. A photo is uploaded before its listing
 * exists: `listing_id` is null until it is attached, and it belongs to its uploader meanwhile
 * (abandoned uploads are removed later by a cleanup job — left for later).
 */
export const listingPhotos = pgTable(
  'listing_photos',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: bigint('listing_id', { mode: 'number' }).references(() => listings.id, {
      onDelete: 'cascade',
    }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    thumbnailKey: text('thumbnail_key').notNull(),
    mediumKey: text('medium_key').notNull(),
    largeKey: text('large_key').notNull(),
    /** Of the large size. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: smallint('position').notNull().default(0),
    isCover: boolean('is_cover').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listing_photos_listing_idx').on(t.listingId, t.position),
    index('listing_photos_user_idx').on(t.userId),
    // Abandoned uploads (never attached) are found by age and removed by the clean-up job.
    index('listing_photos_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.listingId} is null`),
    uniqueIndex('listing_photos_one_cover_key')
      .on(t.listingId)
      .where(sql`${t.isCover}`),
  ],
);

/**
 * Every distinct word of the listings' search documents, filled by a trigger on listings
 * (migration 0008). A query word's one-letter typos are looked up here, in a few thousand
 * words, and then matched as ordinary words by the full-text index, instead of running a
 * regular expression over every document (docs/performance.md). Words of deleted listings
 * stay: they only add alternatives that match nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/**
 * One row whose `version` moves whenever what the public search shows may have changed: a
 * listing inserted or deleted, its status, expiry or content changed (updated_at), an
 * author's suspension set or lifted, the catalog or the settings (synonyms) written — bumped
 * by triggers (migration 0009_search_version), whatever code path made the change. View-count
 * flushes do not move it. Search answers are memoized per version
 * (modules/listings/search-memo.ts) and it becomes visible only when the change commits.
 */
export const searchVersion = pgTable(
  'search_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('search_version_single_row', sql`${t.id} = 1`)],
);

/** A transaction id as a 64-bit number (PostgreSQL's xid8). */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * The listings whose public face changed, one row per change with its transaction, written by
 * triggers (migration 0040) on exactly the changes that move `search_version`: each API
 * process's in-memory search index (modules/listings/search-index.ts) reads those after the
 * last it applied, by transaction (docs/decisions/052). `listing_id` null: the table was
 * truncated. Rows older than a day are deleted by a job.
 */
export const searchChanges = pgTable(
  'search_changes',
  {
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    listingId: bigint('listing_id', { mode: 'number' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_changes_xid_idx').on(t.xid), index('search_changes_changed_at_idx').on(t.changedAt)],
);

/** Slugs a listing had before its title changed: old links answer 301 to the current slug. */
/**
 * How many times each listing's detail was viewed, apart from the listing's row: the views are
 * written in batches every few seconds (view-counter.ts), and an UPDATE of the wide, heavily
 * indexed listings row rewrote every index entry of the row (2,000 views at 1,000,000 listings:
 * 130 MB of WAL and 2–4 s per flush). This narrow row is updated in place instead.
 */
export const listingViews = pgTable('listing_views', {
  listingId: bigint('listing_id', { mode: 'number' })
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  views: integer('views').notNull().default(0),
});

export const listingSlugsHistory = pgTable('listing_slugs_history', {
  slug: text('slug').primaryKey(),
  listingId: bigint('listing_id', { mode: 'number' })
    .notNull()
    .references(() => listings.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
