import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDirs } from '../../../test/temp-dirs';
import { AppError } from '../errors';
import { createLocalStorage, putFiles } from '../storage';

const tempDir = tempDirs();

/** Every file name under `root`, however named (keys, temporary files, anything else). */
function allFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('local storage', () => {
  it('reads whole and in ranges, and lists only stored files', async () => {
    const root = tempDir('portal-local-storage-');
    const storage = createLocalStorage(root);
    const key = storage.newKey('content', 'mp3');
    await storage.put(key, Buffer.from('0123456789'));
    const ranged = await storage.open(key, { start: 2, end: 4 });
    expect(ranged?.size).toBe(10);
    expect((await buffer(ranged!.stream)).toString()).toBe('234');
    // A temporary file a crash left behind, and a stray file: neither is a stored file.
    writeFileSync(path.join(root, `${key}.0a1b2c3d4e5f.partial`), 'half');
    mkdirSync(path.join(root, 'notes'));
    writeFileSync(path.join(root, 'notes', 'readme.txt'), 'x');
    const listed = [];
    for await (const file of storage.list()) listed.push(file);
    expect(listed).toEqual([{ key, size: 10 }]);
  });

  it('sweeps the temporary files of writes a crash interrupted, once they are old enough', async () => {
    const root = tempDir('portal-local-sweep-');
    const storage = createLocalStorage(root);
    const key = storage.newKey('listings', 'webp');
    await storage.put(key, Buffer.from('whole'));
    const old = path.join(root, `${key}.0a1b2c3d4e5f.partial`);
    const fresh = path.join(root, `${key}.5f4e3d2c1b0a.partial`);
    writeFileSync(old, 'half');
    writeFileSync(fresh, 'being written');
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    utimesSync(old, hourAgo, hourAgo);
    expect(await storage.sweep!(new Date(Date.now() - 10 * 60 * 1000))).toBe(1);
    expect(allFiles(root)).toEqual([key, path.relative(root, fresh)].sort());
  });

  describe('on a full disk', () => {
    let root: string;
    let mounted = false;
    beforeAll(() => {
      root = tempDir('portal-full-disk-');
      try {
        // A 64 KiB disk of its own (needs root, as CI and these machines have).
        execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', root], { stdio: 'ignore' });
        mounted = true;
      } catch {
        mounted = false;
      }
    });
    afterAll(() => {
      if (mounted) execFileSync('umount', [root]);
    });

    it('refuses with 507 storage_full and leaves neither part of a file nor a temporary one', async (context) => {
      if (!mounted) context.skip('mounting a small disk needs root');
      const storage = createLocalStorage(root);
      const kept = storage.newKey('listings', 'webp');
      await storage.put(kept, Buffer.alloc(40_000, 1));

      const refused = storage.newKey('listings', 'webp');
      const error = await storage.put(refused, Buffer.alloc(40_000, 2)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('storage_full');
      expect((error as AppError).status).toBe(507);
      expect(allFiles(root)).toEqual([kept]);
      expect(await storage.size(kept)).toBe(40_000);

      // Several files of one photo: the first fits, the second does not, so none stays.
      const sizes = [storage.newKey('listings', 'webp'), storage.newKey('listings', 'webp')];
      await expect(
        putFiles(storage, { [sizes[0]!]: Buffer.alloc(8_000), [sizes[1]!]: Buffer.alloc(30_000) }),
      ).rejects.toMatchObject({ code: 'storage_full' });
      expect(allFiles(root)).toEqual([kept]);
    });
  });
});
