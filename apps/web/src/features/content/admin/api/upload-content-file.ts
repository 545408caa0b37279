import { contentAdminEndpoints } from '@portal/contract/endpoints/content-admin';
import { HttpError } from '../../../../lib/http';
import { upload } from '../../../../lib/upload';

/**
 * POST /admin/content/files: one file (multipart); the server reads its kind from its bytes and
 * refuses, in words, one too large (413) or of a type it does not take (415, or 422 naming the
 * file field: that message becomes the refusal's, so the uploader shows it).
 */
export async function uploadContentFile(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) {
  try {
    return await upload(contentAdminEndpoints.uploadContentFile, file, { onProgress, signal });
  } catch (error) {
    const fieldMessage = error instanceof HttpError ? error.fieldErrors.file?.[0] : undefined;
    if (error instanceof HttpError && fieldMessage) {
      throw new HttpError(error.kind, error.status, { ...error.body, message: fieldMessage });
    }
    throw error;
  }
}
