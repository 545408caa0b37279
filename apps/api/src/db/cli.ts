import { loadConfig } from '../config';
import { openDatabase } from './client';
import { runMigrations } from './migrate';
import { reindexSearch } from '../modules/listings/reindex-search';
import { seedDatabase } from './seed/index';
import { createStorage } from '../platform/storage';

/**
 * `npm run db:migrate`, `npm run db:seed` and `npm run db:reindex`. Each migrates first so
 * it works on an empty database.
 */
async function main(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed' && command !== 'reindex') {
    throw new Error('Usage: cli.ts migrate|seed|reindex');
  }
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await runMigrations(database);
    console.log(`Migrations applied (${database.kind}).`);
    if (command === 'seed') {
      await seedDatabase(database.db, {
        demoContent: config.demoContent,
        storage: await createStorage(config.storage),
      });
      console.log(`Seeded reference data${config.demoContent ? ' and demo content' : ''}.`);
    }
    if (command === 'reindex') {
      const { read, rewritten } = await reindexSearch({ db: database.db });
      console.log(`Search documents: ${read} read, ${rewritten} rewritten.`);
    }
  } finally {
    await database.close();
  }
}

main(process.argv[2]).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
