import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema/index';

/**
 * A named server secret, generated once and stored in the database, so every API process
 * (and every restart) uses the same one without any configuration.
 */
export async function getOrCreateSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: appSecrets.name });
  const rows = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  const value = rows[0]?.value;
  if (!value) throw new Error(`Secret ${name} could not be read`);
  return value;
}
