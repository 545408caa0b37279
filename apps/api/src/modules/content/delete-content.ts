import { insertAuditEntry } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { itemSnapshot } from './check-item-input';
import type { ContentDeps } from './deps';
import { deleteItem, lockItem, selectTranslations } from './queries';

/**
 * DELETE /admin/content/items/:id (admins): the item and its translations; the audit entry
 * keeps what it was. Its files stay: a file may be named by another item or in a body, and
 * an upload is cheap to keep next to the cost of a page showing a broken image.
 */
export async function deleteContent(
  deps: Pick<ContentDeps, 'db'>,
  actorId: number,
  id: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const current = await lockItem(tx, id);
    if (!current) throw new AppError('not_found');
    const translations = (await selectTranslations(tx, [id])).get(id) ?? [];
    await deleteItem(tx, id);
    await insertAuditEntry(tx, {
      actorId,
      action: 'content.delete',
      subjectType: 'content',
      subjectId: id,
      before: itemSnapshot(current, translations),
    });
  });
}
