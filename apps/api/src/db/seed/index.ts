import { seedDemoAccounts } from '../../modules/auth/seed-accounts';
import { seedCatalog } from '../../modules/catalog/seed-catalog';
import { seedDemoListings } from '../../modules/listings/seed-demo-listings';
import { seedRejectionReasons } from '../../modules/moderation/seed-rejection-reasons';
import { seedDefaultSettings } from '../../modules/settings/service';
import { seedBannedWords } from '../../modules/trust/seed-banned-words';
import { seedDemoReports } from '../../modules/trust/seed-demo-reports';
import os from 'node:os';
import path from 'node:path';
import { createLocalStorage, type Storage } from '../../platform/storage';
import type { Db } from '../client';

/** What seeders may need besides the database: where seeded files are stored. */
export interface SeedContext {
  storage: Storage;
}

/**
 * Seeds in two layers, both idempotent (safe on every start):
 * - reference data, always: what the portal needs to work (settings, later catalogs);
 * - demo content, only when enabled: sample accounts and listings for a living portal.
 * Each area adds its own seeders to these lists.
 */
const referenceSeeders: ((db: Db, context: SeedContext) => Promise<void>)[] = [
  seedDefaultSettings,
  seedCatalog,
  seedRejectionReasons,
  seedBannedWords,
];
const demoSeeders: ((db: Db, context: SeedContext) => Promise<void>)[] = [
  seedDemoAccounts,
  seedDemoListings,
  seedDemoReports,
];

/**
 * `uploadsDir` is where the app serves uploads from (config.uploadsDir); without it (tests of
 * other areas) seeded files go to a temporary folder.
 */
export async function seedDatabase(
  db: Db,
  options: { demoContent: boolean; uploadsDir?: string },
): Promise<void> {
  const context: SeedContext = {
    storage: createLocalStorage(options.uploadsDir ?? path.join(os.tmpdir(), 'portal-seed-uploads')),
  };
  for (const seed of referenceSeeders) await seed(db, context);
  if (options.demoContent) {
    for (const seed of demoSeeders) await seed(db, context);
  }
}
