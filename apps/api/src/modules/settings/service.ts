import { settingsSchema, type Settings } from '@portal/contract/settings';
import type { Db } from '../../db/client';
import { createVersionedMemo } from '../../platform/http-cache';
import { dataVersion } from '../../db/data-versions';
import type { RequestScope } from '../../platform/request-scope';
import { isTimeZone } from '../../platform/time-zone';
import { DEFAULT_SETTINGS } from './defaults';
import { insertMissingSettings, selectAllSettings } from './queries';

/**
 * The stored settings, each field falling back to its default when its row is missing
 * or no longer matches the contract (so a bad row never breaks the portal's start-up call).
 */
export async function getSettings(db: Db): Promise<Settings> {
  const rows = await selectAllSettings(db);
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const merged: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(DEFAULT_SETTINGS)) {
    const fieldSchema = settingsSchema.shape[key as keyof Settings];
    const parsed = fieldSchema.safeParse(stored.get(key));
    merged[key] = parsed.success ? parsed.data : fallback;
  }
  return settingsSchema.parse(merged);
}

/** At most this old without a version change (a row changed outside the admin's form). */
const KEPT_SETTINGS_MS = 60_000;
const keptSettings = new WeakMap<Db, ReturnType<typeof createVersionedMemo<Settings>>>();

/**
 * The settings for a page's head, kept per version of the stored rows: each page view costs
 * the small version query instead of reading and validating every section again (the
 * validation of texts counts their graphemes, a few milliseconds a page).
 */
export async function currentSettings(db: Db, scope?: RequestScope): Promise<Settings> {
  let memo = keptSettings.get(db);
  if (!memo) keptSettings.set(db, (memo = createVersionedMemo<Settings>(KEPT_SETTINGS_MS, 1)));
  return memo('settings', await settingsVersion(db, scope), () => getSettings(db));
}

export async function seedDefaultSettings(db: Db): Promise<void> {
  await insertMissingSettings(
    db,
    Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value })),
  );
}

/**
 * The settings' current version, for the answer kept in memory (platform/http-cache.ts); read
 * once per request with its scope.
 */
export function settingsVersion(db: Db, scope?: RequestScope): Promise<string> {
  return dataVersion(db, 'settings', scope);
}

/**
 * The portal's time zone (settings.appointments.time_zone): the one shared clock of the
 * portal's days and opening hours, whatever the visitor's browser says (X-timezone is only a
 * fixed offset, which summer time would shift). A stored zone Intl does not know falls back to
 * the default rather than failing.
 */
export function portalTimeZone(settings: Settings): string {
  const zone = settings.appointments.time_zone;
  return isTimeZone(zone) ? zone : DEFAULT_SETTINGS.appointments.time_zone;
}

// What the other areas may use from this one (docs/decisions/023-module-boundaries.md).
export { DEFAULT_SETTINGS } from './defaults';
