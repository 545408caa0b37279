import type { AdminCurrency, CurrencyCreateBody } from '@portal/contract/catalog-admin';
import { insertAuditEntry } from '../../platform/audit';
import { insertCurrency, nextCurrencyOrder } from './admin-queries';
import { currencySnapshot, nameColumns, toAdminCurrency } from './admin-view';
import type { CatalogDeps } from './deps';
import { withUniqueField } from './unique-field';

/** POST /admin/catalog/currencies (admins): a currency, never the default at first (see set-default-currency.ts). */
export async function createCurrency(
  deps: CatalogDeps,
  actorId: number,
  input: CurrencyCreateBody,
): Promise<AdminCurrency> {
  const row = await withUniqueField('code', 'validation.currency_code_taken', () =>
    deps.db.transaction(async (tx) => {
      const created = await insertCurrency(tx, {
        code: input.code,
        ...nameColumns(input.names),
        symbol: input.symbol,
        minorUnits: input.minor_units,
        isDefault: false,
        isActive: input.is_active ?? true,
        sortOrder: input.sort_order ?? (await nextCurrencyOrder(tx)),
      });
      await insertAuditEntry(tx, {
        actorId,
        action: 'currency.create',
        subjectType: 'currency',
        subjectId: created.id,
        after: currencySnapshot(created),
      });
      return created;
    }),
  );
  return toAdminCurrency(row, 0);
}
