import { AppError } from '../../platform/errors';
import { hasPayments } from '../payments/service';
import type { ListingsDeps } from './deps';
import { removeFiles } from './attach-photos';
import { deleteListingRow, selectPhotosOf } from './queries';
import { findOwnListing } from './update-listing';

/**
 * Deletes the owner's listing with its photos (rows cascade; files removed after). One with
 * payments recorded is kept (409): the payments ledger must keep what it refers to.
 */
export async function deleteListing(deps: ListingsDeps, userId: number, id: number): Promise<void> {
  await findOwnListing(deps, userId, id);
  if (await hasPayments(deps.db, id)) {
    throw new AppError('conflict', { messageKey: 'error.listing_has_payments' });
  }
  const photos = await selectPhotosOf(deps.db, [id]);
  await deleteListingRow(deps.db, id);
  await removeFiles(
    deps,
    photos.flatMap((p) => [p.thumbnailKey, p.mediumKey, p.largeKey]),
  );
}
