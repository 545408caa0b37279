import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { listingFees, listingPayments, listings, users } from '../../db/schema/index';
import type { Tx } from '../../db/client';
import { containing, userMatches } from '../trust/service';

export type FeeRow = typeof listingFees.$inferSelect;
export type PaymentRow = typeof listingPayments.$inferSelect;

// Fees.

/** The listing's open (unsettled) fee, if any: at most one (listing_fees_open_key). */
export async function findOpenFee(db: Tx, listingId: number): Promise<FeeRow | undefined> {
  const [row] = await db
    .select()
    .from(listingFees)
    .where(and(eq(listingFees.listingId, listingId), isNull(listingFees.settledAt)))
    .limit(1);
  return row;
}

export async function insertFee(db: Tx, values: typeof listingFees.$inferInsert): Promise<FeeRow> {
  const [row] = await db.insert(listingFees).values(values).returning();
  return row!;
}

export async function settleFee(db: Tx, feeId: number, at: Date) {
  await db.update(listingFees).set({ settledAt: at }).where(eq(listingFees.id, feeId));
}

/** What the ledger holds for each fee. */
export async function paidByFee(db: Tx, feeIds: number[]): Promise<Map<number, number>> {
  if (feeIds.length === 0) return new Map();
  const rows = await db
    .select({ feeId: listingPayments.feeId, paid: sql<string>`sum(${listingPayments.amount})` })
    .from(listingPayments)
    .where(inArray(listingPayments.feeId, feeIds))
    .groupBy(listingPayments.feeId);
  return new Map(rows.map((r) => [r.feeId, Number(r.paid)]));
}

/** The open fees of some listings (the owner's lists). */
export async function selectOpenFees(db: Tx, listingIds: number[]): Promise<FeeRow[]> {
  if (listingIds.length === 0) return [];
  return db
    .select()
    .from(listingFees)
    .where(and(inArray(listingFees.listingId, listingIds), isNull(listingFees.settledAt)));
}

// The ledger: insert and read only (append-only; the database refuses the rest).

export async function insertPayment(
  db: Tx,
  values: typeof listingPayments.$inferInsert,
): Promise<PaymentRow> {
  const [row] = await db.insert(listingPayments).values(values).returning();
  return row!;
}

/** Every payment of a listing, newest first, with who recorded it. */
export async function selectLedger(db: Tx, listingId: number) {
  return db
    .select({ payment: listingPayments, recorder: users })
    .from(listingPayments)
    .leftJoin(users, eq(users.id, listingPayments.recordedBy))
    .where(eq(listingPayments.listingId, listingId))
    .orderBy(desc(listingPayments.createdAt), desc(listingPayments.id));
}

export async function hasPayments(db: Tx, listingId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: listingPayments.id })
    .from(listingPayments)
    .where(eq(listingPayments.listingId, listingId))
    .limit(1);
  return row !== undefined;
}

// Listings waiting for payment.

export interface WaitingFilters {
  platform?: string | undefined;
  q?: string | undefined;
  waitingBefore?: Date | undefined;
  partlyPaid?: boolean | undefined;
}

const paidSoFar = sql<string>`coalesce((select sum(p.amount) from listing_payments p where p.fee_id = ${listingFees.id}), 0)`;

function waitingCondition(f: WaitingFilters): SQL {
  const q = f.q?.trim();
  return and(
    eq(listings.status, 'waiting_payment'),
    f.platform ? eq(listings.platform, f.platform) : undefined,
    q ? sql`(lower(${listings.title}) like lower(${containing(q)}) or ${userMatches(q)})` : undefined,
    f.waitingBefore ? sql`${listingFees.createdAt} <= ${f.waitingBefore}` : undefined,
    f.partlyPaid ? sql`${paidSoFar} > 0` : undefined,
  )!;
}

/** Waiting listings with their open fee and owner, waiting longest first. */
export async function selectWaitingPage(db: Tx, f: WaitingFilters, limit: number, offset: number) {
  return db
    .select({ listing: listings, fee: listingFees, owner: users, paid: paidSoFar })
    .from(listings)
    .innerJoin(listingFees, and(eq(listingFees.listingId, listings.id), isNull(listingFees.settledAt)))
    .innerJoin(users, eq(users.id, listings.userId))
    .where(waitingCondition(f))
    .orderBy(asc(listingFees.createdAt), asc(listings.id))
    .limit(limit)
    .offset(offset);
}

export async function countWaiting(db: Tx, f: WaitingFilters): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listings)
    .innerJoin(listingFees, and(eq(listingFees.listingId, listings.id), isNull(listingFees.settledAt)))
    .innerJoin(users, eq(users.id, listings.userId))
    .where(waitingCondition(f));
  return row?.n ?? 0;
}

/** The fees and payments of some listings, oldest first ("download my data"). */
export async function selectFeesAndPaymentsOf(db: Tx, listingIds: number[]) {
  if (listingIds.length === 0) return { fees: [], payments: [] };
  const [fees, payments] = await Promise.all([
    db
      .select()
      .from(listingFees)
      .where(inArray(listingFees.listingId, listingIds))
      .orderBy(asc(listingFees.createdAt), asc(listingFees.id)),
    db
      .select()
      .from(listingPayments)
      .where(inArray(listingPayments.listingId, listingIds))
      .orderBy(asc(listingPayments.createdAt), asc(listingPayments.id)),
  ]);
  return { fees, payments };
}
