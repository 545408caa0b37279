import type { ListingsDeps } from './deps';
import { removeFiles } from './attach-photos';
import { deleteListingRow, selectPhotosOf } from './queries';
import { findOwnListing } from './update-listing';

/** Deletes the owner's listing with its photos (rows cascade; files removed after). */
export async function deleteListing(deps: ListingsDeps, userId: number, id: number): Promise<void> {
  await findOwnListing(deps, userId, id);
  const photos = await selectPhotosOf(deps.db, [id]);
  await deleteListingRow(deps.db, id);
  await removeFiles(
    deps,
    photos.flatMap((p) => [p.thumbnailKey, p.mediumKey, p.largeKey]),
  );
}
