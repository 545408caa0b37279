import { and, count, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { listingRevisions, listings } from '../../db/schema/index';
import type { Tx } from '../../db/client';
import { liveFlagCondition } from '../trust/service';
import { claimIsFree, type QueueFilters } from './queries';

/**
 * The SQL of edits of approved listings in the review queue (listing_revisions). A listing
 * waiting for review itself (status pending) is reviewed as such: an edit of it is not a
 * second queue item.
 */

/** A number of the revision's body (the proposed version), for the queue's filters. */
const bodyId = (field: string) => sql`(${listingRevisions.body} ->> ${field})::bigint`;

/** Pending edits matching the filters, which apply to the proposed version. */
export function editQueueCondition(f: QueueFilters): SQL {
  return and(
    eq(listingRevisions.status, 'pending'),
    ne(listings.status, 'pending'),
    f.platform ? eq(listings.platform, f.platform) : undefined,
    f.categoryId
      ? or(
          sql`${bodyId('category_id')} = ${f.categoryId}`,
          sql`${bodyId('sub_category_id')} = ${f.categoryId}`,
          sql`${bodyId('filter_id')} = ${f.categoryId}`,
        )
      : undefined,
    f.regionId ? sql`${bodyId('region_id')} = ${f.regionId}` : undefined,
    f.submittedBefore ? sql`${listingRevisions.submittedAt} <= ${f.submittedBefore}` : undefined,
    f.flagged ? liveFlagCondition() : undefined,
  )!;
}

/**
 * One page of the whole queue — pending listings (`listingWhere`) and pending edits
 * (`editWhere`) — oldest submission first: ids and whether each is an edit.
 */
export async function selectQueuePage(
  db: Tx,
  listingWhere: SQL,
  editWhere: SQL,
  limit: number,
  offset: number,
): Promise<{ id: number; isEdit: boolean }[]> {
  const submissions = db
    .select({
      id: listings.id,
      // Until approval, published_at holds the time of the last submission (db/schema/listings.ts).
      submittedAt: sql<string>`${listings.publishedAt}`.as('submitted_at'),
      isEdit: sql<boolean>`false`.as('is_edit'),
    })
    .from(listings)
    .where(listingWhere);
  const edits = db
    .select({
      id: listings.id,
      submittedAt: sql<string>`${listingRevisions.submittedAt}`.as('submitted_at'),
      isEdit: sql<boolean>`true`.as('is_edit'),
    })
    .from(listingRevisions)
    .innerJoin(listings, eq(listings.id, listingRevisions.listingId))
    .where(editWhere);
  const rows = await submissions
    .unionAll(edits)
    .orderBy(sql`submitted_at`, sql`id`)
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({ id: Number(r.id), isEdit: r.isEdit === true || String(r.isEdit) === 'true' }));
}

export async function countEdits(db: Tx, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listingRevisions)
    .innerJoin(listings, eq(listings.id, listingRevisions.listingId))
    .where(where);
  return row?.n ?? 0;
}

/** Whether the listing's review is that of an edit: a pending revision, the listing itself not pending. */
export async function isEditUnderReview(db: Tx, listingId: number): Promise<boolean> {
  return (await countEdits(db, and(eq(listingRevisions.listingId, listingId), editQueueCondition({}))!)) > 0;
}

/**
 * Claims a listing's pending edit for `userId` until `until` (the listing's claim columns: an
 * approved listing has no other use for them), unless another moderator holds a live claim.
 */
export async function claimPendingEdit(db: Tx, id: number, userId: number, now: Date, until: Date) {
  const rows = await db
    .update(listings)
    .set({ claimedBy: userId, claimedUntil: until })
    .where(
      and(
        eq(listings.id, id),
        ne(listings.status, 'pending'),
        sql`exists (select 1 from ${listingRevisions} where ${listingRevisions.listingId} = ${listings.id} and ${listingRevisions.status} = 'pending')`,
        claimIsFree(userId, now),
      ),
    )
    .returning({ claimedUntil: listings.claimedUntil });
  return rows[0];
}

/** Releases the claim once the edit is decided. */
export async function releaseClaim(tx: Tx, id: number) {
  await tx.update(listings).set({ claimedBy: null, claimedUntil: null }).where(eq(listings.id, id));
}

/** Pending edits per platform (the queue's counts). */
export async function countEditsByPlatform(db: Tx) {
  return db
    .select({ platform: listings.platform, n: count() })
    .from(listingRevisions)
    .innerJoin(listings, eq(listings.id, listingRevisions.listingId))
    .where(editQueueCondition({}))
    .groupBy(listings.platform);
}
