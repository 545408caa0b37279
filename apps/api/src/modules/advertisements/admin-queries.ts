import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { advertisements, listingPayments, users } from '../../db/schema/index';
import { containing, userMatches } from '../trust/service';

export type AdRow = typeof advertisements.$inferSelect;
type UserRow = typeof users.$inferSelect;

// The review queue.

export interface AdminAdFilters {
  status?: string | undefined;
  place?: string | undefined;
  q?: string | undefined;
}

function adminCondition(f: AdminAdFilters): SQL | undefined {
  const q = f.q?.trim();
  return and(
    f.status ? eq(advertisements.status, f.status) : undefined,
    f.place ? eq(advertisements.place, f.place) : undefined,
    q
      ? or(
          sql`lower(${advertisements.name}) like lower(${containing(q)})`,
          sql`lower(${advertisements.fullName}) like lower(${containing(q)})`,
          sql`lower(${advertisements.email}) like lower(${containing(q)})`,
          userMatches(q),
          /^[0-9]{1,15}$/.test(q) ? eq(advertisements.id, Number(q)) : undefined,
        )
      : undefined,
  );
}

/** Orders with their advertiser: those waiting for review first, then oldest first. */
export async function selectAdminAdsPage(db: Tx, f: AdminAdFilters, limit: number, offset: number) {
  return db
    .select({ ad: advertisements, advertiser: users })
    .from(advertisements)
    .innerJoin(users, eq(users.id, advertisements.userId))
    .where(adminCondition(f))
    .orderBy(
      desc(sql`${advertisements.status} = 'pending_review'`),
      asc(advertisements.createdAt),
      asc(advertisements.id),
    )
    .limit(limit)
    .offset(offset);
}

export async function countAdminAds(db: Tx, f: AdminAdFilters): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(advertisements)
    .innerJoin(users, eq(users.id, advertisements.userId))
    .where(adminCondition(f));
  return row?.n ?? 0;
}

export async function findAdWithAdvertiser(db: Tx, id: number) {
  const [row] = await db
    .select({ ad: advertisements, advertiser: users })
    .from(advertisements)
    .innerJoin(users, eq(users.id, advertisements.userId))
    .where(eq(advertisements.id, id));
  return row;
}

export async function selectUsers(db: Tx, ids: number[]): Promise<Map<number, UserRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(users).where(inArray(users.id, ids));
  return new Map(rows.map((u) => [u.id, u]));
}

// Decisions.

/**
 * Claims an order waiting for review for `userId` until `until`, unless another staff member
 * holds a live claim; the row, or undefined when it was not claimed.
 */
export async function claimPendingAd(db: Tx, id: number, userId: number, now: Date, until: Date) {
  const [row] = await db
    .update(advertisements)
    .set({ claimedBy: userId, claimExpiresAt: until, updatedAt: now })
    .where(
      and(
        eq(advertisements.id, id),
        eq(advertisements.status, 'pending_review'),
        or(
          isNull(advertisements.claimedBy),
          eq(advertisements.claimedBy, userId),
          isNull(advertisements.claimExpiresAt),
          lt(advertisements.claimExpiresAt, now),
        ),
      ),
    )
    .returning();
  return row;
}

export async function updateAd(
  db: Tx,
  id: number,
  values: Partial<
    Pick<
      typeof advertisements.$inferInsert,
      | 'status'
      | 'invoiceNumber'
      | 'approvedAt'
      | 'decidedBy'
      | 'rejectReason'
      | 'claimedBy'
      | 'claimExpiresAt'
    >
  >,
  now: Date,
): Promise<AdRow> {
  const [row] = await db
    .update(advertisements)
    .set({ ...values, updatedAt: now })
    .where(eq(advertisements.id, id))
    .returning();
  return row!;
}

// The life cycle job.

/** What the ledger holds for an order (every fee of it). */
const paidOf = sql<string>`coalesce((select sum(p.amount) from ${listingPayments} p where p.advertisement_id = ${advertisements.id}), 0)`;

/**
 * Scheduled orders whose first day has come (`today` in the portal's zone), locked and skipped
 * by a concurrent run. Only those whose payments reach what scheduling needs — the whole price,
 * or the first instalment of a partial payment — ever start: no paid placement runs unpaid.
 */
export async function lockDueScheduled(db: Tx, today: string, limit: number): Promise<AdRow[]> {
  return db
    .select()
    .from(advertisements)
    .where(
      and(
        eq(advertisements.status, 'scheduled'),
        lte(advertisements.startDate, today),
        gt(advertisements.endDate, today),
        sql`${paidOf} >= case when ${advertisements.paymentType} = 'partial' then ${advertisements.firstInstalment} else ${advertisements.amount} end`,
      ),
    )
    .orderBy(asc(advertisements.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Active or scheduled orders whose period is over at `today` (exclusive end date). */
export async function lockDueExpiry(db: Tx, today: string, limit: number): Promise<AdRow[]> {
  return db
    .select()
    .from(advertisements)
    .where(and(inArray(advertisements.status, ['active', 'scheduled']), lte(advertisements.endDate, today)))
    .orderBy(asc(advertisements.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function findUser(db: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

// The calendar.

/**
 * The orders of one placement and scope that hold places (AD_HOLDING) on some day from `from`
 * (included) to `to` (excluded), by start date.
 */
export async function selectBookings(
  db: Tx,
  input: { place: string; scope: number; from: string; to: string; statuses: readonly string[] },
) {
  const scope =
    input.place === 'category'
      ? eq(advertisements.categoryId, input.scope)
      : input.place === 'main_branch'
        ? eq(advertisements.mainBranchId, input.scope)
        : undefined;
  return db
    .select({
      id: advertisements.id,
      name: advertisements.name,
      status: advertisements.status,
      startDate: advertisements.startDate,
      endDate: advertisements.endDate,
    })
    .from(advertisements)
    .where(
      and(
        eq(advertisements.place, input.place),
        scope,
        inArray(advertisements.status, [...input.statuses]),
        lt(advertisements.startDate, input.to),
        gt(advertisements.endDate, input.from),
      ),
    )
    .orderBy(asc(advertisements.startDate), asc(advertisements.id));
}
