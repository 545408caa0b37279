import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { privateFiles } from '../db/schema/index';

export type PrivateFileRow = typeof privateFiles.$inferSelect;
export type PrivateFileInsert = typeof privateFiles.$inferInsert;

export async function insertPrivateFiles(tx: Tx, rows: PrivateFileInsert[]): Promise<PrivateFileRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(privateFiles).values(rows).returning();
}

export async function selectPrivateFile(db: Db | Tx, id: number): Promise<PrivateFileRow | undefined> {
  const [row] = await db.select().from(privateFiles).where(eq(privateFiles.id, id)).limit(1);
  return row;
}

export async function selectPrivateFilesOfOwner(db: Db | Tx, ownerId: number): Promise<PrivateFileRow[]> {
  return db.select().from(privateFiles).where(eq(privateFiles.ownerId, ownerId));
}

/** Deletes the rows and answers their storage keys, for the caller to remove once committed. */
export async function deletePrivateFileRows(tx: Tx, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .delete(privateFiles)
    .where(inArray(privateFiles.id, ids))
    .returning({ key: privateFiles.storageKey });
  return rows.map((r) => r.key);
}
