import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { rejectionReasons } from '../../db/schema/index';
import type { Tx } from '../../db/client';
import type { RejectionReasonRow } from './queries';

/** The rejection presets' management (the reject dialog reads them with queries.ts). */

const notDeleted = isNull(rejectionReasons.deletedAt);

/** Every preset not deleted, active or not, in its order. */
export async function selectManagedRejectionReasons(db: Tx): Promise<RejectionReasonRow[]> {
  return db
    .select()
    .from(rejectionReasons)
    .where(notDeleted)
    .orderBy(asc(rejectionReasons.sort), asc(rejectionReasons.id));
}

/** Every preset not deleted, locked while their order changes. */
export async function lockManagedRejectionReasons(tx: Tx): Promise<RejectionReasonRow[]> {
  return tx
    .select()
    .from(rejectionReasons)
    .where(notDeleted)
    .orderBy(asc(rejectionReasons.sort), asc(rejectionReasons.id))
    .for('update');
}

export async function lockRejectionReason(tx: Tx, id: number): Promise<RejectionReasonRow | undefined> {
  const [row] = await tx
    .select()
    .from(rejectionReasons)
    .where(and(eq(rejectionReasons.id, id), notDeleted))
    .for('update');
  return row;
}

/** A new preset after the others (the next multiple of ten). */
export async function insertRejectionReason(
  tx: Tx,
  values: Pick<typeof rejectionReasons.$inferInsert, 'key' | 'textAr' | 'textFr' | 'textEn' | 'isActive'>,
): Promise<RejectionReasonRow> {
  const [last] = await tx
    .select({ sort: sql<number>`coalesce(max(${rejectionReasons.sort}), 0)` })
    .from(rejectionReasons)
    .where(notDeleted);
  const sort = Math.min((Math.floor(Number(last?.sort ?? 0) / 10) + 1) * 10, 32_760);
  const [row] = await tx
    .insert(rejectionReasons)
    .values({ ...values, sort })
    .returning();
  return row!;
}

export async function updateRejectionReasonRow(
  tx: Tx,
  id: number,
  values: Partial<
    Pick<RejectionReasonRow, 'textAr' | 'textFr' | 'textEn' | 'isActive' | 'sort' | 'deletedAt'>
  >,
): Promise<RejectionReasonRow> {
  const [row] = await tx
    .update(rejectionReasons)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(rejectionReasons.id, id))
    .returning();
  return row!;
}
