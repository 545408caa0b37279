import { AppError } from '../../platform/errors';
import type { ListingsDeps } from './deps';
import { detachPhotos, selectPhotosInRevisions } from './job-queries';
import { deletePhotos, detachAllPhotos, placePhoto, selectAttachablePhotos, selectPhotosOf } from './queries';
import type { Tx } from '../../db/client';

/**
 * Puts the listing's photos in the given order with one cover (the first unless chosen).
 * Photos must be the owner's, free or already on this listing. Photos of the listing left out
 * are deleted with their files (after the transaction, by the returned keys) — unless an edit
 * waiting for review still names them: those are only taken off the listing, and the clean-up
 * job (clean-up-photos.ts) deletes them once no version uses them.
 */
export async function attachPhotos(
  tx: Tx,
  userId: number,
  listingId: number,
  photoIds: number[],
  coverId: number | undefined,
): Promise<string[]> {
  const found = await selectAttachablePhotos(tx, userId, photoIds, listingId);
  if (found.length !== photoIds.length) {
    throw new AppError('validation_failed', { fieldErrors: { photo_ids: ['validation.photo_invalid'] } });
  }
  const current = await selectPhotosOf(tx, [listingId]);
  const leftOut = current.filter((p) => !photoIds.includes(p.id));
  const inRevision = new Set(
    await selectPhotosInRevisions(
      tx,
      leftOut.map((p) => p.id),
    ),
  );
  const removed = leftOut.filter((p) => !inRevision.has(p.id));
  await detachPhotos(tx, [...inRevision]);
  await deletePhotos(
    tx,
    removed.map((p) => p.id),
  );
  await detachAllPhotos(tx, listingId);
  const cover = coverId ?? photoIds[0];
  for (const [position, id] of photoIds.entries()) {
    await placePhoto(tx, id, listingId, position, id === cover);
  }
  return removed.flatMap((p) => [p.thumbnailKey, p.mediumKey, p.largeKey]);
}

export async function removeFiles(deps: ListingsDeps, keys: string[]) {
  for (const key of keys) await deps.storage.remove(key).catch(() => undefined);
}
