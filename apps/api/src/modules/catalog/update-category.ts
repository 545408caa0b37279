import type { AdminCategory, CategoryUpdateBody } from '@portal/contract/catalog-admin';
import type { Platform } from '@portal/contract/catalog';
import { AppError } from '../../platform/errors';
import { countListingsInCategory } from '../listings/service';
import { insertAuditEntry, changedFields, editAction } from '../../platform/audit';
import { lockCategory, updateCategory as updateCategoryRow } from './admin-queries';
import { categorySnapshot, nameColumns, optionalFieldsColumn, toAdminCategory } from './admin-view';
import type { CatalogDeps } from './deps';
import { withUniqueField } from './unique-field';

/**
 * PATCH /admin/catalog/categories/{id} (admins): names, slug, icon, order, active, the
 * optional details its listings may have. A
 * deactivated node leaves the public tree and the posting forms with its whole branch at once
 * (the public answers follow the catalog's version); listings filed under it stay as they are.
 * An edit that changes nothing writes nothing.
 */
export async function updateCategory(
  deps: CatalogDeps,
  actorId: number,
  id: number,
  input: CategoryUpdateBody,
): Promise<AdminCategory> {
  const { row, listings } = await withUniqueField('slug', 'validation.slug_taken', () =>
    deps.db.transaction(async (tx) => {
      const current = await lockCategory(tx, id);
      if (!current) throw new AppError('not_found');
      const next = {
        ...(input.names ? nameColumns(input.names) : {}),
        ...(input.slug !== undefined ? { slug: input.slug } : {}),
        ...(input.icon !== undefined ? { icon: input.icon } : {}),
        ...(input.sort_order !== undefined ? { sortOrder: input.sort_order } : {}),
        ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
        ...(input.optional_fields !== undefined
          ? { optionalFields: optionalFieldsColumn(current.platform as Platform, input.optional_fields) }
          : {}),
      };
      const diff = changedFields(categorySnapshot(current), categorySnapshot({ ...current, ...next }));
      const listings = await countListingsInCategory(tx, id);
      if (diff.keys.length === 0) return { row: current, listings };
      const updated = await updateCategoryRow(tx, id, next);
      await insertAuditEntry(tx, {
        actorId,
        action: editAction('category', diff.keys, updated.isActive),
        subjectType: 'category',
        subjectId: id,
        before: diff.before,
        after: diff.after,
      });
      return { row: updated, listings };
    }),
  );
  return toAdminCategory(row, listings);
}
