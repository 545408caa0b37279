import type { Role } from '@portal/contract/auth';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Tx } from '../db/client';
import { insertAuditEntry } from './audit';
import { requireAuth } from './auth/plugin';
import type { AppError } from './errors';
import {
  deletePrivateFileRows,
  insertPrivateFiles,
  selectPrivateFile,
  type PrivateFileRow,
} from './private-file-queries';
import { putFiles, type Storage } from './storage';

export type { PrivateFileRow } from './private-file-queries';

/**
 * Private files: what a member hands over for staff's eyes only (a CV, an ID card, a licence).
 * - Stored under a random key in the storage's `private` folder. No route serves that folder:
 *   a file leaves only through `openPrivateFile`, so it is never a static, cacheable address.
 * - The type is told by the bytes (file-type), never by the name or the declared type. Word's
 *   DOCX is a zip: only one whose `[Content_Types].xml` names a Word document passes (file-type
 *   reads it); DOC is a compound file (CFB), which passes only with its `WordDocument` stream.
 * - Read by their owner and by staff (moderators and admins, who handle the queues where such
 *   files arrive); anyone else gets the same 404 as for a file that does not exist, so an id
 *   reveals nothing. Each staff download is written to the audit log.
 * - Sent as an attachment (RFC 6266, with RFC 5987's filename* for names in Arabic),
 *   `nosniff` and `no-store`, so a browser neither renders it in the portal's origin nor keeps it.
 */

/** The storage folder of private files. */
export const PRIVATE_FOLDER = 'private';

/** Who may read every private file: the staff who handle the queues they arrive in. */
export const PRIVATE_FILE_STAFF: readonly Role[] = ['moderator', 'admin'];

export const PRIVATE_FILE_TYPES = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/jpeg': 'jpg',
  'image/png': 'png',
} as const;
export type PrivateFileType = keyof typeof PRIVATE_FILE_TYPES;

/** `WordDocument`, as a CFB directory entry names it (UTF-16LE). */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * The type of a file by its bytes, among `accepted`; undefined for anything else (a script
 * renamed .pdf, a zip that is not a Word document, a spreadsheet in a CFB).
 */
export async function detectPrivateFileType(
  data: Buffer,
  accepted: readonly PrivateFileType[],
): Promise<PrivateFileType | undefined> {
  const found = await fileTypeFromBuffer(data);
  if (!found) return undefined;
  let mime: string = found.mime;
  if (mime === 'application/x-cfb') mime = data.includes(WORD_STREAM) ? 'application/msword' : mime;
  if (mime === 'application/pdf' && data.subarray(0, 5).toString('latin1') !== '%PDF-') return undefined;
  return (accepted as readonly string[]).includes(mime) ? (mime as PrivateFileType) : undefined;
}

/** The name a member gave a file, as shown: its last path part, without control characters. */
export function privateFileName(name: string | undefined, type: PrivateFileType): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 200);
  return clean || `file.${PRIVATE_FILE_TYPES[type]}`;
}

export interface NewPrivateFile {
  data: Buffer;
  type: PrivateFileType;
  filename?: string | undefined;
}

/**
 * Writes the files to storage, then `record` in one transaction the rows (and whatever the
 * caller links to them). If the transaction fails, the written files are removed again.
 */
export async function storePrivateFiles<T>(
  deps: { db: Tx; storage: Storage },
  input: { ownerId: number; purpose: string; files: readonly NewPrivateFile[] },
  record: (tx: Tx, rows: PrivateFileRow[]) => Promise<T>,
): Promise<T> {
  const keys = input.files.map((file) => deps.storage.newKey(PRIVATE_FOLDER, PRIVATE_FILE_TYPES[file.type]));
  await putFiles(deps.storage, Object.fromEntries(input.files.map((file, i) => [keys[i]!, file.data])));
  try {
    return await deps.db.transaction(async (tx) => {
      const rows = await insertPrivateFiles(
        tx,
        input.files.map((file, i) => ({
          ownerId: input.ownerId,
          purpose: input.purpose,
          storageKey: keys[i]!,
          name: privateFileName(file.filename, file.type),
          mime: file.type,
          sizeBytes: file.data.length,
        })),
      );
      return record(tx, rows);
    });
  } catch (error) {
    await Promise.all(keys.map((key) => deps.storage.remove(key).catch(() => undefined)));
    throw error;
  }
}

/** Deletes files' rows in the caller's transaction; call the returned function once committed. */
export async function deletePrivateFiles(
  tx: Tx,
  storage: Storage,
  ids: number[],
): Promise<() => Promise<void>> {
  const keys = await deletePrivateFileRows(tx, ids);
  return async () => {
    await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
  };
}

export interface PrivateFileReader {
  id: number;
  role: string;
}

/**
 * A private file for `reader`: its owner, or staff (audited as `private_file.download`, with
 * what the file belongs to). Anyone else, a file of another purpose, or one missing in storage:
 * 404, worded by `notFound`.
 */
export async function openPrivateFile(
  deps: { db: Tx; storage: Storage },
  input: {
    fileId: number;
    purpose: string;
    reader: PrivateFileReader;
    subject: { type: string; id: number };
    notFound: () => AppError;
  },
) {
  const file = await selectPrivateFile(deps.db, input.fileId);
  const isOwner = file !== undefined && file.ownerId === input.reader.id;
  const isStaff = PRIVATE_FILE_STAFF.includes(input.reader.role as Role);
  if (!file || file.purpose !== input.purpose || (!isOwner && !isStaff)) throw input.notFound();
  const found = await deps.storage.open(file.storageKey);
  if (!found) throw input.notFound();
  if (!isOwner) {
    await insertAuditEntry(deps.db, {
      actorId: input.reader.id,
      action: 'private_file.download',
      subjectType: input.subject.type,
      subjectId: input.subject.id,
      after: { file_id: file.id, purpose: file.purpose, name: file.name },
    });
  }
  return { file, size: found.size, stream: found.stream };
}

/** Sends an opened private file as a download that is neither rendered, sniffed nor kept. */
export function sendPrivateFile(reply: FastifyReply, opened: Awaited<ReturnType<typeof openPrivateFile>>) {
  return reply
    .type(opened.file.mime)
    .header('Content-Disposition', contentDisposition(opened.file.name, { type: 'attachment' }))
    .header('Content-Length', opened.size)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(opened.stream);
}

/**
 * The handler of a private file's download route (`:id` what the file belongs to, `:fileId`
 * the file): the signed-in reader opens it through `open`, which answers 404 to anyone but
 * its owner and staff, and receives it as an attachment.
 */
export function privateFileDownload(
  open: (reader: PrivateFileReader, id: number, fileId: number) => ReturnType<typeof openPrivateFile>,
) {
  return async (
    request: FastifyRequest & { params: { id: number; fileId: number } },
    reply: FastifyReply,
  ) => {
    const { user } = requireAuth(request);
    const opened = await open({ id: user.id, role: user.role }, request.params.id, request.params.fileId);
    return sendPrivateFile(reply, opened);
  };
}
