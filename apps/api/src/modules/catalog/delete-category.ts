import { AppError } from '../../platform/errors';
import { countListingsInCategory } from '../listings/service';
import { insertAuditEntry } from '../../platform/audit';
import { countChildren, deleteCategory as deleteCategoryRow, lockCategory } from './admin-queries';
import { categorySnapshot } from './admin-view';
import type { CatalogDeps } from './deps';

/**
 * DELETE /admin/catalog/categories/{id} (admins). Refused (409, naming the count) while
 * listings are filed under it — at any level, so this covers its whole branch — or while it
 * has levels under it: deactivating is the way to retire a category that was used. The row is
 * locked first, so a listing being posted under it meanwhile is counted or waits.
 */
export async function deleteCategory(deps: CatalogDeps, actorId: number, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await lockCategory(tx, id);
    if (!current) throw new AppError('not_found');
    const listings = await countListingsInCategory(tx, id);
    if (listings > 0) throw new AppError('category_in_use', { params: { count: listings } });
    const children = await countChildren(tx, id);
    if (children > 0) throw new AppError('category_has_children', { params: { count: children } });
    await deleteCategoryRow(tx, id);
    await insertAuditEntry(tx, {
      actorId,
      action: 'category.delete',
      subjectType: 'category',
      subjectId: id,
      before: categorySnapshot(current),
    });
  });
}
