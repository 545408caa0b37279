import type { AdminCurrencies } from '@portal/contract/catalog-admin';
import { countListingsPerCurrency } from '../listings/service';
import { selectAllCurrencies } from './admin-queries';
import { toAdminCurrency } from './admin-view';
import type { CatalogDeps } from './deps';

/** GET /admin/catalog/currencies: every currency in order, inactive ones included. */
export async function listAdminCurrencies(deps: CatalogDeps): Promise<AdminCurrencies> {
  const [rows, counts] = await Promise.all([selectAllCurrencies(deps.db), countListingsPerCurrency(deps.db)]);
  return { currencies: rows.map((row) => toAdminCurrency(row, counts.get(row.code) ?? 0)) };
}
