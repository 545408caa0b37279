import { listingsEndpoints } from '@portal/contract/endpoints/listings';
import { upload } from '../../../lib/upload';

/** What the form keeps of a photo: enough to show it again and to attach it. */
export interface PhotoValue {
  id: number;
  name: string;
  url: string;
}

/** The types the API takes (it checks the content too, and re-encodes to WebP). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** POST /listings/photos, multipart field "photo", with progress; the photo is attached at submit. */
export async function uploadListingPhoto(
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<PhotoValue> {
  const { photo } = await upload(listingsEndpoints.uploadListingPhoto, file, {
    fieldName: 'photo',
    onProgress,
    signal,
  });
  return { id: photo.id, name: file.name, url: photo.urls.thumbnail };
}
