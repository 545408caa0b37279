import type { CategoryOrderBody } from '@portal/contract/catalog-admin';
import type { Platform } from '@portal/contract/catalog';
import { lockSiblings, updateCategory } from './admin-queries';
import { applyOrder } from './catalog-order';
import type { CatalogDeps } from './deps';

/**
 * PUT /admin/catalog/{platform}/categories/order (admins): the children of one node (or the
 * top level) in a new order, numbered 10, 20, 30…; each row that moves gets its audit entry.
 * The list sent must be exactly the current children (409 otherwise: the screen was stale).
 */
export async function reorderCategories(
  deps: CatalogDeps,
  actorId: number,
  platform: Platform,
  input: CategoryOrderBody,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const siblings = await lockSiblings(tx, platform, input.parent_id);
    await applyOrder(tx, actorId, 'category', siblings, input.ids, (id, sortOrder) =>
      updateCategory(tx, id, { sortOrder }),
    );
  });
}
