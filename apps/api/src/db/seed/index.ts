import { seedDemoAccounts } from '../../modules/auth/seed-accounts';
import { contentSeeders } from '../../modules/content/seed-content';
import * as contentSeedData from '../../modules/content/seed-data';
import { seedCatalog } from '../../modules/catalog/seed-catalog';
import { seedDemoListings } from '../../modules/listings/seed-demo-listings';
import { seedRejectionReasons } from '../../modules/moderation/seed-rejection-reasons';
import { seedDefaultSettings } from '../../modules/settings/service';
import { seedSurveyQuestions } from '../../modules/survey/service';
import { seedBannedWords } from '../../modules/trust/seed-banned-words';
import { seedDemoReports } from '../../modules/trust/seed-demo-reports';
import type { Storage } from '../../platform/storage';
import type { Db } from '../client';

/**
 * Seeds in two layers, both idempotent (safe on every start):
 * - reference data, always: what the portal needs to work (settings, later catalogs);
 * - demo content, only when enabled: sample accounts and listings for a living portal.
 * Each area adds its own seeders to these lists.
 */
const content = contentSeeders(contentSeedData);

const referenceSeeders: ((db: Db) => Promise<void>)[] = [
  seedDefaultSettings,
  seedCatalog,
  seedRejectionReasons,
  seedBannedWords,
  content.reference,
  seedSurveyQuestions,
];
/** What seeders may need besides the database: where seeded files are stored, when known. */
export interface SeedContext {
  storage?: Storage;
}

const demoSeeders: ((db: Db, context: SeedContext) => Promise<void>)[] = [
  seedDemoAccounts,
  seedDemoListings,
  seedDemoReports,
  (db, context) => content.demo(db, context.storage),
];

export async function seedDatabase(
  db: Db,
  options: { demoContent: boolean; storage?: Storage },
): Promise<void> {
  for (const seed of referenceSeeders) await seed(db);
  if (options.demoContent) {
    // Without storage (tests of other areas), the demo's photos are not made.
    const context = options.storage ? { storage: options.storage } : {};
    for (const seed of demoSeeders) await seed(db, context);
  }
}
