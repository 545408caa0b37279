import { contentAdminEndpoints } from '@portal/contract/endpoints/content-admin';
import { upload } from '../../../../lib/upload';

/**
 * POST /admin/content/files: one file (multipart); the server reads its kind from its bytes and
 * answers 413 or 415 in words when it is too large or of another type.
 */
export function uploadContentFile(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) {
  return upload(contentAdminEndpoints.uploadContentFile, file, { onProgress, signal });
}
