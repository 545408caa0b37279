import type { ListingPhoto } from '@portal/contract/listings';
import { AppError } from '../../platform/errors';
import { detectImageType, toWebpSizes } from '../../platform/images';
import { putFiles } from '../../platform/storage';
import { getSettings } from '../settings/service';
import type { ListingsDeps } from './deps';
import { toPhoto } from './listing-view';
import { insertPhoto } from './queries';

/**
 * The largest photo accepted, from settings.announcements.max_photo_mb. A megabyte is
 * 1,000,000 bytes, as the posting form counts it (it refuses a larger file before sending).
 */
export async function photoLimit(deps: ListingsDeps): Promise<{ megabytes: number; bytes: number }> {
  const megabytes = (await getSettings(deps.db)).announcements.max_photo_mb;
  return { megabytes, bytes: megabytes * 1_000_000 };
}

/** 413 naming the limit, in the request's language. */
export function photoTooLarge(megabytes: number): AppError {
  return new AppError('payload_too_large', {
    messageKey: 'error.photo_too_large',
    params: { max: megabytes },
  });
}

/**
 * An uploaded listing photo: JPEG, PNG or WebP by content, re-encoded to three WebP sizes with
 * orientation applied and every metadata block (GPS…) dropped. It
 * belongs to its uploader until a listing of theirs attaches it.
 */
export async function uploadPhoto(deps: ListingsDeps, userId: number, data: Buffer): Promise<ListingPhoto> {
  const refuse = () =>
    new AppError('validation_failed', { fieldErrors: { photo: ['validation.image_type'] } });
  if (!(await detectImageType(data))) throw refuse();
  const encoded = await encodePhoto(data).catch(() => {
    throw refuse();
  });
  return toPhoto(await storePhoto(deps, userId, encoded));
}

/** A photo re-encoded in every size, ready to store (the demo seed stores one many times). */
export type EncodedPhoto = Awaited<ReturnType<typeof toWebpSizes>>;

/** Re-encodes an image to the three WebP sizes; throws on bytes sharp cannot read. */
export const encodePhoto = toWebpSizes;

/** Writes the sizes under new keys; answers the photo's columns (keys and size of the large one). */
export async function writePhotoFiles(deps: Pick<ListingsDeps, 'storage'>, photo: EncodedPhoto) {
  const keys = {
    thumbnailKey: deps.storage.newKey('listings', 'webp'),
    mediumKey: deps.storage.newKey('listings', 'webp'),
    largeKey: deps.storage.newKey('listings', 'webp'),
  };
  await putFiles(deps.storage, {
    [keys.thumbnailKey]: photo.encoded.thumbnail,
    [keys.mediumKey]: photo.encoded.medium,
    [keys.largeKey]: photo.encoded.large,
  });
  return { ...keys, width: photo.width, height: photo.height };
}

/** Stores a photo, free (its uploader's until a listing of theirs attaches it). */
async function storePhoto(deps: ListingsDeps, userId: number, photo: EncodedPhoto) {
  const files = await writePhotoFiles(deps, photo);
  try {
    return await insertPhoto(deps.db, { userId, ...files });
  } catch (error) {
    // No row will ever name these files (the database was down or refused): nothing would
    // remove them later.
    await Promise.all(
      [files.thumbnailKey, files.mediumKey, files.largeKey].map((key) =>
        deps.storage.remove(key).catch(() => undefined),
      ),
    );
    throw error;
  }
}
