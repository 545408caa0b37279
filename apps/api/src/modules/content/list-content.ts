import type { ContentList, contentListQuerySchema } from '@portal/contract/content';
import type { ContentKind } from '@portal/contract/content-values';
import type { Locale } from '@portal/contract/locale';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { buildTextQuery, synonymsOf } from '../listings/service';
import { publicItems } from './load-items';
import { isDatedKind, selectPublishedPage } from './queries';

export type ContentListQuery = z.output<typeof contentListQuerySchema>;

/**
 * GET /content/:kind: one page of a kind's public items (published, their time come), newest
 * first for articles and in the editors' order otherwise, filtered by the details' category,
 * tag, list, section or media type, and searched (`q`) like the listings: folded words, stems,
 * prefixes, Arabizi and the other script's spellings (search-document.ts). Each item in the
 * reader's language or a fallback; articles without their body.
 */
export async function listContent(
  db: Db,
  kind: ContentKind,
  query: ContentListQuery,
  locale: Locale,
): Promise<ContentList> {
  // The settings' synonym groups too (tomobil, voiture, سيارة), as the listings' search reads them.
  const text = query.q ? buildTextQuery(query.q, await synonymsOf(db)) : undefined;
  const perPage = query.per_page;
  if (query.q !== undefined && query.q.trim() !== '' && !text) {
    return { data: [], meta: { page: query.page, per_page: perPage, total: 0, last_page: 1 } };
  }
  const { rows, total } = await selectPublishedPage(db, {
    kind,
    filters: query,
    tsquery: text?.match,
    offset: (query.page - 1) * perPage,
    limit: perPage,
  });
  const data = await publicItems(db, rows, locale, { withBody: !isDatedKind(kind) });
  return {
    data,
    meta: { page: query.page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
}
