import type { Locale } from '@portal/contract/locale';
import type { adminBusinessesQuerySchema, AdminBusinessesResponse } from '@portal/contract/sellers';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { toAdminBusiness } from './business-view';
import { selectBusinesses } from './queries';

/** GET /admin/businesses (staff): the businesses in one state, the longest waiting first. */
export async function listBusinesses(
  db: Tx,
  query: z.output<typeof adminBusinessesQuerySchema>,
  locale: Locale,
): Promise<AdminBusinessesResponse> {
  const { rows, total } = await selectBusinesses(
    db,
    query.verification,
    query.per_page,
    (query.page - 1) * query.per_page,
  );
  return {
    data: rows.map((row) => toAdminBusiness(row, locale)),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}
