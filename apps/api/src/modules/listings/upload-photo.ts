import type { ListingPhoto } from '@portal/contract/listings';
import sharp from 'sharp';
import { AppError } from '../../platform/errors';
import { detectImageType, toWebp } from '../../platform/images';
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

/** The sizes every photo is stored in (longest side, never enlarged). */
export const PHOTO_SIZES = { thumbnail: 320, medium: 800, large: 1600 } as const;

/**
 * An uploaded listing photo: JPEG, PNG or WebP by content, re-encoded to three WebP sizes with
 * orientation applied and every metadata block (GPS…) dropped. It
 * belongs to its uploader until a listing of theirs attaches it.
 */
export async function uploadPhoto(deps: ListingsDeps, userId: number, data: Buffer): Promise<ListingPhoto> {
  const refuse = () =>
    new AppError('validation_failed', { fieldErrors: { photo: ['validation.image_type'] } });
  if (!(await detectImageType(data))) throw refuse();
  const encoded: Partial<Record<keyof typeof PHOTO_SIZES, Buffer>> = {};
  try {
    for (const [size, width] of Object.entries(PHOTO_SIZES) as [keyof typeof PHOTO_SIZES, number][]) {
      encoded[size] = await toWebp(data, { width, fit: 'inside' });
    }
  } catch {
    throw refuse();
  }
  const { width = 0, height = 0 } = await sharp(encoded.large!).metadata();
  const keys = {
    thumbnailKey: deps.storage.newKey('listings', 'webp'),
    mediumKey: deps.storage.newKey('listings', 'webp'),
    largeKey: deps.storage.newKey('listings', 'webp'),
  };
  await deps.storage.put(keys.thumbnailKey, encoded.thumbnail!);
  await deps.storage.put(keys.mediumKey, encoded.medium!);
  await deps.storage.put(keys.largeKey, encoded.large!);
  const row = await insertPhoto(deps.db, { userId, ...keys, width, height });
  return toPhoto(row);
}
