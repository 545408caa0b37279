import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Local file storage under DATA_DIR/uploads (outside every served folder). Keys are random;
 * a user's file name is never part of a path (OWASP ASVS V12.3.1). An S3-compatible store
 * can replace this behind the same functions
 * (ranged reads included: S3 answers Range requests).
 */
export function createLocalStorage(root: string) {
  const KEY = /^[a-z0-9-]+\/[a-f0-9]{32}\.[a-z0-9]{2,5}$/;
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error('Invalid storage key');
    return path.join(root, key);
  };
  return {
    newKey(folder: string, extension: string): string {
      return `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
    },
    isKey(key: string): boolean {
      return KEY.test(key);
    },
    async put(key: string, data: Buffer): Promise<void> {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    /** The size of a stored file, or undefined when there is none. */
    async size(key: string): Promise<number | undefined> {
      const info = await stat(pathOf(key)).catch(() => undefined);
      return info?.isFile() ? info.size : undefined;
    },
    /** A stored file's whole size and its bytes, all or from `range.start` to `range.end` (inclusive). */
    async open(key: string, range?: { start: number; end: number }) {
      const file = pathOf(key);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { size: info.size, stream: createReadStream(file, range) };
    },
    async remove(key: string): Promise<void> {
      await rm(pathOf(key), { force: true });
    },
  };
}

export type Storage = ReturnType<typeof createLocalStorage>;
