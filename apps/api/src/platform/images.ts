import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

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
