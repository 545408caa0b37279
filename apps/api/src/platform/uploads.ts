import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * The one file of a multipart upload (field `field`), read into memory. A body that is not
 * multipart answers 415; a missing file 422; a file over `maxBytes` 413
 * (`tooLarge` words it); and a body the parser cannot read (no boundary, cut off before its
 * end, a malformed part) 400 in the one error shape: a client's broken upload is not a fault
 * of ours, and the parser's own words never reach the client.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  options: { field: string; maxBytes: number; tooLarge?: () => AppError },
): Promise<Buffer> {
  return (await readUpload(request, options)).data;
}

/** readUploadedFile with the name the client gave the file (to show, never to store under). */
export async function readUpload(
  request: FastifyRequest,
  options: { field: string; maxBytes: number; tooLarge?: () => AppError },
): Promise<{ data: Buffer; filename: string }> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type');
  try {
    const file = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } });
    if (!file || file.fieldname !== options.field) {
      throw new AppError('validation_failed', {
        fieldErrors: { [options.field]: ['validation.file_required'] },
      });
    }
    return { data: await file.toBuffer(), filename: file.filename };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
    if (code === 'FST_REQ_FILE_TOO_LARGE' && options.tooLarge) throw options.tooLarge();
    // The plugin's own client errors (limits: 413) keep their status.
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) throw error;
    throw new AppError('bad_request', { messageKey: 'error.invalid_multipart' });
  }
}

/**
 * A multipart form with text fields and several files under one field (`filesField`) or a few
 * named ones, read into memory: the fields by name (the last value of a repeated one), the
 * files in order, each with the field it came in.
 * More than `maxFiles` files answers `tooMany()`; a file over `maxBytes` answers `tooLarge()`;
 * a file under another field name is refused as an unknown field. Broken bodies answer as in
 * readUpload.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  options: {
    filesField: string | readonly string[];
    maxFiles: number;
    maxBytes: number;
    tooLarge: () => AppError;
    tooMany: () => AppError;
  },
): Promise<{ fields: Record<string, string>; files: { data: Buffer; filename: string; field: string }[] }> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type');
  const fields: Record<string, string> = {};
  const files: { data: Buffer; filename: string; field: string }[] = [];
  const fileFields: readonly string[] =
    typeof options.filesField === 'string' ? [options.filesField] : options.filesField;
  try {
    const parts = request.parts({
      limits: { fileSize: options.maxBytes, files: options.maxFiles, fields: 20 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (!fileFields.includes(part.fieldname)) {
          await part.toBuffer().catch(() => undefined);
          throw new AppError('validation_failed', {
            fieldErrors: { [part.fieldname]: ['validation.unrecognized_keys'] },
          });
        }
        files.push({ data: await part.toBuffer(), filename: part.filename, field: part.fieldname });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw options.tooLarge();
    if (code === 'FST_FILES_LIMIT') throw options.tooMany();
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) throw error;
    throw new AppError('bad_request', { messageKey: 'error.invalid_multipart' });
  }
  return { fields, files };
}
