import { and, count, eq, gte, inArray, lt, sql, type AnyColumn } from 'drizzle-orm';
import { auditLog, listingRevisions, listings, users } from '../../db/schema/index';
import type { Tx } from '../../db/client';

/**
 * The dashboard's figures. Each reads an index: the open queues
 * listings_open_queues_idx, pending edits listing_revisions_pending_idx, decisions
 * audit_log_created_at_idx, new users users_created_at_idx (dashboard.int.test.ts checks the
 * plans). Each returns Drizzle's query, which is awaited to run it or put in EXPLAIN.
 */

/**
 * The audit actions that decide a submission, each written with it: of a listing
 * (moderation/decide-listing.ts) and of an edit of an approved one (moderation/decide-revision.ts).
 * The published and rejected counts per day are the listings' own; the time to decision is
 * of all of them.
 */
export const DECISION_ACTIONS = [
  'listing.approve',
  'listing.reject',
  'listing.edit_approve',
  'listing.edit_reject',
] as const;
export const OPEN_QUEUE_STATUSES = ['pending', 'waiting_payment'] as const;

/** The days' bounds as one timestamptz[] parameter. */
function boundsParam(bounds: readonly Date[]) {
  return sql`${`{${bounds.map((b) => b.toISOString()).join(',')}}`}::timestamptz[]`;
}

/** Which day of the window a time falls in: 1 for the first (width_bucket over the bounds). */
function dayBucket(column: AnyColumn, bounds: readonly Date[]) {
  return sql<number>`width_bucket(${column}, ${boundsParam(bounds)})`.mapWith(Number);
}

function inWindow(column: AnyColumn, bounds: readonly Date[]) {
  return and(gte(column, bounds[0]!), lt(column, bounds.at(-1)!));
}

// The bucket expression carries a parameter, and PostgreSQL does not see two parameters as the
// same expression: the series group by position (1 = the bucket).
const byBucket = sql.raw('1');
const byBucketAndAction = [sql.raw('1'), sql.raw('2')];

/** Pending and waiting-for-payment listings per status and platform. */
export function countOpenQueues(db: Tx) {
  return db
    .select({ status: listings.status, platform: listings.platform, n: count() })
    .from(listings)
    .where(inArray(listings.status, [...OPEN_QUEUE_STATUSES]))
    .groupBy(listings.status, listings.platform);
}

/** Edits of approved listings waiting for review, per platform. */
export function countPendingEdits(db: Tx) {
  return db
    .select({ platform: listings.platform, n: count() })
    .from(listingRevisions)
    .innerJoin(listings, eq(listings.id, listingRevisions.listingId))
    .where(eq(listingRevisions.status, 'pending'))
    .groupBy(listings.platform);
}

/** Approvals and rejections per day of the window, from the audit log. */
export function countDecisionsPerDay(db: Tx, bounds: readonly Date[]) {
  return db
    .select({ bucket: dayBucket(auditLog.createdAt, bounds), action: auditLog.action, n: count() })
    .from(auditLog)
    .where(and(inWindow(auditLog.createdAt, bounds), inArray(auditLog.action, [...DECISION_ACTIONS])))
    .groupBy(...byBucketAndAction);
}

/** Accounts created per day of the window (anonymised ones too: they did register). */
export function countNewUsersPerDay(db: Tx, bounds: readonly Date[]) {
  return db
    .select({ bucket: dayBucket(users.createdAt, bounds), n: count() })
    .from(users)
    .where(inWindow(users.createdAt, bounds))
    .groupBy(byBucket);
}

/**
 * How long the decisions of the window waited, in seconds: the median and the 90th percentile
 * (interpolated between the two nearest waits, so an even count's median is the mean of the
 * middle two). The submission time is the one each decision recorded in its audit entry
 * (`before.submitted_at`): the listing's own row is overwritten at approval and at the next
 * submission, the entry never is.
 */
export function decisionTimes(db: Tx, bounds: readonly Date[]) {
  const waited = sql`extract(epoch from ${auditLog.createdAt} - (${auditLog.before} ->> 'submitted_at')::timestamptz)::float8`;
  return db
    .select({
      decisions: sql<number>`count(${waited})`.mapWith(Number),
      median: sql<number | null>`percentile_cont(0.5) within group (order by ${waited})`.mapWith(Number),
      p90: sql<number | null>`percentile_cont(0.9) within group (order by ${waited})`.mapWith(Number),
    })
    .from(auditLog)
    .where(and(inWindow(auditLog.createdAt, bounds), inArray(auditLog.action, [...DECISION_ACTIONS])));
}
