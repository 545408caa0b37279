import type { Settings, SettingsKey } from '@portal/contract/settings';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { settings } from '../src/db/schema/index';

/**
 * Runs `fn` with one settings section changed, then puts the stored row back as it was, so a
 * test that closes registration or makes a category paid leaves nothing behind for others.
 */
export async function withSettings<K extends SettingsKey, T>(
  db: Db,
  key: K,
  patch: Partial<Settings[K]>,
  fn: () => Promise<T>,
): Promise<T> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  const value = row!.value as Settings[K];
  await db
    .update(settings)
    .set({ value: { ...value, ...patch } })
    .where(eq(settings.key, key));
  try {
    return await fn();
  } finally {
    await db.update(settings).set({ value }).where(eq(settings.key, key));
  }
}
