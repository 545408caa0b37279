import type { RegionUpdateBody } from '@portal/contract/catalog-admin';
import { AppError } from '../../platform/errors';
import { insertAuditEntry, changedFields } from '../../platform/audit';
import { lockRegion, updateRegion as updateRegionRow } from './admin-queries';
import { nameColumns, namesOf, regionSnapshot } from './admin-view';
import type { CatalogDeps } from './deps';

/**
 * PATCH /admin/catalog/regions/{id} (admins): a wilaya's names. Wilayas themselves are
 * official, with their codes: they are neither added nor deleted here (see catalog-admin.ts).
 */
export async function updateRegion(deps: CatalogDeps, actorId: number, id: number, input: RegionUpdateBody) {
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockRegion(tx, id);
    if (!current) throw new AppError('not_found');
    const diff = changedFields(regionSnapshot(current), { ...regionSnapshot(current), names: input.names });
    if (diff.keys.length === 0) return current;
    const updated = await updateRegionRow(tx, id, nameColumns(input.names));
    await insertAuditEntry(tx, {
      actorId,
      action: 'region.update',
      subjectType: 'region',
      subjectId: id,
      before: diff.before,
      after: diff.after,
    });
    return updated;
  });
  return { region: { id: row.id, names: namesOf(row), slug: row.slug } };
}
