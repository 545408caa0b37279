import { AppError } from '../../platform/errors';
import { findUserById } from '../auth/service';
import { findListing, type ListingRow, isPublicListing } from '../listings/service';
import type { EngagementDeps } from './deps';

/**
 * The listing a reader saves, likes or reports: only a public one. Any other answers 404, as
 * a listing that does not exist does, so nothing tells a pending or rejected one apart. A
 * suspended author's listings are hidden from the public, so they count as not public.
 */
export async function publicListing(deps: EngagementDeps, id: number): Promise<ListingRow> {
  return listingVisibleTo(deps, id, null);
}

/** A public listing, or the reader's own whatever its status: what its detail shows them. */
export async function listingVisibleTo(
  deps: EngagementDeps,
  id: number,
  viewerId: number | null,
): Promise<ListingRow> {
  const row = await findListing(deps.db, id);
  if (row && viewerId !== null && row.userId === viewerId) return row;
  if (!row || !isPublicListing(row)) throw new AppError('not_found');
  const author = await findUserById(deps.db, row.userId);
  if (!author || author.suspendedAt) throw new AppError('not_found');
  return row;
}

/** Taking a favorite or a like back works whatever the listing became since. */
export async function existingListing(deps: EngagementDeps, id: number): Promise<ListingRow> {
  const row = await findListing(deps.db, id);
  if (!row) throw new AppError('not_found');
  return row;
}

/** Liking or reporting one's own listing would only inflate or spam it. */
export function refuseOwner(listing: ListingRow, userId: number): void {
  if (listing.userId === userId) throw new AppError('forbidden', { messageKey: 'error.own_listing' });
}
