import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { listingPromotions, listings } from '../../db/schema/index';
import type { Tx } from '../../db/client';

/** The two columns of a listing the promotions area reads: which listing, and the offer its author chose. */
export interface ListingPromotionKey {
  id: number;
  promotionKey: string | null;
}

export type PromotionRow = typeof listingPromotions.$inferSelect;

/** The listing's promotion kept at approval and not started yet (at most one). */
export async function findWaitingPromotion(db: Tx, listingId: number): Promise<PromotionRow | undefined> {
  const [row] = await db
    .select()
    .from(listingPromotions)
    .where(and(eq(listingPromotions.listingId, listingId), isNull(listingPromotions.startedAt)))
    .limit(1);
  return row;
}

export async function insertPromotion(
  db: Tx,
  values: typeof listingPromotions.$inferInsert,
): Promise<PromotionRow> {
  const [row] = await db.insert(listingPromotions).values(values).returning();
  return row!;
}

export async function linkPromotionFee(db: Tx, id: number, feeId: number) {
  await db.update(listingPromotions).set({ feeId }).where(eq(listingPromotions.id, id));
}

/** Starts a kept promotion: its dates, and the listing's promoted_until (badge and strip). */
export async function markStarted(db: Tx, row: PromotionRow, startedAt: Date, endsAt: Date) {
  await db.update(listingPromotions).set({ startedAt, endsAt }).where(eq(listingPromotions.id, row.id));
  // The choice is used: a renewal or a later edit chooses again rather than paying again unasked.
  await db
    .update(listings)
    .set({ promotedUntil: endsAt, promotionKey: null })
    .where(eq(listings.id, row.listingId));
}

/** The latest promotion kept for each of these listings (the owner's lists). */
export async function selectLatestPromotions(
  db: Tx,
  listingIds: number[],
): Promise<Map<number, PromotionRow>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(listingPromotions)
    .where(inArray(listingPromotions.listingId, listingIds))
    .orderBy(desc(listingPromotions.id));
  const latest = new Map<number, PromotionRow>();
  for (const row of rows) if (!latest.has(row.listingId)) latest.set(row.listingId, row);
  return latest;
}

/** Every promotion of some listings, oldest first ("download my data"). */
export async function selectPromotionsOf(db: Tx, listingIds: number[]): Promise<PromotionRow[]> {
  if (listingIds.length === 0) return [];
  return db
    .select()
    .from(listingPromotions)
    .where(inArray(listingPromotions.listingId, listingIds))
    .orderBy(asc(listingPromotions.id));
}
