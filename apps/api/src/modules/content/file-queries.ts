import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { contentFiles } from '../../db/schema/index';

/** The CMS's stored files. */

export type FileRow = typeof contentFiles.$inferSelect;

export async function insertFile(tx: Tx, values: typeof contentFiles.$inferInsert): Promise<FileRow> {
  const [row] = await tx.insert(contentFiles).values(values).returning();
  return row!;
}

/** Files by id (those that exist). */
export async function selectFiles(db: Tx, ids: readonly number[]): Promise<Map<number, FileRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(contentFiles).where(inArray(contentFiles.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function selectFile(db: Tx, id: number): Promise<FileRow | undefined> {
  const [row] = await db.select().from(contentFiles).where(eq(contentFiles.id, id));
  return row;
}
