import type { ListingInput } from '@portal/contract/listings';
import { eq, inArray } from 'drizzle-orm';
import { categories, cities, listingPhotos, listingRevisions, regions } from '../../db/schema/index';
import type { Tx } from '../../db/client';

/** The SQL of owners' edits of approved listings (listing_revisions, db/schema/revisions.ts). */

export type RevisionRow = typeof listingRevisions.$inferSelect;

/** The listing's revision, pending or rejected, if any. */
export async function findRevision(db: Tx, listingId: number): Promise<RevisionRow | undefined> {
  const [row] = await db
    .select()
    .from(listingRevisions)
    .where(eq(listingRevisions.listingId, listingId))
    .limit(1);
  return row;
}

/** The revision locked until the transaction ends (a decision and a new edit run one after the other). */
export async function lockRevision(tx: Tx, listingId: number): Promise<RevisionRow | undefined> {
  const [row] = await tx
    .select()
    .from(listingRevisions)
    .where(eq(listingRevisions.listingId, listingId))
    .for('update');
  return row;
}

export async function selectRevisionsOf(db: Tx, listingIds: number[]): Promise<RevisionRow[]> {
  if (listingIds.length === 0) return [];
  return db.select().from(listingRevisions).where(inArray(listingRevisions.listingId, listingIds));
}

/** A new edit replaces the listing's revision, whatever became of the last one: pending again. */
export async function upsertPendingRevision(tx: Tx, listingId: number, body: ListingInput, now: Date) {
  const values = {
    body: body as Record<string, unknown>,
    status: 'pending',
    rejectionReason: null,
    submittedAt: now,
  };
  await tx
    .insert(listingRevisions)
    .values({ listingId, ...values })
    .onConflictDoUpdate({ target: listingRevisions.listingId, set: values });
}

export async function rejectRevisionRow(tx: Tx, listingId: number, reason: string) {
  await tx
    .update(listingRevisions)
    .set({ status: 'rejected', rejectionReason: reason })
    .where(eq(listingRevisions.listingId, listingId));
}

export async function deleteRevision(tx: Tx, listingId: number): Promise<boolean> {
  const rows = await tx
    .delete(listingRevisions)
    .where(eq(listingRevisions.listingId, listingId))
    .returning({ id: listingRevisions.listingId });
  return rows.length > 0;
}

/** Photos by id, in the order of `ids` (the revision's order); missing ones are left out. */
export async function selectPhotosByIds(db: Tx, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db.select().from(listingPhotos).where(inArray(listingPhotos.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The names of catalog rows a proposed version points at (categories, regions, cities by id). */
export async function selectCatalogNames(
  db: Tx,
  ids: { categories: number[]; regions: number[]; cities: number[] },
) {
  const names = { ar: categories.nameAr, fr: categories.nameFr, en: categories.nameEn };
  const [categoryRows, regionRows, cityRows] = await Promise.all([
    ids.categories.length
      ? db
          .select({ id: categories.id, ...names })
          .from(categories)
          .where(inArray(categories.id, ids.categories))
      : [],
    ids.regions.length
      ? db
          .select({ id: regions.id, ar: regions.nameAr, fr: regions.nameFr, en: regions.nameEn })
          .from(regions)
          .where(inArray(regions.id, ids.regions))
      : [],
    ids.cities.length
      ? db
          .select({ id: cities.id, ar: cities.nameAr, fr: cities.nameFr, en: cities.nameEn })
          .from(cities)
          .where(inArray(cities.id, ids.cities))
      : [],
  ]);
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  return { categories: byId(categoryRows), regions: byId(regionRows), cities: byId(cityRows) };
}
