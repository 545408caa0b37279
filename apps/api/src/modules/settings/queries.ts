import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema/index';

export async function selectAllSettings(db: Db): Promise<{ key: string; value: unknown }[]> {
  return db.select({ key: settings.key, value: settings.value }).from(settings);
}

/** Inserts the rows that are missing and leaves the others as an admin set them. */
export async function insertMissingSettings(db: Db, rows: { key: string; value: unknown }[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(settings).values(rows).onConflictDoNothing({ target: settings.key });
}

/** Changes whenever a setting is added or changed: a hash of the seven small rows. */
export async function selectSettingsVersion(db: Db): Promise<string> {
  const rows = await db
    .select({
      version: sql<string>`md5(coalesce(string_agg(${settings.key} || '=' || ${settings.value}::text, ';' order by ${settings.key}), ''))`,
    })
    .from(settings);
  return rows[0]?.version ?? '';
}
