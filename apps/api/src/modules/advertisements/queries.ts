import { and, desc, eq, gte, inArray, lt, sql, sum } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  advertisementDays,
  advertisementDocuments,
  advertisements,
  categories,
  listingPayments,
  regions,
  privateFiles,
} from '../../db/schema/index';

export type AdvertisementRow = typeof advertisements.$inferSelect;
export type AdvertisementInsert = typeof advertisements.$inferInsert;
export type AdDocumentRow = typeof privateFiles.$inferSelect & { advertisementId: number; kind: string };

export async function insertAdvertisement(tx: Tx, values: AdvertisementInsert): Promise<AdvertisementRow> {
  const [row] = await tx.insert(advertisements).values(values).returning();
  return row!;
}

export async function linkAdDocuments(
  tx: Tx,
  advertisementId: number,
  files: { fileId: number; kind: string }[],
): Promise<void> {
  if (files.length === 0) return;
  await tx.insert(advertisementDocuments).values(files.map((f) => ({ advertisementId, ...f })));
}

export async function selectAdvertisement(tx: Tx, id: number): Promise<AdvertisementRow | undefined> {
  const [row] = await tx.select().from(advertisements).where(eq(advertisements.id, id)).limit(1);
  return row;
}

/** One order, locked for a change of status in the caller's transaction. */
export async function selectAdvertisementForUpdate(
  tx: Tx,
  id: number,
): Promise<AdvertisementRow | undefined> {
  const [row] = await tx
    .select()
    .from(advertisements)
    .where(eq(advertisements.id, id))
    .limit(1)
    .for('update');
  return row;
}

export async function selectAdvertisementsOfUser(tx: Tx, userId: number): Promise<AdvertisementRow[]> {
  return tx
    .select()
    .from(advertisements)
    .where(eq(advertisements.userId, userId))
    .orderBy(desc(advertisements.createdAt), desc(advertisements.id));
}

export async function updateAdvertisementStatus(
  tx: Tx,
  id: number,
  status: string,
): Promise<AdvertisementRow> {
  const [row] = await tx
    .update(advertisements)
    .set({ status, updatedAt: new Date() })
    .where(eq(advertisements.id, id))
    .returning();
  return row!;
}

/** The private documents of these orders, oldest first. */
export async function selectDocumentsOf(tx: Tx, advertisementIds: number[]): Promise<AdDocumentRow[]> {
  if (advertisementIds.length === 0) return [];
  const rows = await tx
    .select({
      file: privateFiles,
      advertisementId: advertisementDocuments.advertisementId,
      kind: advertisementDocuments.kind,
    })
    .from(advertisementDocuments)
    .innerJoin(privateFiles, eq(privateFiles.id, advertisementDocuments.fileId))
    .where(inArray(advertisementDocuments.advertisementId, advertisementIds))
    .orderBy(privateFiles.createdAt, privateFiles.id);
  return rows.map((r) => ({ ...r.file, advertisementId: r.advertisementId, kind: r.kind }));
}

/** Whether the file is a document of the order (its download address names both). */
export async function isDocumentOf(tx: Tx, advertisementId: number, fileId: number): Promise<boolean> {
  const [row] = await tx
    .select({ fileId: advertisementDocuments.fileId })
    .from(advertisementDocuments)
    .where(
      and(
        eq(advertisementDocuments.advertisementId, advertisementId),
        eq(advertisementDocuments.fileId, fileId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** What the ledger holds as paid for each of these orders, in minor units. */
export async function selectPaidOf(tx: Tx, advertisementIds: number[]): Promise<Map<number, number>> {
  if (advertisementIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: listingPayments.advertisementId, paid: sum(listingPayments.amount) })
    .from(listingPayments)
    .where(inArray(listingPayments.advertisementId, advertisementIds))
    .groupBy(listingPayments.advertisementId);
  return new Map(rows.map((r) => [r.id!, Number(r.paid ?? 0)]));
}

/**
 * Takes one place on a day when the placement has room: one conditional upsert, so two
 * orders racing for the last place cannot both get it (the row lock serializes them and the
 * second sees `taken = capacity`). False when the day is full.
 */
export async function takeDay(
  tx: Tx,
  slot: { place: string; scope: number; day: string; capacity: number },
): Promise<boolean> {
  if (slot.capacity <= 0) return false;
  const rows = await tx
    .insert(advertisementDays)
    .values({ ...slot, taken: 1 })
    .onConflictDoUpdate({
      target: [advertisementDays.place, advertisementDays.scope, advertisementDays.day],
      set: { taken: sql`${advertisementDays.taken} + 1`, capacity: sql`excluded.capacity` },
      setWhere: sql`${advertisementDays.taken} < excluded.capacity`,
    })
    .returning({ taken: advertisementDays.taken });
  return rows.length > 0;
}

/** Gives back one place on each of these days. */
export async function releaseDays(tx: Tx, place: string, scope: number, days: string[]): Promise<void> {
  if (days.length === 0) return;
  await tx
    .update(advertisementDays)
    .set({ taken: sql`greatest(${advertisementDays.taken} - 1, 0)` })
    .where(
      and(
        eq(advertisementDays.place, place),
        eq(advertisementDays.scope, scope),
        inArray(advertisementDays.day, days),
      ),
    );
}

/** The places taken per day of one placement and scope, from `from` (included) to `to` (excluded). */
export async function selectTakenDays(
  tx: Tx,
  place: string,
  scope: number,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const rows = await tx
    .select({ day: advertisementDays.day, taken: advertisementDays.taken })
    .from(advertisementDays)
    .where(
      and(
        eq(advertisementDays.place, place),
        eq(advertisementDays.scope, scope),
        gte(advertisementDays.day, from),
        lt(advertisementDays.day, to),
      ),
    );
  return new Map(rows.map((r) => [r.day, r.taken]));
}

export async function regionExists(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx.select({ id: regions.id }).from(regions).where(eq(regions.id, id)).limit(1);
  return rows.length > 0;
}

/** Whether the category is active: its pages show the `category` placement. */
export async function activeCategoryExists(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.isActive, true)))
    .limit(1);
  return rows.length > 0;
}
