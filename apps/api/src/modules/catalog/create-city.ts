import type { AdminCity, CityCreateBody } from '@portal/contract/catalog-admin';
import { AppError } from '../../platform/errors';
import { insertAuditEntry } from '../../platform/audit';
import { insertCity, lockRegion, nextCityOrder } from './admin-queries';
import { citySnapshot, nameColumns, toAdminCity } from './admin-view';
import type { CatalogDeps } from './deps';
import { withUniqueField } from './unique-field';

/** POST /admin/catalog/regions/{id}/cities (admins): a city (commune) of a wilaya, after the others. */
export async function createCity(
  deps: CatalogDeps,
  actorId: number,
  regionId: number,
  input: CityCreateBody,
): Promise<AdminCity> {
  const row = await withUniqueField('slug', 'validation.slug_taken', () =>
    deps.db.transaction(async (tx) => {
      if (!(await lockRegion(tx, regionId))) throw new AppError('not_found');
      const created = await insertCity(tx, {
        regionId,
        ...nameColumns(input.names),
        slug: input.slug,
        sortOrder: input.sort_order ?? (await nextCityOrder(tx, regionId)),
        isActive: input.is_active ?? true,
      });
      await insertAuditEntry(tx, {
        actorId,
        action: 'city.create',
        subjectType: 'city',
        subjectId: created.id,
        after: citySnapshot(created),
      });
      return created;
    }),
  );
  return toAdminCity(row, 0);
}
