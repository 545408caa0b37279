import type { AdminCurrency, CurrencyUpdateBody } from '@portal/contract/catalog-admin';
import { AppError } from '../../platform/errors';
import { countListingsInCurrency } from '../listings/service';
import { insertAuditEntry, changedFields, editAction } from '../../platform/audit';
import { lockCurrency, updateCurrency as updateCurrencyRow } from './admin-queries';
import { currencySnapshot, nameColumns, toAdminCurrency } from './admin-view';
import type { CatalogDeps } from './deps';

/**
 * PATCH /admin/catalog/currencies/{code} (admins): names, symbol, minor units, order, active.
 * The default currency stays active (409). Minor units are locked while listings are priced in
 * the currency: their amounts are stored in minor units, so a change would change every price.
 */
export async function updateCurrency(
  deps: CatalogDeps,
  actorId: number,
  code: string,
  input: CurrencyUpdateBody,
): Promise<AdminCurrency> {
  const { row, listings } = await deps.db.transaction(async (tx) => {
    const current = await lockCurrency(tx, code);
    if (!current) throw new AppError('not_found');
    const next = {
      ...(input.names ? nameColumns(input.names) : {}),
      ...(input.symbol !== undefined ? { symbol: input.symbol } : {}),
      ...(input.minor_units !== undefined ? { minorUnits: input.minor_units } : {}),
      ...(input.sort_order !== undefined ? { sortOrder: input.sort_order } : {}),
      ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
    };
    const diff = changedFields(currencySnapshot(current), currencySnapshot({ ...current, ...next }));
    const listings = await countListingsInCurrency(tx, code);
    if (diff.keys.length === 0) return { row: current, listings };
    if (current.isDefault && next.isActive === false) throw new AppError('currency_is_default');
    if (diff.keys.includes('minor_units') && listings > 0) {
      throw new AppError('currency_minor_units_in_use', { params: { count: listings } });
    }
    const updated = await updateCurrencyRow(tx, code, next);
    await insertAuditEntry(tx, {
      actorId,
      action: editAction('currency', diff.keys, updated.isActive),
      subjectType: 'currency',
      subjectId: current.id,
      before: { code, ...diff.before },
      after: { code, ...diff.after },
    });
    return { row: updated, listings };
  });
  return toAdminCurrency(row, listings);
}
