import { count, eq, isNotNull, or, sql } from 'drizzle-orm';
import { listings } from '../../db/schema/index';
import type { Tx } from '../../db/client';

/**
 * How many listings (any status: the foreign keys hold them all) use each catalog row, for the
 * back office's catalog management: a row in use cannot be deleted, only deactivated.
 * Whole-table counts read every listing once; they serve an admin's screen, not the public.
 */

/** Listings filed under each category of a platform, at any of the three levels. */
export async function countListingsPerCategory(db: Tx, platform: string): Promise<Map<number, number>> {
  const rows = await db.execute<{ id: number; n: number }>(sql`
    select c.id::int as id, count(*)::int as n
    from ${listings} l
    cross join lateral unnest(array[l.category_id, l.sub_category_id, l.filter_id]) as c(id)
    where l.platform = ${platform} and c.id is not null
    group by c.id`);
  return new Map(rowsOf<{ id: number; n: number }>(rows).map((r) => [Number(r.id), Number(r.n)]));
}

/** Listings filed under one category, sub-category or filter. */
export async function countListingsInCategory(db: Tx, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listings)
    .where(or(eq(listings.categoryId, id), eq(listings.subCategoryId, id), eq(listings.filterId, id)));
  return row?.n ?? 0;
}

export async function countListingsPerCity(db: Tx): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: listings.cityId, n: count() })
    .from(listings)
    .where(isNotNull(listings.cityId))
    .groupBy(listings.cityId);
  return new Map(rows.map((r) => [r.id!, r.n]));
}

export async function countListingsInCity(db: Tx, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(listings).where(eq(listings.cityId, id));
  return row?.n ?? 0;
}

export async function countListingsPerCurrency(db: Tx): Promise<Map<string, number>> {
  const rows = await db
    .select({ code: listings.currencyCode, n: count() })
    .from(listings)
    .groupBy(listings.currencyCode);
  return new Map(rows.map((r) => [r.code, r.n]));
}

export async function countListingsInCurrency(db: Tx, code: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(listings).where(eq(listings.currencyCode, code));
  return row?.n ?? 0;
}

/** PGlite answers `{ rows }`, node-postgres a result with `rows` too: read either. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
