import type { Platform } from '@portal/contract/catalog';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, cities, currencies, regions } from '../../db/schema/index';

export type CategoryRow = Pick<
  typeof categories.$inferSelect,
  | 'id'
  | 'platform'
  | 'parentId'
  | 'depth'
  | 'nameAr'
  | 'nameFr'
  | 'nameEn'
  | 'slug'
  | 'icon'
  | 'sortOrder'
  | 'optionalFields'
>;

const categoryColumns = {
  id: categories.id,
  platform: categories.platform,
  parentId: categories.parentId,
  depth: categories.depth,
  nameAr: categories.nameAr,
  nameFr: categories.nameFr,
  nameEn: categories.nameEn,
  slug: categories.slug,
  icon: categories.icon,
  sortOrder: categories.sortOrder,
  optionalFields: categories.optionalFields,
};

/**
 * The active rows of a platform's tree, parents before children and siblings in order (index
 * categories_platform_parent_sort_idx). A row under an inactive parent is still returned:
 * the service leaves out whole inactive branches.
 */
export async function selectActiveCategories(db: Db, platform: Platform): Promise<CategoryRow[]> {
  return db
    .select(categoryColumns)
    .from(categories)
    .where(and(eq(categories.platform, platform), eq(categories.isActive, true)))
    .orderBy(asc(categories.depth), asc(categories.sortOrder), asc(categories.id));
}

export async function selectRegions(db: Db) {
  return db
    .select({
      id: regions.id,
      nameAr: regions.nameAr,
      nameFr: regions.nameFr,
      nameEn: regions.nameEn,
      slug: regions.slug,
    })
    .from(regions)
    .orderBy(asc(regions.id));
}

export async function selectActiveCities(db: Db) {
  return db
    .select({
      id: cities.id,
      regionId: cities.regionId,
      nameAr: cities.nameAr,
      nameFr: cities.nameFr,
      nameEn: cities.nameEn,
      slug: cities.slug,
      sortOrder: cities.sortOrder,
    })
    .from(cities)
    .where(eq(cities.isActive, true))
    .orderBy(asc(cities.regionId), asc(cities.sortOrder), asc(cities.id));
}

/** The currencies offered for prices: inactive ones are left out (listings priced in them keep them). */
export async function selectActiveCurrencies(db: Db) {
  return db
    .select({
      code: currencies.code,
      nameAr: currencies.nameAr,
      nameFr: currencies.nameFr,
      nameEn: currencies.nameEn,
      symbol: currencies.symbol,
      minorUnits: currencies.minorUnits,
      isDefault: currencies.isDefault,
      sortOrder: currencies.sortOrder,
    })
    .from(currencies)
    .where(eq(currencies.isActive, true))
    .orderBy(asc(currencies.sortOrder), asc(currencies.code));
}

// Reference seeds: each inserts the rows missing by their natural key and leaves existing rows
// as they are, so an admin's later edits (names, order, deactivation) survive every start.

export async function insertMissingCategories(
  db: Db,
  rows: (typeof categories.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(categories)
    .values(rows)
    .onConflictDoNothing({ target: [categories.platform, categories.slug] });
}

/** Ids of a platform's categories by slug (the parents of the next level to seed). */
export async function selectCategoryIdsBySlug(
  db: Db,
  platform: Platform,
  slugs: string[],
): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(and(eq(categories.platform, platform), inArray(categories.slug, slugs)));
  return new Map(rows.map((r) => [r.slug, r.id]));
}

export async function insertMissingRegions(db: Db, rows: (typeof regions.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(regions).values(rows).onConflictDoNothing({ target: regions.id });
}

export async function insertMissingCities(db: Db, rows: (typeof cities.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(cities)
    .values(rows)
    .onConflictDoNothing({ target: [cities.regionId, cities.slug] });
}

/**
 * Any conflict is skipped, not only on the code: a missing seeded default must not fail the
 * start when an admin has made another currency the default.
 */
export async function insertMissingCurrencies(
  db: Db,
  rows: (typeof currencies.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(currencies).values(rows).onConflictDoNothing();
}
