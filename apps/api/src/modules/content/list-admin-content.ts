import type { adminContentListQuerySchema } from '@portal/contract/content';
import type { ContentKind } from '@portal/contract/content-values';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { buildTextQuery } from '../listings/service';
import { adminItems } from './load-items';
import { selectAdminPage } from './queries';

/**
 * GET /admin/content/:kind (staff): a page of a kind's items in every state (or one: draft,
 * scheduled, published), in the kind's order, searched like the public lists.
 */
export async function listAdminContent(
  db: Tx,
  kind: ContentKind,
  query: z.output<typeof adminContentListQuerySchema>,
) {
  const text = buildTextQuery(query.q);
  const perPage = query.per_page;
  const empty = query.q !== undefined && query.q.trim() !== '' && !text;
  const { rows, total } = empty
    ? { rows: [], total: 0 }
    : await selectAdminPage(db, {
        kind,
        state: query.state,
        tsquery: text?.match,
        offset: (query.page - 1) * perPage,
        limit: perPage,
      });
  return {
    data: await adminItems(db, rows),
    meta: { page: query.page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
}
