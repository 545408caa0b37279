import { and, asc, count, desc, eq, inArray, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import { auditLog, listingReports, listings, rejectionReasons, users } from '../../db/schema/index';
import type { Tx } from '../../db/client';
import { liveFlagCondition } from '../trust/service';

export type RejectionReasonRow = typeof rejectionReasons.$inferSelect;

// The review queue.

export interface QueueFilters {
  platform?: string | undefined;
  categoryId?: number | undefined;
  regionId?: number | undefined;
  submittedBefore?: Date | undefined;
  flagged?: boolean | undefined;
}

/** Pending listings matching the filters; a category matches at any of its three levels. */
export function queueCondition(f: QueueFilters): SQL {
  return and(
    eq(listings.status, 'pending'),
    f.platform ? eq(listings.platform, f.platform) : undefined,
    f.categoryId
      ? or(
          eq(listings.categoryId, f.categoryId),
          eq(listings.subCategoryId, f.categoryId),
          eq(listings.filterId, f.categoryId),
        )
      : undefined,
    f.regionId ? eq(listings.regionId, f.regionId) : undefined,
    // Until approval, published_at holds the time of the last submission (db/schema/listings.ts).
    f.submittedBefore ? sql`${listings.publishedAt} <= ${f.submittedBefore}` : undefined,
    f.flagged ? liveFlagCondition() : undefined,
  )!;
}

export async function countPendingByPlatform(db: Tx) {
  return db
    .select({ platform: listings.platform, n: count() })
    .from(listings)
    .where(eq(listings.status, 'pending'))
    .groupBy(listings.platform);
}

/** Each author's listings by status, for the reviewer's "history" (one query for a page). */
export async function countListingsByAuthor(db: Tx, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: listings.userId, status: listings.status, n: count() })
    .from(listings)
    .where(inArray(listings.userId, userIds))
    .groupBy(listings.userId, listings.status);
}

/** Per author, how many of their listings have at least one report (whatever became of it). */
export async function countReportedListingsByAuthor(db: Tx, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: listings.userId, n: sql<number>`count(distinct ${listingReports.listingId})::int` })
    .from(listingReports)
    .innerJoin(listings, eq(listings.id, listingReports.listingId))
    .where(inArray(listings.userId, userIds))
    .groupBy(listings.userId);
}

export async function selectUsersByIds(db: Tx, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, ids));
}

// Claims and decisions.

/** The listing is claimed by nobody, by `userId`, or by a claim that has run out. */
export const claimIsFree = (userId: number, now: Date) =>
  sql`(${listings.claimedBy} is null or ${listings.claimedBy} = ${userId} or ${listings.claimedUntil} is null or ${listings.claimedUntil} <= ${now})`;

/**
 * Claims a pending listing for `userId` until `until`, unless another moderator holds a live
 * claim. One conditional UPDATE, so of two concurrent claims exactly one wins.
 */
export async function claimPendingListing(db: Tx, id: number, userId: number, now: Date, until: Date) {
  const rows = await db
    .update(listings)
    .set({ claimedBy: userId, claimedUntil: until })
    .where(and(eq(listings.id, id), eq(listings.status, 'pending'), claimIsFree(userId, now)))
    .returning({ claimedUntil: listings.claimedUntil });
  return rows[0];
}

/** The listing, locked until the transaction ends: two decisions on one item run one after the other. */
export async function lockListing(tx: Tx, id: number) {
  const [row] = await tx.select().from(listings).where(eq(listings.id, id)).for('update');
  return row;
}

export async function setDecision(
  tx: Tx,
  id: number,
  values: Partial<
    Pick<typeof listings.$inferInsert, 'status' | 'rejectionReason' | 'publishedAt' | 'expiresAt'>
  >,
  now: Date,
) {
  await tx
    .update(listings)
    .set({ ...values, claimedBy: null, claimedUntil: null, updatedAt: now })
    .where(eq(listings.id, id));
}

// Reading the audit log (the writer, shared by every area, is platform/audit.ts).

export interface AuditFilters {
  actorId?: number | undefined;
  actorUsername?: string | undefined;
  action?: string | undefined;
  actionPrefix?: string | undefined;
  subjectType?: string | undefined;
  subjectId?: number | undefined;
}

function auditCondition(f: AuditFilters): SQL | undefined {
  return and(
    f.actorId !== undefined ? eq(auditLog.actorId, f.actorId) : undefined,
    f.actorUsername !== undefined ? sql`lower(${users.username}) = lower(${f.actorUsername})` : undefined,
    f.action !== undefined ? eq(auditLog.action, f.action) : undefined,
    // The prefix is checked by the contract ([a-z_.] only), so it holds no LIKE wildcard.
    f.actionPrefix !== undefined ? like(auditLog.action, `${f.actionPrefix}%`) : undefined,
    f.subjectType !== undefined ? eq(auditLog.subjectType, f.subjectType) : undefined,
    f.subjectId !== undefined ? eq(auditLog.subjectId, f.subjectId) : undefined,
  );
}

export async function selectAuditPage(db: Tx, f: AuditFilters, limit: number, offset: number) {
  return db
    .select({ entry: auditLog, actorUsername: users.username })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(auditCondition(f))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}

export async function countAudit(db: Tx, f: AuditFilters): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(auditCondition(f));
  return row?.n ?? 0;
}

// Rejection presets.

export async function selectActiveRejectionReasons(db: Tx) {
  return db
    .select()
    .from(rejectionReasons)
    .where(and(eq(rejectionReasons.isActive, true), isNull(rejectionReasons.deletedAt)))
    .orderBy(asc(rejectionReasons.sort), asc(rejectionReasons.id));
}

export async function findActiveRejectionReason(db: Tx, id: number) {
  const [row] = await db
    .select()
    .from(rejectionReasons)
    .where(
      and(
        eq(rejectionReasons.id, id),
        eq(rejectionReasons.isActive, true),
        isNull(rejectionReasons.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The audit entries about one person (their account, their listings) and those they made,
 * oldest first ("download my data"): audit_log_subject_idx and audit_log_actor_idx.
 */
export async function selectAuditOfPerson(db: Tx, userId: number, listingIds: number[]) {
  const about = or(
    and(eq(auditLog.subjectType, 'user'), eq(auditLog.subjectId, userId)),
    listingIds.length > 0
      ? and(eq(auditLog.subjectType, 'listing'), inArray(auditLog.subjectId, listingIds))
      : undefined,
  );
  return db
    .select()
    .from(auditLog)
    .where(or(about, eq(auditLog.actorId, userId)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}
