import path from 'node:path';
import { loadConfig, resolveFromInvocation, type Config } from '../config';
import { openDatabase } from './client';
import { runMigrations } from './migrate';
import { reindexSearch } from '../modules/listings/reindex-search';
import { seedDatabase } from './seed/index';
import { copyFiles, createLocalStorage, createStorage } from '../platform/storage';
import { BackupError, createBackup, restoreBackup } from './backup';
import { backupByRunningPortal } from './backup-control';

const COMMANDS = ['migrate', 'seed', 'reindex', 'backup', 'restore', 'storage-migrate'] as const;
type Command = (typeof COMMANDS)[number];

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/**
 * `npm run db:backup [-- folder]`: a new folder, by default `backups/portal-<time>` where the
 * command was started. On PGlite, a running portal writes it (it holds the database open).
 */
async function backup(config: Config, folder: string | undefined): Promise<void> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = resolveFromInvocation(folder ?? path.join('backups', `portal-${stamp}`));
  const byPortal = await backupByRunningPortal(config, target);
  const manifest = byPortal?.manifest ?? (await createBackup(config, target));
  console.log(
    `Backup written to ${target}${byPortal ? ` by the running portal (process ${byPortal.pid})` : ''}: ` +
      `the ${manifest.database.kind} database and ${manifest.uploads.count} files ` +
      `(${megabytes(manifest.uploads.bytes)}).`,
  );
}

/** `npm run db:restore -- folder`: into the configured (new) database and storage, the portal stopped. */
async function restore(config: Config, folder: string | undefined): Promise<void> {
  if (!folder) throw new BackupError('Usage: npm run db:restore -- <backup folder>');
  const { manifest, files } = await restoreBackup(config, resolveFromInvocation(folder));
  console.log(
    `Restored the ${manifest.database.kind} database of ${manifest.createdAt} and its files: ` +
      `${files.copied} copied (${megabytes(files.bytes)}), ${files.skipped} already there.`,
  );
}

/** `npm run storage:migrate`: DATA_DIR/uploads into the S3_* bucket; run again, it copies what is missing. */
async function migrateStorage(config: Config): Promise<void> {
  if (config.storage.kind !== 's3') {
    throw new BackupError('S3_ENDPOINT is not set: there is no bucket to copy the files to.');
  }
  console.log(
    `Copying ${config.uploadsDir} to bucket ${config.storage.bucket} at ${config.storage.endpoint}…`,
  );
  let seen = 0;
  const counts = await copyFiles(
    createLocalStorage(config.uploadsDir),
    await createStorage(config.storage),
    () => {
      seen += 1;
      if (seen % 500 === 0) console.log(`  ${seen} files…`);
    },
  );
  console.log(
    `Files: ${counts.copied} copied (${megabytes(counts.bytes)}), ${counts.skipped} already in the bucket, ` +
      `${counts.failed.length} failed.`,
  );
  for (const { key, error } of counts.failed.slice(0, 20)) {
    console.log(`  ${key}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (counts.failed.length > 0) process.exitCode = 1;
}

/**
 * `npm run db:migrate`, `db:seed`, `db:reindex` (each migrates first, so it works on an empty
 * database), `db:backup`, `db:restore` and `storage:migrate`.
 */
async function main(command: string | undefined, argument: string | undefined): Promise<void> {
  if (!COMMANDS.includes(command as Command)) throw new Error(`Usage: cli.ts ${COMMANDS.join('|')}`);
  const config = loadConfig();
  if (command === 'backup') return backup(config, argument);
  if (command === 'restore') return restore(config, argument);
  if (command === 'storage-migrate') return migrateStorage(config);
  const database = await openDatabase(config.database);
  try {
    await runMigrations(database);
    console.log(`Migrations applied (${database.kind}).`);
    if (command === 'seed') {
      await seedDatabase(database.db, {
        demoContent: config.demoContent,
        // Seeded files are not flushed one by one (platform/storage/local.ts).
        storage: await createStorage(config.storage, { flush: false }),
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

main(process.argv[2], process.argv[3]).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
