import os from 'node:os';
import path from 'node:path';
import { contentItemBodySchema } from '@portal/contract/content';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { createLocalStorage, type Storage } from '../../platform/storage';
import { createContent } from './create-content';
import type { ContentDeps } from './deps';
import { selectItemBySlug } from './queries';
import type { SeedFile, SeedItem } from './seed-data/types';
import { uploadContentFile } from './upload-content-file';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Seeds CMS items, idempotently: an item whose kind and slug exist is left alone (an admin's
 * edits survive restarts), the others go through the create use case, and the files they name
 * through the upload one (checked and re-encoded exactly like uploads), each stored once per
 * run and only when an item being created names it. Items are created in the order given,
 * which becomes their kind's order.
 */
export async function seedContentItems(
  deps: { db: ContentDeps['db']; storage?: Storage | undefined },
  items: readonly SeedItem[],
  files: readonly SeedFile[] = [],
): Promise<void> {
  const fileByKey = new Map(files.map((file) => [file.key, file]));
  const stored = new Map<string, number>();
  const now = Date.now();
  for (const item of items) {
    if (await selectItemBySlug(deps.db, item.kind, item.slug)) continue;
    // The details name their files by key: read which, store those, then build them with ids.
    const keys = new Set<string>();
    item.details((key) => (keys.add(key), 0), []);
    for (const key of keys) {
      if (stored.has(key)) continue;
      const file = fileByKey.get(key);
      if (!file) throw new Error(`Seed item ${item.kind}/${item.slug} names an unknown file: ${key}`);
      const uploaded = await uploadContentFile(
        { db: deps.db, storage: deps.storage ?? temporaryStorage() },
        null,
        {
          data: await file.bytes(),
          filename: file.name,
        },
      );
      stored.set(key, uploaded.id);
    }
    const branchIds: number[] = [];
    for (const slug of item.branches ?? []) {
      const found = await selectItemBySlug(deps.db, 'branch', slug);
      if (found) branchIds.push(found.id);
    }
    const input = contentItemBodySchema.parse({
      slug: item.slug,
      status: item.status ?? 'published',
      publish_at:
        item.publishAtDaysFromNow === undefined
          ? null
          : new Date(now + item.publishAtDaysFromNow * DAY_MS).toISOString(),
      translations: item.translations,
      details: item.details((key) => stored.get(key)!, branchIds),
    });
    try {
      await createContent(deps, null, item.kind, input);
    } catch (error) {
      // Another process seeding at the same time, or an admin, took the slug meanwhile.
      if (error instanceof AppError && error.fieldErrors?.slug) continue;
      throw error;
    }
  }
}

/** What seed-data/index.ts provides: the informational pages' default texts and the demo entries. */
export interface ContentSeedData {
  DEFAULT_PAGES: readonly SeedItem[];
  demoContent: () => { files: readonly SeedFile[]; items: readonly SeedItem[] };
}

/**
 * Where seeded files go when the seeding is given no uploads' storage (tests of other areas
 * seeding demo content): a temporary folder.
 */
const temporaryStorage = () =>
  createLocalStorage(path.join(os.tmpdir(), 'portal-seed-uploads'), { flush: false });

/**
 * The CMS's two seeders for db/seed/index.ts: `reference` (always, even without demo content)
 * writes the informational pages' default texts (they name no file); `demo` the demo entries
 * and their files, stored in the uploads' storage given.
 */
export function contentSeeders(data: ContentSeedData) {
  return {
    reference: (db: Db) => seedContentItems({ db }, data.DEFAULT_PAGES),
    demo: (db: Db, storage?: Storage) => {
      const demo = data.demoContent();
      return seedContentItems({ db, storage }, demo.items, demo.files);
    },
  };
}
