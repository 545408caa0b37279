import { AD_MEDIA_RULES, adImageSizeProblem } from '@portal/contract/advertisements-values';

/** Documents (identity card, licence, payment proof): an image or a PDF. */
export const AD_DOCUMENT_ACCEPT = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const AD_MEDIA_ACCEPT = [...AD_MEDIA_RULES.imageTypes, ...AD_MEDIA_RULES.videoTypes] as const;

/** What is wrong with a chosen media file, as a key of advertisements.form and its values. */
export interface MediaProblem {
  key: 'media_type' | 'media_too_large' | 'media_unreadable' | 'media_ratio' | 'media_resolution';
  width?: number;
  height?: number;
}

/** An image's natural size, read by the browser (null when it cannot be read as an image). */
export function readImageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    const done = (size: { width: number; height: number } | null) => {
      URL.revokeObjectURL(url);
      resolve(size);
    };
    image.onload = () => done({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => done(null);
    image.src = url;
  });
}

/**
 * The content rule checked before sending (the server checks the bytes again): an accepted
 * image or video type, the size limit, and for an image the 220 × 300 proportion and the
 * minimum resolution, from its natural size.
 */
export async function checkAdMedia(
  file: File,
  maxBytes: number,
  readSize: (file: Blob) => Promise<{ width: number; height: number } | null>,
): Promise<MediaProblem | null> {
  const type = file.type.toLowerCase();
  const isImage = (AD_MEDIA_RULES.imageTypes as readonly string[]).includes(type);
  const isVideo = (AD_MEDIA_RULES.videoTypes as readonly string[]).includes(type);
  if (!isImage && !isVideo) return { key: 'media_type' };
  if (file.size > maxBytes) return { key: 'media_too_large' };
  if (isVideo) return null;
  const size = await readSize(file);
  if (!size) return { key: 'media_unreadable' };
  const problem = adImageSizeProblem(size.width, size.height);
  if (problem === 'ratio') return { key: 'media_ratio', ...size };
  if (problem === 'resolution') return { key: 'media_resolution', ...size };
  return null;
}
