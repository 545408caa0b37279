import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database, type OpenOptions } from '../src/db/client';
import { firstBranch, insertListing } from '../src/modules/listings/testing';
import { buildAppOn } from './build-test-app';
import { createUser } from './session';
import { copyServerDatabase, createTestDatabase } from './test-database';

export interface LaggingReplica {
  app: FastifyInstance;
  /** The app's database: writes on the primary, public reads on the replica. */
  database: Database;
  /** The replica's own address (not the one the app reads it at). */
  replicaUrl: string;
  /** The member who wrote both listings. */
  ownerId: number;
  /** Written before the replica's copy: on both servers. */
  copied: { id: number; slug: string };
  /** Written after it: on the primary only, so an answer tells which server gave it. */
  recent: { id: number; slug: string };
  /** Closes the app (and its database) and drops both databases. */
  close(): Promise<void>;
}

/**
 * The app on a primary of the test server and a replica that lags behind it: the replica is
 * a copy of the primary taken before a member's last listing was written. `readUrl` gives the
 * address the app reads the replica at (a forwarder's, say); the replica's own by default.
 */
export async function startLaggingReplica(
  options: {
    readUrl?: (replicaUrl: string) => Promise<string>;
    env?: Record<string, string>;
  } & OpenOptions = {},
): Promise<LaggingReplica> {
  const { readUrl, env, ...openOptions } = options;
  const primary = await createTestDatabase({ kind: 'postgres' });
  let dropReplica = async () => undefined as void;
  let database: Database | undefined;
  const drop = async () => {
    await database?.close();
    await primary.drop();
    await dropReplica();
  };
  try {
    const user = await createUser(primary.database.db);
    const branch = await firstBranch(primary.database.db, 'sales');
    const listing = { userId: user.id, categoryId: branch.category };
    const copied = await insertListing(primary.database.db, { ...listing, title: 'Vélo copié' });
    // No connection may be open to the primary while it is copied.
    await primary.database.close();
    const replica = await copyServerDatabase(primary.url!);
    dropReplica = replica.drop;
    const readAt = readUrl ? await readUrl(replica.url) : replica.url;
    database = await openDatabase({ kind: 'postgres', url: primary.url!, readUrl: readAt }, openOptions);
    const recent = await insertListing(database.db, { ...listing, title: 'Vélo récent' });
    const opened = database;
    const { app, close } = await buildAppOn(opened, {
      env: { DATABASE_URL: primary.url!, DATABASE_READ_URL: readAt, ...env },
      onDatabaseClose: () => opened.close(),
    });
    return {
      app,
      database: opened,
      replicaUrl: replica.url,
      ownerId: user.id,
      copied,
      recent,
      async close() {
        await close();
        await drop();
      },
    };
  } catch (error) {
    await drop();
    throw error;
  }
}
