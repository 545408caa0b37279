import type { AdminCurrency } from '@portal/contract/catalog-admin';
import { AppError } from '../../platform/errors';
import { countListingsInCurrency } from '../listings/service';
import { insertAuditEntry } from '../../platform/audit';
import { lockCurrency, lockDefaultCurrency, updateCurrency } from './admin-queries';
import { toAdminCurrency } from './admin-view';
import type { CatalogDeps } from './deps';

/**
 * POST /admin/catalog/currencies/{code}/default (admins): the currency new prices start in.
 * An inactive one must be activated first (409). The old default is cleared before the new
 * one is set: a unique index allows one default at a time.
 */
export async function setDefaultCurrency(
  deps: CatalogDeps,
  actorId: number,
  code: string,
): Promise<AdminCurrency> {
  const { row, listings } = await deps.db.transaction(async (tx) => {
    const previous = await lockDefaultCurrency(tx);
    const target = await lockCurrency(tx, code);
    if (!target) throw new AppError('not_found');
    const listings = await countListingsInCurrency(tx, code);
    if (target.isDefault) return { row: target, listings };
    if (!target.isActive) throw new AppError('currency_inactive');
    if (previous) await updateCurrency(tx, previous.code, { isDefault: false });
    const updated = await updateCurrency(tx, code, { isDefault: true });
    await insertAuditEntry(tx, {
      actorId,
      action: 'currency.default',
      subjectType: 'currency',
      subjectId: target.id,
      before: { default: previous?.code ?? null },
      after: { default: code },
    });
    return { row: updated, listings };
  });
  return toAdminCurrency(row, listings);
}
