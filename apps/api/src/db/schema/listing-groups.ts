import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';

/**
 * How many approved listings of authors in good standing each combination of platform,
 * category levels, region and city holds, kept by triggers on listings (migration
 * 0013_listing_groups). Totals and facet counts of browsing without a keyword or other
 * filters sum these few thousand rows instead of reading every matching listing (docs/performance.md:
 * 0.4–0.7 s per whole platform at 1,000,000 listings). Expiry is not a write,
 * so the counting query subtracts approved rows already past expires_at that the expiry job
 * has not turned to expired yet (normally none; the job runs every minute).
 */
export const listingPublicGroups = pgTable(
  'listing_public_groups',
  {
    platform: text('platform').notNull(),
    categoryId: integer('category_id').notNull(),
    subCategoryId: integer('sub_category_id'),
    filterId: integer('filter_id'),
    regionId: integer('region_id').notNull(),
    cityId: integer('city_id'),
    n: integer('n').notNull(),
  },
  (t) => [
    unique('listing_public_groups_key')
      .on(t.platform, t.categoryId, t.subCategoryId, t.filterId, t.regionId, t.cityId)
      .nullsNotDistinct(),
    // No check on n: INSERT … ON CONFLICT checks the proposed row (a decrement, negative)
    // before it finds the conflict. A group brought to 0 is deleted by the trigger.
    index('listing_public_groups_empty_idx')
      .on(t.platform)
      .where(sql`${t.n} = 0`),
  ],
);
