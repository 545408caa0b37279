import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The category trees, one per platform: depth 0 = category,
 * 1 = sub-category, 2 = filter (the "domain" a listing's `filter_id` points at).
 * A parent is always in the same platform (composite foreign key) and one level up (the
 * service keeps `depth`; the check ties it to having a parent). Rows are deactivated rather
 * than deleted once listings use them: the foreign keys restrict deletion.
 */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** announcements | sales */
    platform: text('platform').notNull(),
    parentId: integer('parent_id'),
    depth: smallint('depth').notNull(),
    nameAr: text('name_ar').notNull(),
    nameFr: text('name_fr').notNull(),
    nameEn: text('name_en').notNull(),
    slug: text('slug').notNull(),
    /** A Lucide icon name (https://lucide.dev/icons), e.g. `hammer`; filters usually have none. */
    icon: text('icon'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * The optional details the posting form shows for listings filed here; null inherits the
     * parent's (docs/decisions/019).
     */
    optionalFields: text('optional_fields').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('categories_platform_slug_key').on(t.platform, t.slug),
    index('categories_platform_parent_sort_idx').on(t.platform, t.parentId, t.sortOrder),
    // Target of the composite key below: a parent is looked up with its platform.
    unique('categories_id_platform_key').on(t.id, t.platform),
    foreignKey({
      name: 'categories_parent_fk',
      columns: [t.parentId, t.platform],
      foreignColumns: [t.id, t.platform],
    }).onDelete('restrict'),
    check('categories_platform_check', sql`${t.platform} in ('announcements', 'sales')`),
    check(
      'categories_depth_check',
      sql`${t.depth} between 0 and 2 and (${t.parentId} is null) = (${t.depth} = 0)`,
    ),
  ],
);

/** The 58 wilayas of Algeria; `id` is the official wilaya code (1 = Adrar … 16 = Alger … 58). */
export const regions = pgTable(
  'regions',
  {
    id: integer('id').primaryKey(),
    nameAr: text('name_ar').notNull(),
    nameFr: text('name_fr').notNull(),
    nameEn: text('name_en').notNull(),
    slug: text('slug').notNull().unique('regions_slug_key'),
    /** Set by every edit of the names: the catalog's version (queries.ts) reads it. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('regions_id_check', sql`${t.id} > 0`)],
);

/** Cities (communes) of a wilaya: the seed gives each wilaya its capital; an admin adds more. */
export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'restrict' }),
    nameAr: text('name_ar').notNull(),
    nameFr: text('name_fr').notNull(),
    nameEn: text('name_en').notNull(),
    slug: text('slug').notNull(),
    /**
     * An admin's order within the wilaya; cities of equal order (all 0 as seeded) are listed in
     * the alphabetical order of the reader's language.
     */
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Also serves the foreign key's lookups by region.
  (t) => [uniqueIndex('cities_region_slug_key').on(t.regionId, t.slug)],
);

/** Currencies a price may be given in (a price is an integer of minor units plus one of these codes). */
export const currencies = pgTable(
  'currencies',
  {
    /** ISO 4217 code, e.g. DZD. */
    code: text('code').primaryKey(),
    nameAr: text('name_ar').notNull(),
    nameFr: text('name_fr').notNull(),
    nameEn: text('name_en').notNull(),
    symbol: text('symbol').notNull(),
    /** Digits after the decimal point: a price of 1500.50 DZD is stored as 150050. */
    minorUnits: smallint('minor_units').notNull().default(2),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** An inactive currency is no longer offered for new prices; listings priced in it keep it. */
    isActive: boolean('is_active').notNull().default(true),
    /** A number for the audit log's subject (its subject_id is numeric; the code is the key). */
    id: integer('id').notNull().generatedAlwaysAsIdentity().unique('currencies_id_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one default currency.
    uniqueIndex('currencies_single_default_key')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
    check('currencies_code_check', sql`${t.code} ~ '^[A-Z]{3}$'`),
    check('currencies_minor_units_check', sql`${t.minorUnits} between 0 and 4`),
  ],
);
