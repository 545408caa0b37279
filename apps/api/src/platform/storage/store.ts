import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: a folder on the local disk (DATA_DIR/uploads, the default) or an
 * S3-compatible bucket, behind the same few functions (decision 041). Keys are random; a
 * user's file name is never part of a key (OWASP ASVS V12.3.1). No route serves the store as
 * a folder: each file leaves through a route that checks its key (and, for private files, its
 * reader).
 */
export interface Storage {
  newKey(folder: string, extension: string): string;
  isKey(key: string): boolean;
  /** Writes a whole file: readers see the old state or the new file, never part of it. */
  put(key: string, data: Buffer): Promise<void>;
  /** The size of a stored file, or undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  /** A stored file's whole size and its bytes, all or from `range.start` to `range.end` (inclusive). */
  open(
    key: string,
    range?: { start: number; end: number },
  ): Promise<{ size: number; stream: Readable } | undefined>;
  remove(key: string): Promise<void>;
  /** Every stored file, in no particular order (backups and the move to object storage). */
  list(): AsyncIterable<{ key: string; size: number }>;
  /**
   * Removes what writes interrupted by a crash left behind (a local disk's temporary files)
   * if written before `olderThan`; answers how many. Object storage writes whole objects only.
   */
  sweep?(olderThan: Date): Promise<number>;
}

const KEY = /^[a-z0-9-]+\/[a-f0-9]{32}\.[a-z0-9]{2,5}$/;

export function newStorageKey(folder: string, extension: string): string {
  return `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
}

export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

/** A key as given, or an error for anything else (a path could otherwise leave the store). */
export function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error('Invalid storage key');
  return key;
}
