import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { AD_MEDIA_FOLDER } from './advertisement-view';

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** GET /media/ads/:file: an order's public image or video by its random name (set from its bytes). */
export async function openAdMedia(storage: Storage, file: string) {
  const type = TYPES[file.slice(file.lastIndexOf('.') + 1)];
  const key = `${AD_MEDIA_FOLDER}/${file}`;
  if (!type || !storage.isKey(key)) throw new AppError('not_found');
  const found = await storage.open(key);
  if (!found) throw new AppError('not_found');
  return { type, ...found };
}
