import type { AdminCategory, CategoryCreateBody } from '@portal/contract/catalog-admin';
import { MAX_CATEGORY_DEPTH, type Platform } from '@portal/contract/catalog';
import { AppError } from '../../platform/errors';
import { insertAuditEntry } from '../../platform/audit';
import { insertCategory, lockCategory, nextCategoryOrder } from './admin-queries';
import { categorySnapshot, nameColumns, optionalFieldsColumn, toAdminCategory } from './admin-view';
import type { CatalogDeps } from './deps';
import { withUniqueField } from './unique-field';

/**
 * POST /admin/catalog/{platform}/categories (admins): a category, or a level under an existing
 * node of the same platform (a filter has none under it). The parent is locked so it cannot
 * be deleted meanwhile; the audit entry is written in the same transaction.
 */
export async function createCategory(
  deps: CatalogDeps,
  actorId: number,
  platform: Platform,
  input: CategoryCreateBody,
): Promise<AdminCategory> {
  const row = await withUniqueField('slug', 'validation.slug_taken', () =>
    deps.db.transaction(async (tx) => {
      let depth = 0;
      if (input.parent_id !== null) {
        const parent = await lockCategory(tx, input.parent_id);
        if (!parent || parent.platform !== platform) {
          throw new AppError('validation_failed', {
            fieldErrors: { parent_id: ['validation.invalid_value'] },
          });
        }
        if (parent.depth >= MAX_CATEGORY_DEPTH) {
          throw new AppError('validation_failed', {
            fieldErrors: { parent_id: ['validation.category_too_deep'] },
          });
        }
        depth = parent.depth + 1;
      }
      const created = await insertCategory(tx, {
        platform,
        parentId: input.parent_id,
        depth,
        ...nameColumns(input.names),
        slug: input.slug,
        icon: input.icon,
        sortOrder: input.sort_order ?? (await nextCategoryOrder(tx, platform, input.parent_id)),
        isActive: input.is_active ?? true,
        optionalFields: optionalFieldsColumn(platform, input.optional_fields ?? null),
      });
      await insertAuditEntry(tx, {
        actorId,
        action: 'category.create',
        subjectType: 'category',
        subjectId: created.id,
        after: categorySnapshot(created),
      });
      return created;
    }),
  );
  return toAdminCategory(row, 0);
}
