import { buffer } from 'node:stream/consumers';
import pLimit from 'p-limit';
import type { StorageConfig } from '../config';
import { createLocalStorage } from './storage/local';
import { createS3Storage } from './storage/s3';
import type { Job } from './jobs/runner';
import type { Storage } from './storage/store';

export { createLocalStorage } from './storage/local';
export type { Storage } from './storage/store';

/** The configured storage: the bucket's when S3_ENDPOINT is set, else the local folder. */
export async function createStorage(
  config: StorageConfig,
  options: { flush?: boolean } = {},
): Promise<Storage> {
  return config.kind === 's3' ? createS3Storage(config) : createLocalStorage(config.dir, options);
}

/**
 * Writes several files that make one thing (a photo's sizes): all of them, or, when one
 * fails (a full disk), none: those already written are removed and the error goes on.
 */
export async function putFiles(storage: Storage, files: Record<string, Buffer>): Promise<void> {
  const written: string[] = [];
  try {
    for (const [key, data] of Object.entries(files)) {
      await storage.put(key, data);
      written.push(key);
    }
  } catch (error) {
    await Promise.all(written.map((key) => storage.remove(key).catch(() => undefined)));
    throw error;
  }
}

export interface CopyCounts {
  copied: number;
  skipped: number;
  failed: { key: string; error: unknown }[];
  /** Bytes copied (skipped files not counted). */
  bytes: number;
}

/**
 * Copies every file of `from` into `to` under the same key, skipping those `to` already holds
 * with the same size: run again, it copies only what is missing. Moving to object storage,
 * backups and restores all copy this way. A file that fails is counted and the rest go on.
 */
export async function copyFiles(
  from: Storage,
  to: Storage,
  onFile?: (key: string, outcome: 'copied' | 'skipped' | 'failed') => void,
): Promise<CopyCounts> {
  const counts: CopyCounts = { copied: 0, skipped: 0, failed: [], bytes: 0 };
  const limit = pLimit(4);
  let pending: Promise<void>[] = [];
  for await (const { key, size } of from.list()) {
    // A million files are listed faster than copied: wait for each batch, so the list never
    // runs far ahead of the copies in memory.
    if (pending.length >= 256) {
      await Promise.all(pending);
      pending = [];
    }
    pending.push(
      limit(async () => {
        try {
          if ((await to.size(key)) === size) {
            counts.skipped += 1;
            onFile?.(key, 'skipped');
            return;
          }
          const opened = await from.open(key);
          if (!opened) throw new Error('removed while copying');
          await to.put(key, await buffer(opened.stream));
          counts.copied += 1;
          counts.bytes += size;
          onFile?.(key, 'copied');
        } catch (error) {
          counts.failed.push({ key, error });
          onFile?.(key, 'failed');
        }
      }),
    );
  }
  await Promise.all(pending);
  return counts;
}

/** Temporary files younger than this may still be being written (a write takes milliseconds). */
const INTERRUPTED_WRITE_AGE_MS = 60 * 60 * 1000;

/**
 * The storage's background job: once an hour, the temporary files of writes a crashed process
 * left on a local disk (never served, listed or backed up) are removed.
 */
export function storageJobs(storage: Storage): Job[] {
  const sweep = storage.sweep?.bind(storage);
  if (!sweep) return [];
  return [
    {
      name: 'sweep-storage',
      intervalMs: INTERRUPTED_WRITE_AGE_MS,
      run: async () => ({ removed: await sweep(new Date(Date.now() - INTERRUPTED_WRITE_AGE_MS)) }),
    },
  ];
}
