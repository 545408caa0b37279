import { AppError } from '../../platform/errors';
import { countListingsInCity } from '../listings/service';
import { insertAuditEntry } from '../../platform/audit';
import { deleteCity as deleteCityRow, lockCity } from './admin-queries';
import { citySnapshot } from './admin-view';
import type { CatalogDeps } from './deps';

/** DELETE /admin/catalog/cities/{id} (admins): refused (409, naming the count) while listings use it. */
export async function deleteCity(deps: CatalogDeps, actorId: number, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await lockCity(tx, id);
    if (!current) throw new AppError('not_found');
    const listings = await countListingsInCity(tx, id);
    if (listings > 0) throw new AppError('city_in_use', { params: { count: listings } });
    await deleteCityRow(tx, id);
    await insertAuditEntry(tx, {
      actorId,
      action: 'city.delete',
      subjectType: 'city',
      subjectId: id,
      before: citySnapshot(current),
    });
  });
}
