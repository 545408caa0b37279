import type { AdminCategoryNode, AdminCategoryTree } from '@portal/contract/catalog-admin';
import type { Platform } from '@portal/contract/catalog';
import { countListingsPerCategory } from '../listings/service';
import { selectAllCategories } from './admin-queries';
import { toAdminCategory } from './admin-view';
import type { CatalogDeps } from './deps';

/**
 * GET /admin/catalog/{platform}/categories: the whole tree, inactive branches included, each
 * node with the listings filed under it. Rows come parents first, so each finds its parent.
 */
export async function listAdminCategories(deps: CatalogDeps, platform: Platform): Promise<AdminCategoryTree> {
  const [rows, counts] = await Promise.all([
    selectAllCategories(deps.db, platform),
    countListingsPerCategory(deps.db, platform),
  ]);
  const roots: AdminCategoryNode[] = [];
  const byId = new Map<number, AdminCategoryNode>();
  for (const row of rows) {
    const node = { ...toAdminCategory(row, counts.get(row.id) ?? 0), children: [] };
    byId.set(row.id, node);
    if (row.parentId === null) roots.push(node);
    else byId.get(row.parentId)?.children.push(node);
  }
  return { platform, categories: roots };
}
