import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../errors';
import { checkedKey, isStorageKey, newStorageKey, type Storage } from './store';

/** A disk that has no room left: the upload answers 507 in the visitor's language, not a 500. */
const FULL_DISK = new Set(['ENOSPC', 'EDQUOT']);

/**
 * Local file storage under `root` (DATA_DIR/uploads, outside every served folder). A file is
 * written beside its place under a temporary name, flushed to the disk, then renamed: a full
 * disk or a crash mid-write leaves no partial file under a key (a temporary name, ending in
 * `.partial`, never matches one, so it is neither served, listed nor backed up).
 *
 * `flush: false` skips the flush (an fsync, 5–16 ms a file here): for files the seeds make
 * again, by the thousand at a first start, never for what a visitor uploads. The rename alone
 * still keeps a crash of the process from leaving a partial file.
 */
/** The files of each folder under `root` (keys are `folder/name`; nothing deeper is stored). */
async function* filesUnder(root: string): AsyncIterable<{ name: string; file: string }> {
  const folders = await readdir(root, { withFileTypes: true }).catch(() => []);
  for (const folder of folders) {
    if (!folder.isDirectory()) continue;
    for (const entry of await readdir(path.join(root, folder.name), { withFileTypes: true })) {
      if (entry.isFile()) yield { name: entry.name, file: path.join(root, folder.name, entry.name) };
    }
  }
}

export function createLocalStorage(root: string, options: { flush?: boolean } = {}): Storage {
  const flush = options.flush ?? true;
  const pathOf = (key: string) => path.join(root, checkedKey(key));
  return {
    newKey: newStorageKey,
    isKey: isStorageKey,
    async put(key, data) {
      const file = pathOf(key);
      const temporary = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        const handle = await open(temporary, 'wx');
        try {
          await handle.writeFile(data);
          if (flush) await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => undefined);
        if (FULL_DISK.has((error as NodeJS.ErrnoException).code ?? '')) throw new AppError('storage_full');
        throw error;
      }
    },
    async size(key) {
      const info = await stat(pathOf(key)).catch(() => undefined);
      return info?.isFile() ? info.size : undefined;
    },
    async open(key, range) {
      const file = pathOf(key);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { size: info.size, stream: createReadStream(file, range) };
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list() {
      for await (const { file } of filesUnder(root)) {
        const key = path.relative(root, file).split(path.sep).join('/');
        if (!isStorageKey(key)) continue;
        const info = await stat(file).catch(() => undefined);
        if (info) yield { key, size: info.size };
      }
    },
    async sweep(olderThan) {
      let removed = 0;
      for await (const { name, file } of filesUnder(root)) {
        if (!name.endsWith('.partial')) continue;
        const info = await stat(file).catch(() => undefined);
        if (!info || info.mtime >= olderThan) continue;
        await rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}
