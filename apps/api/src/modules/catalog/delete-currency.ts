import { AppError } from '../../platform/errors';
import { countListingsInCurrency } from '../listings/service';
import { insertAuditEntry } from '../../platform/audit';
import { getSettings } from '../settings/service';
import { deleteCurrency as deleteCurrencyRow, lockCurrency } from './admin-queries';
import { currencySnapshot } from './admin-view';
import type { CatalogDeps } from './deps';

/**
 * DELETE /admin/catalog/currencies/{code} (admins). Refused (409) for the default currency,
 * while listings are priced in it (naming the count), and while the settings' listing fee is
 * in it (payments would be owed in a currency that no longer exists).
 */
export async function deleteCurrency(deps: CatalogDeps, actorId: number, code: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await lockCurrency(tx, code);
    if (!current) throw new AppError('not_found');
    if (current.isDefault) throw new AppError('currency_is_default');
    const listings = await countListingsInCurrency(tx, code);
    if (listings > 0) throw new AppError('currency_in_use', { params: { count: listings } });
    const settings = await getSettings(tx);
    if (settings.announcements.listing_fee.currency_code === code) throw new AppError('currency_in_settings');
    await deleteCurrencyRow(tx, code);
    await insertAuditEntry(tx, {
      actorId,
      action: 'currency.delete',
      subjectType: 'currency',
      subjectId: current.id,
      before: currencySnapshot(current),
    });
  });
}
