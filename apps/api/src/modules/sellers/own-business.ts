import type { Locale } from '@portal/contract/locale';
import type { OwnBusiness } from '@portal/contract/sellers';
import type { Tx } from '../../db/client';
import { toOwnBusiness } from './business-view';
import { selectBusiness } from './queries';

/** GET /user/business (and every owner's change's answer): the owner's business, or null. */
export async function getOwnBusiness(db: Tx, userId: number, locale: Locale): Promise<OwnBusiness | null> {
  const row = await selectBusiness(db, userId);
  return row ? toOwnBusiness(row, locale) : null;
}
