import { AppError } from '../../platform/errors';
import { expiryOf } from './check-listing-input';
import type { ListingsDeps } from './deps';
import { updateListingRow } from './queries';
import { findOwnListing } from './update-listing';

/** An expired listing goes back to review (issue 5: "the owner can renew"); others: 409. */
export async function renewListing(deps: ListingsDeps, userId: number, id: number): Promise<void> {
  const row = await findOwnListing(deps, userId, id);
  if (row.status !== 'expired') throw new AppError('conflict');
  const now = new Date();
  await updateListingRow(deps.db, id, {
    status: 'pending',
    publishedAt: now,
    expiresAt: expiryOf(now, row.durationDays, row.validityDate),
  });
}
