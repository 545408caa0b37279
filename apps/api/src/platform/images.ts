import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from './errors';

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The real type of an upload, read from its bytes (never from its name or declared type). */
export async function detectImageType(
  data: Buffer,
): Promise<(typeof ACCEPTED_IMAGE_TYPES)[number] | undefined> {
  const type = await fileTypeFromBuffer(data);
  return ACCEPTED_IMAGE_TYPES.find((t) => t === type?.mime);
}

/**
 * Re-encodes an image as WebP: orientation applied, then every metadata block (EXIF, GPS,
 * ICC, XMP) dropped, which also drops any payload hidden in them.
 */
export async function toWebp(
  data: Buffer,
  options: { width: number; height?: number; fit?: 'cover' | 'inside' },
) {
  return sharp(data, { failOn: 'error', limitInputPixels: 40_000_000 })
    .rotate()
    .resize({
      width: options.width,
      height: options.height ?? options.width,
      fit: options.fit ?? 'cover',
      withoutEnlargement: options.fit === 'inside',
    })
    .webp({ quality: 80 })
    .toBuffer();
}

/**
 * An avatar or a business logo: a JPEG, PNG or WebP by content, re-encoded to a 256 px square
 * WebP without metadata. Anything else is refused as a bad `field` (422).
 */
export async function toSquareWebp(data: Buffer, field: string): Promise<Buffer> {
  const refused = () =>
    new AppError('validation_failed', { fieldErrors: { [field]: ['validation.image_type'] } });
  if (!(await detectImageType(data))) throw refused();
  try {
    return await toWebp(data, { width: 256 });
  } catch {
    throw refused();
  }
}

/** The sizes a photo is stored in (longest side, never enlarged): listing photos, CMS images. */
export const PHOTO_SIZES = { thumbnail: 320, medium: 800, large: 1600 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

/**
 * An image re-encoded in every PHOTO_SIZES width (toWebp: orientation applied, metadata
 * dropped), with the large one's dimensions. Throws when the bytes are not a readable image.
 * A source no larger than the medium size comes out the same in large: encoded once.
 */
export async function toWebpSizes(
  data: Buffer,
): Promise<{ encoded: Record<PhotoSize, Buffer>; width: number; height: number }> {
  const source = await sharp(data).metadata();
  const small = Math.max(source.width ?? 0, source.height ?? 0) <= PHOTO_SIZES.medium;
  const encoded = {} as Record<PhotoSize, Buffer>;
  for (const [size, width] of Object.entries(PHOTO_SIZES) as [PhotoSize, number][]) {
    encoded[size] = size === 'large' && small ? encoded.medium : await toWebp(data, { width, fit: 'inside' });
  }
  const { width = 0, height = 0 } = await sharp(encoded.large).metadata();
  return { encoded, width, height };
}
