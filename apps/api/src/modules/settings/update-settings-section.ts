import type { Settings, SettingsKey } from '@portal/contract/settings';
import { settingsSectionId } from '@portal/contract/settings-admin';
import type { ValidationKey } from '@portal/contract/validation';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { changedFields, insertAuditEntry } from '../../platform/audit';
import { isActiveCurrency, lockSetting, selectExistingCategoryIds, writeSetting } from './queries';
import { getSettings } from './service';

/**
 * The checks a section's schema cannot make alone: the paid categories and the listing fee's
 * currency must be in the catalog (422 on the field, in the request's language).
 */
async function checkAgainstCatalog(db: Db, key: SettingsKey, value: unknown): Promise<void> {
  if (key !== 'announcements') return;
  const announcements = value as Settings['announcements'];
  const fieldErrors: Record<string, [ValidationKey]> = {};
  const known = await selectExistingCategoryIds(db, announcements.paid_category_ids);
  const unknown = announcements.paid_category_ids.findIndex((id) => !known.has(id));
  if (unknown >= 0) fieldErrors[`paid_category_ids.${unknown}`] = ['validation.invalid_value'];
  if (!(await isActiveCurrency(db, announcements.listing_fee.currency_code))) {
    fieldErrors['listing_fee.currency_code'] = ['validation.invalid_value'];
  }
  // A paid promotion adds to the listing's one fee, so it is priced in the fee's currency.
  for (const [index, offer] of announcements.promotions.entries()) {
    const field = `promotions.${index}.price.currency_code`;
    if (!(await isActiveCurrency(db, offer.price.currency_code)))
      fieldErrors[field] = ['validation.invalid_value'];
    else if (
      offer.price.amount > 0 &&
      offer.price.currency_code !== announcements.listing_fee.currency_code
    ) {
      fieldErrors[field] = ['validation.promotion_currency'];
    }
  }
  if (Object.keys(fieldErrors).length > 0) throw new AppError('validation_failed', { fieldErrors });
}

/** An object section's changed fields, or an array section whole: what its audit entry records. */
function sectionDiff(before: unknown, after: unknown) {
  if (Array.isArray(after) || typeof after !== 'object' || after === null) {
    const same = JSON.stringify(before) === JSON.stringify(after);
    return { changed: !same, before: { value: before }, after: { value: after } };
  }
  const diff = changedFields(before as Record<string, unknown>, after as Record<string, unknown>);
  return { changed: diff.keys.length > 0, before: diff.before, after: diff.after };
}

/**
 * PUT /admin/settings/{section} (admins): one top-level field of the settings replaced by a
 * body its section schema validated, with an audit entry of what changed (before/after), in
 * one transaction. GET /settings answers the new value at once: its memo and ETag follow a hash
 * of the rows (queries.ts), and the row's trigger moves search_version (migration 0009), so
 * cached search answers (which follow the synonyms) are dropped too.
 */
export async function updateSettingsSection<K extends SettingsKey>(
  db: Db,
  actorId: number,
  key: K,
  value: Settings[K],
): Promise<Settings> {
  return db.transaction(async (tx) => {
    await lockSetting(tx, key);
    const before = (await getSettings(tx))[key];
    await checkAgainstCatalog(tx, key, value);
    const diff = sectionDiff(before, value);
    if (diff.changed) {
      await writeSetting(tx, key, value);
      await insertAuditEntry(tx, {
        actorId,
        action: 'settings.update',
        subjectType: 'settings',
        subjectId: settingsSectionId(key),
        before: { section: key, ...diff.before },
        after: { section: key, ...diff.after },
      });
    }
    return getSettings(tx);
  });
}
