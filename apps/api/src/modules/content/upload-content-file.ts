import type { ContentFile } from '@portal/contract/content';
import {
  CONTENT_FILE_MAX_MB,
  CONTENT_FILE_TYPES,
  CONTENT_FILE_KINDS,
  type ContentFileKind,
} from '@portal/contract/content-values';
import { fileTypeFromBuffer } from 'file-type';
import { parseBuffer } from 'music-metadata';
import type { Tx } from '../../db/client';
import { insertAuditEntry } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { toWebpSizes } from '../../platform/images';
import { putFiles } from '../../platform/storage';
import type { ContentDeps } from './deps';
import { insertFile } from './file-queries';
import { toContentFile } from './view';

/** The multipart field of an upload. */
export const CONTENT_FILE_FIELD = 'file';

/** The largest upload of any kind, in bytes (a megabyte is 1,000,000 bytes, as the form counts). */
export const CONTENT_FILE_MAX_BYTES = Math.max(...Object.values(CONTENT_FILE_MAX_MB)) * 1_000_000;

/** The extension a file of each accepted type is stored under; serving reads the type back from it. */
const EXTENSIONS: Record<string, string> = {
  'image/webp': 'webp',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'application/pdf': 'pdf',
};

/** The type a stored file is served with, by its extension. */
export const TYPE_OF_EXTENSION: Record<string, string> = {
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
};

/** 413 naming the limit of the file's kind. */
export function contentFileTooLarge(megabytes: number): AppError {
  return new AppError('payload_too_large', {
    messageKey: 'error.content_file_too_large',
    params: { max: megabytes },
  });
}

const refuse = () =>
  new AppError('validation_failed', {
    fieldErrors: { [CONTENT_FILE_FIELD]: ['validation.content_file_type'] },
  });

/**
 * What the bytes are, by content (never by name or declared type): a type of CONTENT_FILE_TYPES
 * and its kind, or undefined. file-type names M4A audio `audio/x-m4a` and Opus `audio/ogg;
 * codecs=opus`: the same containers as `audio/mp4` and `audio/ogg`.
 */
async function detect(data: Buffer): Promise<{ kind: ContentFileKind; mime: string } | undefined> {
  const found = await fileTypeFromBuffer(data);
  if (!found) return undefined;
  const mime = found.mime === 'audio/x-m4a' ? 'audio/mp4' : found.mime.split(';')[0]!.trim();
  const kind = CONTENT_FILE_KINDS.find((k) => CONTENT_FILE_TYPES[k].includes(mime));
  return kind ? { kind, mime } : undefined;
}

/** Length of an audio or video in whole seconds, when its container says (otherwise null). */
async function durationOf(data: Buffer, mime: string): Promise<number | null> {
  try {
    const { format } = await parseBuffer(data, { mimeType: mime, size: data.length }, { duration: true });
    return format.duration !== undefined && Number.isFinite(format.duration)
      ? Math.round(format.duration)
      : null;
  } catch {
    return null;
  }
}

/** The uploader's file name as shown: its last path part, without control characters, at most 200 characters. */
function displayName(name: string | undefined, fallbackExtension: string): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 200);
  return clean || `file.${fallbackExtension}`;
}

/**
 * POST /admin/content/files (admins), and seeded files: the kind read from the bytes
 * (CONTENT_FILE_TYPES; SVG, scripts and everything else refused with a field error), its size
 * checked against CONTENT_FILE_MAX_MB (413). Images are re-encoded like listing photos (three
 * WebP widths, metadata dropped); audio and video are kept as sent, with their duration when
 * readable; a PDF must start as one. Stored under random keys; audited.
 */
export async function uploadContentFile(
  deps: ContentDeps,
  actorId: number | null,
  upload: { data: Buffer; filename?: string | undefined },
  tx: Tx = deps.db,
): Promise<ContentFile> {
  const { data } = upload;
  const type = await detect(data);
  if (!type) throw refuse();
  const maxMb = CONTENT_FILE_MAX_MB[type.kind];
  if (data.length > maxMb * 1_000_000) throw contentFileTooLarge(maxMb);

  let values: {
    mime: string;
    sizeBytes: number;
    storageKey: string;
    thumbnailKey: string | null;
    mediumKey: string | null;
    width: number | null;
    height: number | null;
    durationSeconds: number | null;
  };
  if (type.kind === 'image') {
    const photo = await toWebpSizes(data).catch(() => {
      throw refuse();
    });
    const keys = {
      storageKey: deps.storage.newKey('content', 'webp'),
      thumbnailKey: deps.storage.newKey('content', 'webp'),
      mediumKey: deps.storage.newKey('content', 'webp'),
    };
    await putFiles(deps.storage, {
      [keys.thumbnailKey]: photo.encoded.thumbnail,
      [keys.mediumKey]: photo.encoded.medium,
      [keys.storageKey]: photo.encoded.large,
    });
    values = {
      mime: 'image/webp',
      sizeBytes: photo.encoded.large.length,
      ...keys,
      width: photo.width,
      height: photo.height,
      durationSeconds: null,
    };
  } else {
    if (type.kind === 'pdf' && data.subarray(0, 5).toString('latin1') !== '%PDF-') throw refuse();
    const storageKey = deps.storage.newKey('content', EXTENSIONS[type.mime]!);
    await deps.storage.put(storageKey, data);
    values = {
      mime: type.mime,
      sizeBytes: data.length,
      storageKey,
      thumbnailKey: null,
      mediumKey: null,
      width: null,
      height: null,
      durationSeconds: type.kind === 'pdf' ? null : await durationOf(data, type.mime),
    };
  }
  const name = displayName(upload.filename, EXTENSIONS[values.mime]!);
  const write = async (t: Tx) => {
    const row = await insertFile(t, { kind: type.kind, ...values, name, createdBy: actorId });
    await insertAuditEntry(t, {
      actorId,
      action: 'content.upload',
      subjectType: 'content_file',
      subjectId: row.id,
      after: { kind: row.kind, mime: row.mime, size_bytes: row.sizeBytes, name: row.name },
    });
    return row;
  };
  const row = tx === deps.db ? await deps.db.transaction(write) : await write(tx);
  return toContentFile(row);
}
