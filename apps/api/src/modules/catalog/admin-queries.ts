import { and, asc, count, eq, isNull, max, sql } from 'drizzle-orm';
import { categories, cities, currencies, regions } from '../../db/schema/index';
import type { Tx } from '../../db/client';

/** The catalog's tables as the back office reads and writes them (every row, active or not). */

export type CategoryRecord = typeof categories.$inferSelect;
export type CityRecord = typeof cities.$inferSelect;
export type RegionRecord = typeof regions.$inferSelect;
export type CurrencyRecord = typeof currencies.$inferSelect;

// Categories.

/** A platform's whole tree, parents before children, siblings in order. */
export async function selectAllCategories(db: Tx, platform: string): Promise<CategoryRecord[]> {
  return db
    .select()
    .from(categories)
    .where(eq(categories.platform, platform))
    .orderBy(asc(categories.depth), asc(categories.sortOrder), asc(categories.id));
}

/** One category, locked until the transaction ends (its edit, move or deletion). */
export async function lockCategory(tx: Tx, id: number): Promise<CategoryRecord | undefined> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  return row;
}

export async function selectCategory(db: Tx, id: number): Promise<CategoryRecord | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

/** The children of a node (or the top level of a platform), in order, locked for a reorder. */
export async function lockSiblings(tx: Tx, platform: string, parentId: number | null) {
  return tx
    .select()
    .from(categories)
    .where(
      and(
        eq(categories.platform, platform),
        parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId),
      ),
    )
    .orderBy(asc(categories.sortOrder), asc(categories.id))
    .for('update');
}

export async function countChildren(db: Tx, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
  return row?.n ?? 0;
}

/** The order after the last sibling (seeded orders step by 10). */
export async function nextCategoryOrder(db: Tx, platform: string, parentId: number | null): Promise<number> {
  const [row] = await db
    .select({ last: max(categories.sortOrder) })
    .from(categories)
    .where(
      and(
        eq(categories.platform, platform),
        parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId),
      ),
    );
  return (row?.last ?? 0) + 10;
}

export async function insertCategory(tx: Tx, values: typeof categories.$inferInsert) {
  const [row] = await tx.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategory(tx: Tx, id: number, values: Partial<typeof categories.$inferInsert>) {
  const [row] = await tx
    .update(categories)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(categories.id, id))
    .returning();
  return row!;
}

export async function deleteCategory(tx: Tx, id: number): Promise<void> {
  await tx.delete(categories).where(eq(categories.id, id));
}

// Regions and cities.

export async function selectAllRegions(db: Tx): Promise<RegionRecord[]> {
  return db.select().from(regions).orderBy(asc(regions.id));
}

export async function selectAllCities(db: Tx): Promise<CityRecord[]> {
  return db.select().from(cities).orderBy(asc(cities.regionId), asc(cities.sortOrder), asc(cities.id));
}

export async function lockRegion(tx: Tx, id: number): Promise<RegionRecord | undefined> {
  const [row] = await tx.select().from(regions).where(eq(regions.id, id)).for('update');
  return row;
}

export async function updateRegion(tx: Tx, id: number, values: Partial<typeof regions.$inferInsert>) {
  const [row] = await tx
    .update(regions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(regions.id, id))
    .returning();
  return row!;
}

export async function lockCity(tx: Tx, id: number): Promise<CityRecord | undefined> {
  const [row] = await tx.select().from(cities).where(eq(cities.id, id)).for('update');
  return row;
}

/** A wilaya's cities in their order, locked for a reorder. */
export async function lockCitiesOf(tx: Tx, regionId: number): Promise<CityRecord[]> {
  return tx
    .select()
    .from(cities)
    .where(eq(cities.regionId, regionId))
    .orderBy(asc(cities.sortOrder), asc(cities.id))
    .for('update');
}

export async function nextCityOrder(db: Tx, regionId: number): Promise<number> {
  const [row] = await db
    .select({ last: max(cities.sortOrder) })
    .from(cities)
    .where(eq(cities.regionId, regionId));
  return (row?.last ?? 0) + 10;
}

export async function insertCity(tx: Tx, values: typeof cities.$inferInsert) {
  const [row] = await tx.insert(cities).values(values).returning();
  return row!;
}

export async function updateCity(tx: Tx, id: number, values: Partial<typeof cities.$inferInsert>) {
  const [row] = await tx
    .update(cities)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(cities.id, id))
    .returning();
  return row!;
}

export async function deleteCity(tx: Tx, id: number): Promise<void> {
  await tx.delete(cities).where(eq(cities.id, id));
}

// Currencies.

export async function selectAllCurrencies(db: Tx): Promise<CurrencyRecord[]> {
  return db.select().from(currencies).orderBy(asc(currencies.sortOrder), asc(currencies.code));
}

export async function lockCurrency(tx: Tx, code: string): Promise<CurrencyRecord | undefined> {
  const [row] = await tx.select().from(currencies).where(eq(currencies.code, code)).for('update');
  return row;
}

/** The default currency, locked while another takes its place. */
export async function lockDefaultCurrency(tx: Tx): Promise<CurrencyRecord | undefined> {
  const [row] = await tx.select().from(currencies).where(eq(currencies.isDefault, true)).for('update');
  return row;
}

export async function nextCurrencyOrder(db: Tx): Promise<number> {
  const [row] = await db.select({ last: max(currencies.sortOrder) }).from(currencies);
  return (row?.last ?? 0) + 10;
}

export async function insertCurrency(tx: Tx, values: typeof currencies.$inferInsert) {
  const [row] = await tx.insert(currencies).values(values).returning();
  return row!;
}

export async function updateCurrency(tx: Tx, code: string, values: Partial<typeof currencies.$inferInsert>) {
  const [row] = await tx
    .update(currencies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(currencies.code, code))
    .returning();
  return row!;
}

export async function deleteCurrency(tx: Tx, code: string): Promise<void> {
  await tx.delete(currencies).where(eq(currencies.code, code));
}
