import type { AdminContentItem } from '@portal/contract/content';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { adminItems } from './load-items';
import { selectItem } from './queries';

/** GET /admin/content/items/:id (staff): one item in any state. */
export async function getAdminContent(db: Tx, id: number): Promise<AdminContentItem> {
  const row = await selectItem(db, id);
  if (!row) throw new AppError('not_found');
  const [item] = await adminItems(db, [row]);
  return item!;
}
