import type { AdminCity, CityUpdateBody } from '@portal/contract/catalog-admin';
import { AppError } from '../../platform/errors';
import { countListingsInCity } from '../listings/service';
import { insertAuditEntry, changedFields, editAction } from '../../platform/audit';
import { lockCity, updateCity as updateCityRow } from './admin-queries';
import { citySnapshot, nameColumns, toAdminCity } from './admin-view';
import type { CatalogDeps } from './deps';
import { withUniqueField } from './unique-field';

/**
 * PATCH /admin/catalog/cities/{id} (admins): names, slug, order, active. An inactive city is
 * no longer offered for new listings; the listings that name it keep it.
 */
export async function updateCity(
  deps: CatalogDeps,
  actorId: number,
  id: number,
  input: CityUpdateBody,
): Promise<AdminCity> {
  const { row, listings } = await withUniqueField('slug', 'validation.slug_taken', () =>
    deps.db.transaction(async (tx) => {
      const current = await lockCity(tx, id);
      if (!current) throw new AppError('not_found');
      const next = {
        ...(input.names ? nameColumns(input.names) : {}),
        ...(input.slug !== undefined ? { slug: input.slug } : {}),
        ...(input.sort_order !== undefined ? { sortOrder: input.sort_order } : {}),
        ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
      };
      const diff = changedFields(citySnapshot(current), citySnapshot({ ...current, ...next }));
      const listings = await countListingsInCity(tx, id);
      if (diff.keys.length === 0) return { row: current, listings };
      const updated = await updateCityRow(tx, id, next);
      await insertAuditEntry(tx, {
        actorId,
        action: editAction('city', diff.keys, updated.isActive),
        subjectType: 'city',
        subjectId: id,
        before: diff.before,
        after: diff.after,
      });
      return { row: updated, listings };
    }),
  );
  return toAdminCity(row, listings);
}
