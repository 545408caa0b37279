import type { AdminContentItem } from '@portal/contract/content';
import type { ContentKind } from '@portal/contract/content-values';
import { changedFields, insertAuditEntry } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { withUniqueField } from '../catalog/service';
import { checkItemInput, itemSnapshot, publishedAtOf, type ContentItemInput } from './check-item-input';
import type { ContentDeps } from './deps';
import { adminItems } from './load-items';
import { lockItem, replaceTranslations, selectTranslations, updateItem } from './queries';

/**
 * PUT /admin/content/items/:id (admins): the item replaced by the body (its kind stays; the
 * details must be of it), its order kept. Locked meanwhile; the audit entry records the fields
 * that changed, before and after; an edit that changes nothing writes nothing.
 */
export async function updateContent(
  deps: Pick<ContentDeps, 'db'>,
  actorId: number,
  id: number,
  input: ContentItemInput,
): Promise<AdminContentItem> {
  const row = await withUniqueField('slug', 'validation.slug_taken', () =>
    deps.db.transaction(async (tx) => {
      const current = await lockItem(tx, id);
      if (!current) throw new AppError('not_found');
      const kind = current.kind as ContentKind;
      const checked = await checkItemInput(tx, kind, input, current);
      const before = itemSnapshot(current, (await selectTranslations(tx, [id])).get(id) ?? []);
      const values = {
        slug: checked.slug,
        status: input.status,
        publishAt: input.publish_at === null ? null : new Date(input.publish_at),
        details: input.details,
      };
      const after = itemSnapshot({ ...values, kind }, checked.translations);
      const changes = changedFields(before, after);
      if (changes.keys.length === 0) return current;
      const updated = await updateItem(tx, id, {
        ...values,
        publishedAt: publishedAtOf(input, current, new Date()),
        searchText: checked.searchText,
        updatedBy: actorId,
      });
      await replaceTranslations(tx, id, checked.translations);
      await insertAuditEntry(tx, {
        actorId,
        action: 'content.update',
        subjectType: 'content',
        subjectId: id,
        before: changes.before,
        after: changes.after,
      });
      return updated;
    }),
  );
  const [item] = await adminItems(deps.db, [row]);
  return item!;
}
