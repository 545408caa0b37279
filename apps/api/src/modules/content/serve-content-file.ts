import parseRange from 'range-parser';
import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { TYPE_OF_EXTENSION } from './upload-content-file';

/** What a file's answer is made of: status, headers and the bytes to stream. */
export interface FileAnswer {
  status: 200 | 206 | 416;
  type: string;
  headers: Record<string, string | number>;
  stream?: NodeJS.ReadableStream;
}

/**
 * GET /content/files/:file: a stored CMS file by its random name, with its type (from the
 * extension it was stored under, set from its bytes at upload). A `Range` of one span answers
 * 206 with that span (audio and video seek this way), a range past the end 416; several spans
 * or a malformed header get the whole file, as RFC 9110 §14.2 allows.
 */
export async function serveContentFile(
  storage: Storage,
  file: string,
  rangeHeader: string | undefined,
): Promise<FileAnswer> {
  const extension = file.slice(file.lastIndexOf('.') + 1);
  const type = file.includes('.') ? TYPE_OF_EXTENSION[extension] : undefined;
  const key = `content/${file}`;
  if (!type || !storage.isKey(key)) throw new AppError('not_found');
  const size = await storage.size(key);
  if (size === undefined) throw new AppError('not_found');
  const ranges = rangeHeader ? parseRange(size, rangeHeader, { combine: true }) : -2;
  if (ranges === -1) {
    return { status: 416, type, headers: { 'Content-Range': `bytes */${size}` } };
  }
  if (ranges !== -2 && ranges.type === 'bytes' && ranges.length === 1) {
    const { start, end } = ranges[0]!;
    const found = await storage.open(key, { start, end });
    if (!found) throw new AppError('not_found');
    return {
      status: 206,
      type,
      headers: { 'Content-Range': `bytes ${start}-${end}/${size}`, 'Content-Length': end - start + 1 },
      stream: found.stream,
    };
  }
  const found = await storage.open(key);
  if (!found) throw new AppError('not_found');
  return { status: 200, type, headers: { 'Content-Length': found.size }, stream: found.stream };
}
