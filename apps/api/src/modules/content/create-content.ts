import type { AdminContentItem } from '@portal/contract/content';
import type { ContentKind } from '@portal/contract/content-values';
import { insertAuditEntry } from '../../platform/audit';
import { withUniqueField } from '../catalog/service';
import { checkItemInput, itemSnapshot, publishedAtOf, type ContentItemInput } from './check-item-input';
import type { ContentDeps } from './deps';
import { adminItems } from './load-items';
import { insertItem, nextPosition, replaceTranslations } from './queries';

/**
 * POST /admin/content/:kind (admins; the seeder too, with no actor): a new item at the end of
 * its kind's order, bodies sanitized, audited in the same transaction. A slug taken meanwhile
 * by another admin's item is the slug's 422, as when it was taken before.
 */
export async function createContent(
  deps: Pick<ContentDeps, 'db'>,
  actorId: number | null,
  kind: ContentKind,
  input: ContentItemInput,
): Promise<AdminContentItem> {
  const row = await withUniqueField('slug', 'validation.slug_taken', () =>
    deps.db.transaction(async (tx) => {
      const checked = await checkItemInput(tx, kind, input);
      const created = await insertItem(tx, {
        kind,
        slug: checked.slug,
        status: input.status,
        publishAt: input.publish_at === null ? null : new Date(input.publish_at),
        publishedAt: publishedAtOf(input, undefined, new Date()),
        position: await nextPosition(tx, kind),
        details: input.details,
        searchText: checked.searchText,
        createdBy: actorId,
        updatedBy: actorId,
      });
      await replaceTranslations(tx, created.id, checked.translations);
      await insertAuditEntry(tx, {
        actorId,
        action: 'content.create',
        subjectType: 'content',
        subjectId: created.id,
        after: itemSnapshot(created, checked.translations),
      });
      return created;
    }),
  );
  const [item] = await adminItems(deps.db, [row]);
  return item!;
}
