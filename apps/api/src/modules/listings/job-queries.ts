import { and, asc, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { listingPhotos, listingRevisions, listings, users } from '../../db/schema/index';
import type { Tx } from '../../db/client';

/** The SQL of the background jobs of listings (expire-listings.ts, clean-up-photos.ts). */

const expiredColumns = {
  id: listings.id,
  userId: listings.userId,
  platform: listings.platform,
  title: listings.title,
  validityDate: listings.validityDate,
  offerExpirationDate: listings.offerExpirationDate,
};

/**
 * Marks expired, and answers, up to `limit` listings that are over at `now`: approved ones past
 * their `expires_at` (which holds the validity date and offer end too, see expiryOf), read in
 * the order of listings_expiry_idx; and pending ones whose validity date or offer end has passed
 * (their publication has not started, so only those dates count) — a moderator need not review
 * an ad that is already out of date. Rows another transaction holds are left to the next run.
 */
export async function expireDueListings(db: Tx, now: Date, limit: number) {
  // A date-only field runs to the end of its day in UTC (expiryOf): passed when before today.
  const today = now.toISOString().slice(0, 10);
  const approvedDue = db
    .select({ id: listings.id })
    .from(listings)
    // The literal lets the planner use the partial index listings_expiry_idx.
    .where(and(sql`${listings.status} = 'approved'`, lte(listings.expiresAt, now)))
    .orderBy(asc(listings.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const pendingDue = db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        sql`${listings.status} = 'pending'`,
        or(lt(listings.validityDate, today), lt(listings.offerExpirationDate, today)),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  const expired = [];
  for (const due of [approvedDue, pendingDue]) {
    expired.push(
      ...(await db
        .update(listings)
        .set({ status: 'expired', claimedBy: null, claimedUntil: null, updatedAt: sql`now()` })
        .where(inArray(listings.id, due))
        .returning(expiredColumns)),
    );
  }
  return expired;
}

/** Who to tell: the owners' address, first name and language. */
export async function selectOwners(db: Tx, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(inArray(users.id, userIds));
}

/**
 * A photo an owner's edit waiting for review (listing_revisions.body.photo_ids, pending or
 * rejected) still names: it must outlive its removal from the published listing.
 */
export function isInARevision(photoId: typeof listingPhotos.id) {
  return sql`exists (select 1 from ${listingRevisions} where ${listingRevisions.body} -> 'photo_ids' @> jsonb_build_array(${photoId}))`;
}

/** Of these photos, those a revision still names. */
export async function selectPhotosInRevisions(db: Tx, photoIds: number[]): Promise<number[]> {
  if (photoIds.length === 0) return [];
  const rows = await db
    .select({ id: listingPhotos.id })
    .from(listingPhotos)
    .where(and(inArray(listingPhotos.id, photoIds), isInARevision(listingPhotos.id)));
  return rows.map((r) => r.id);
}

/** Takes photos off their listing, keeping their rows and files (a revision still names them). */
export async function detachPhotos(db: Tx, photoIds: number[]) {
  if (photoIds.length === 0) return;
  await db
    .update(listingPhotos)
    .set({ listingId: null, position: 0, isCover: false })
    .where(inArray(listingPhotos.id, photoIds));
}

/**
 * Deletes, and answers the storage keys of, up to `limit` photos no version of any listing uses:
 * on no listing, named by no revision, uploaded before `uploadedBefore`. Rows an edit is
 * attaching at this moment are locked by it (selectAttachablePhotos) and skipped.
 */
export async function deleteUnusedPhotos(db: Tx, uploadedBefore: Date, limit: number) {
  const unused = db
    .select({ id: listingPhotos.id })
    .from(listingPhotos)
    .where(
      and(
        isNull(listingPhotos.listingId),
        lt(listingPhotos.createdAt, uploadedBefore),
        sql`not ${isInARevision(listingPhotos.id)}`,
      ),
    )
    .orderBy(asc(listingPhotos.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.delete(listingPhotos).where(inArray(listingPhotos.id, unused)).returning({
    id: listingPhotos.id,
    thumbnailKey: listingPhotos.thumbnailKey,
    mediumKey: listingPhotos.mediumKey,
    largeKey: listingPhotos.largeKey,
  });
}
