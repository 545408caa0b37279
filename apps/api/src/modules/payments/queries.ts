import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { advertisements, listingFees, listingPayments, listings, users } from '../../db/schema/index';
import type { Tx } from '../../db/client';
import { containing, userMatches } from '../trust/service';

export type FeeRow = typeof listingFees.$inferSelect;
export type PaymentRow = typeof listingPayments.$inferSelect;

// Fees.

/** What a fee or a payment is for: a listing or an advertisement (docs/decisions/034). */
export interface PaymentSubject {
  kind: 'listing' | 'advertisement';
  id: number;
}

function feeOf(subject: PaymentSubject): SQL {
  return subject.kind === 'listing'
    ? eq(listingFees.listingId, subject.id)
    : eq(listingFees.advertisementId, subject.id);
}

/**
 * Locks the subject's row until the transaction ends, so two recordings for it run one after
 * the other; its status, or undefined when it does not exist.
 */
export async function lockSubject(db: Tx, subject: PaymentSubject): Promise<string | undefined> {
  const table = subject.kind === 'listing' ? listings : advertisements;
  const [row] = await db
    .select({ status: table.status })
    .from(table)
    .where(eq(table.id, subject.id))
    .for('update');
  return row?.status;
}

/** The subject's open (unsettled) fee, if any: at most one (listing_fees_open_key, _open_ad_key). */
export async function findOpenFeeOf(db: Tx, subject: PaymentSubject): Promise<FeeRow | undefined> {
  const [row] = await db
    .select()
    .from(listingFees)
    .where(and(feeOf(subject), isNull(listingFees.settledAt)))
    .limit(1);
  return row;
}

/** The listing's open (unsettled) fee, if any. */
export function findOpenFee(db: Tx, listingId: number): Promise<FeeRow | undefined> {
  return findOpenFeeOf(db, { kind: 'listing', id: listingId });
}

/** Every fee of a subject, oldest first. */
export async function selectFeesOf(db: Tx, subject: PaymentSubject): Promise<FeeRow[]> {
  return db
    .select()
    .from(listingFees)
    .where(feeOf(subject))
    .orderBy(asc(listingFees.createdAt), asc(listingFees.id));
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

/** Every payment of a listing or an advertisement, newest first, with who recorded it. */
export async function selectLedger(db: Tx, listingId: number, kind: PaymentSubject['kind'] = 'listing') {
  return db
    .select({ payment: listingPayments, recorder: users })
    .from(listingPayments)
    .leftJoin(users, eq(users.id, listingPayments.recordedBy))
    .where(
      kind === 'listing'
        ? eq(listingPayments.listingId, listingId)
        : eq(listingPayments.advertisementId, listingId),
    )
    .orderBy(desc(listingPayments.createdAt), desc(listingPayments.id));
}

// The one ledger of everything sold (GET /admin/payments/ledger).

export interface EntryFilters {
  from?: string | undefined;
  to?: string | undefined;
  method?: string | undefined;
  subject?: PaymentSubject['kind'] | undefined;
}

function entryCondition(f: EntryFilters): SQL | undefined {
  return and(
    f.from ? sql`${listingPayments.paidOn} >= ${f.from}` : undefined,
    f.to ? sql`${listingPayments.paidOn} <= ${f.to}` : undefined,
    f.method ? eq(listingPayments.method, f.method) : undefined,
    f.subject === 'listing' ? sql`${listingPayments.listingId} is not null` : undefined,
    f.subject === 'advertisement' ? sql`${listingPayments.advertisementId} is not null` : undefined,
  );
}

/** Payments paid latest first, with who recorded them and what they paid for. */
export async function selectEntriesPage(db: Tx, f: EntryFilters, limit: number, offset: number) {
  return db
    .select({
      payment: listingPayments,
      recorder: users,
      listingTitle: listings.title,
      adName: advertisements.name,
    })
    .from(listingPayments)
    .leftJoin(users, eq(users.id, listingPayments.recordedBy))
    .leftJoin(listings, eq(listings.id, listingPayments.listingId))
    .leftJoin(advertisements, eq(advertisements.id, listingPayments.advertisementId))
    .where(entryCondition(f))
    .orderBy(desc(listingPayments.paidOn), desc(listingPayments.createdAt), desc(listingPayments.id))
    .limit(limit)
    .offset(offset);
}

/** Sums and counts per method and currency over the same filters, and the number of payments. */
export async function selectEntryTotals(db: Tx, f: EntryFilters) {
  return db
    .select({
      method: listingPayments.method,
      currencyCode: listingPayments.currencyCode,
      amount: sql<string>`sum(${listingPayments.amount})`,
      n: count(),
    })
    .from(listingPayments)
    .where(entryCondition(f))
    .groupBy(listingPayments.method, listingPayments.currencyCode)
    .orderBy(asc(listingPayments.method), asc(listingPayments.currencyCode));
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
