import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, currencies, settings } from '../../db/schema/index';

export async function selectAllSettings(db: Db): Promise<{ key: string; value: unknown }[]> {
  return db.select({ key: settings.key, value: settings.value }).from(settings);
}

/** Inserts the rows that are missing and leaves the others as an admin set them. */
export async function insertMissingSettings(db: Db, rows: { key: string; value: unknown }[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(settings).values(rows).onConflictDoNothing({ target: settings.key });
}

/** One setting's stored value, locked while an admin replaces it (undefined: no row yet). */
export async function lockSetting(tx: Db, key: string): Promise<{ value: unknown } | undefined> {
  const [row] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .for('update');
  return row;
}

/** Writes one setting (the row is created if it was missing). */
export async function writeSetting(tx: Db, key: string, value: unknown): Promise<void> {
  await tx
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}

/** Which of these category ids exist (either platform, any level). */
export async function selectExistingCategoryIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** Whether a currency of the catalog has this code and is offered. */
export async function isActiveCurrency(db: Db, code: string): Promise<boolean> {
  const [row] = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(and(eq(currencies.code, code), eq(currencies.isActive, true)));
  return row !== undefined;
}
