import type { ListingsDeps } from './deps';
import { deleteUnusedPhotos } from './job-queries';

/** An upload not attached within this time is abandoned and cleaned up, so storage does not fill with photos no listing uses. */
export const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000;

export const CLEAN_UP_PHOTOS_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Deletes the photos no version of a listing uses — uploads never attached within a day, and
 * photos an edit took off a listing while a revision still named them, once it no longer does
 * — with their stored files. The files are removed inside the batch's transaction: if one
 * cannot be, the rows stay and the next run tries again (a row whose files are gone is never
 * shown: nothing uses it).
 */
export async function cleanUpPhotos(
  deps: ListingsDeps,
  options: { now?: Date; batchSize?: number; signal?: AbortSignal } = {},
): Promise<{ deleted: number }> {
  const uploadedBefore = new Date((options.now ?? new Date()).getTime() - ABANDONED_UPLOAD_MS);
  const batchSize = options.batchSize ?? 100;
  let deleted = 0;
  for (;;) {
    const count = await deps.db.transaction(async (tx) => {
      const photos = await deleteUnusedPhotos(tx, uploadedBefore, batchSize);
      for (const photo of photos) {
        for (const key of [photo.thumbnailKey, photo.mediumKey, photo.largeKey]) {
          await deps.storage.remove(key);
        }
      }
      return photos.length;
    });
    deleted += count;
    if (count < batchSize || options.signal?.aborted) break;
  }
  return { deleted };
}
