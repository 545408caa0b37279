import { isolate } from '@portal/contract/bidi';
import { CLAIM_MINUTES } from '@portal/contract/moderation';
import { AppError } from '../../platform/errors';
import { findListing, type ListingRow } from '../listings/service';
import type { Tx } from '../../db/client';
import type { ModerationDeps } from './deps';
import { claimPendingListing } from './queries';
import { fullName, liveClaim, usersById } from './review-view';
import { claimPendingEdit, isEditUnderReview } from './revision-queries';

/**
 * Why a listing (or its edit under review) cannot be claimed or decided by `userId`: 404, not
 * pending, or claimed by another.
 */
export async function refusalFor(db: Tx, listing: ListingRow | undefined, userId: number): Promise<AppError> {
  if (!listing) return new AppError('not_found');
  if (listing.status !== 'pending' && !(await isEditUnderReview(db, listing.id))) {
    return new AppError('conflict', { messageKey: 'error.listing_not_pending' });
  }
  const claim = listing.claimedBy !== null && listing.claimedBy !== userId ? listing.claimedBy : null;
  const claimer = claim === null ? undefined : (await usersById(db, [claim])).get(claim);
  return new AppError('conflict', {
    messageKey: 'error.listing_claimed',
    params: { name: claimer ? isolate(fullName(claimer)) : '—' },
  });
}

/** Is the listing held by another moderator's live claim? */
export function isClaimedByOther(listing: ListingRow, userId: number, now = new Date()): boolean {
  return listing.claimedBy !== userId && liveClaim(listing, new Map(), now) !== null;
}

/**
 * Claims a pending listing, or an approved listing's edit under review, for CLAIM_MINUTES
 * (renewing one's own claim), so two moderators never review it at once; another moderator's
 * live claim answers 409.
 */
export async function claimListing(deps: ModerationDeps, userId: number, id: number) {
  const now = new Date();
  const until = new Date(now.getTime() + CLAIM_MINUTES * 60 * 1000);
  const claimed =
    (await claimPendingListing(deps.db, id, userId, now, until)) ??
    (await claimPendingEdit(deps.db, id, userId, now, until));
  if (claimed) return { claimed_until: until.toISOString() };
  throw await refusalFor(deps.db, await findListing(deps.db, id), userId);
}
