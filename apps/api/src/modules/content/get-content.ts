import type { ContentItem } from '@portal/contract/content';
import type { ContentKind } from '@portal/contract/content-values';
import type { Locale } from '@portal/contract/locale';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { publicItems } from './load-items';
import { isDatedKind, selectPublishedByRef, selectRelated } from './queries';

/** Articles shown beside one. */
export const RELATED_COUNT = 4;

/**
 * GET /content/:kind/:ref: a public item by slug or id in the reader's language (or a
 * fallback), with up to four public articles of the same kind sharing its category or a tag
 * (none for other kinds). A draft, a scheduled item or none at all is the same 404.
 */
export async function getContent(
  db: Tx,
  kind: ContentKind,
  ref: string,
  locale: Locale,
): Promise<{ item: ContentItem; related: ContentItem[] }> {
  const row = await selectPublishedByRef(db, kind, ref);
  const [item] = row ? await publicItems(db, [row], locale, { withBody: true }) : [];
  if (!row || !item) throw new AppError('not_found', { messageKey: 'error.content_not_found' });
  const related = isDatedKind(kind)
    ? await publicItems(db, await selectRelated(db, row, RELATED_COUNT), locale, { withBody: false })
    : [];
  return { item, related };
}
