import { AppError } from '../../platform/errors';
import { expiryOf, passedEndDate } from './check-listing-input';
import type { ListingsDeps } from './deps';
import { updateListingRow } from './queries';
import { findOwnListing } from './update-listing';

/**
 * An expired listing goes back to review (the owner may renew it); the moderator's
 * approval publishes it for a new period. Others: 409. One whose validity date or offer end
 * has passed would expire again at once: 409 saying to edit the date (editing also sends it
 * to review).
 */
export async function renewListing(deps: ListingsDeps, userId: number, id: number): Promise<void> {
  const row = await findOwnListing(deps, userId, id);
  if (row.status !== 'expired') throw new AppError('conflict');
  const now = new Date();
  if (passedEndDate(row, now))
    throw new AppError('conflict', { messageKey: 'error.listing_end_date_passed' });
  await updateListingRow(deps.db, id, {
    status: 'pending',
    rejectionReason: null,
    publishedAt: now,
    expiresAt: expiryOf(now, row),
  });
}
