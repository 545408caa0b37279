import type { CityOrderBody } from '@portal/contract/catalog-admin';
import { AppError } from '../../platform/errors';
import { lockCitiesOf, lockRegion, updateCity } from './admin-queries';
import { applyOrder } from './catalog-order';
import type { CatalogDeps } from './deps';

/**
 * PUT /admin/catalog/regions/{id}/cities/order (admins): every city of a wilaya in a new order
 * (409 if the list sent is not exactly its cities). Each city that moves gets its audit entry.
 */
export async function reorderCities(
  deps: CatalogDeps,
  actorId: number,
  regionId: number,
  input: CityOrderBody,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await lockRegion(tx, regionId))) throw new AppError('not_found');
    await applyOrder(tx, actorId, 'city', await lockCitiesOf(tx, regionId), input.ids, (id, sortOrder) =>
      updateCity(tx, id, { sortOrder }),
    );
  });
}
