import type { Db, Tx } from '../../db/client';
import type { Storage } from '../../platform/storage';
import { deleteBusiness, selectBusiness } from './queries';

/**
 * What other areas use of sellers (docs/decisions/023-module-boundaries.md): the account's
 * deletion removes its business, and "download my data" includes it.
 */

/** Removes the business in the deletion's transaction; the returned step removes its logo after commit. */
export async function deleteBusinessOfUser(
  tx: Tx,
  storage: Storage,
  userId: number,
): Promise<() => Promise<void>> {
  const removed = await deleteBusiness(tx, userId);
  return async () => {
    if (removed?.logoKey) await storage.remove(removed.logoKey);
  };
}

/** The business as its owner declared it, for the data export (null when none). */
export async function businessDataOfUser(db: Db, userId: number) {
  const row = await selectBusiness(db, userId);
  if (!row) return null;
  const { userId: _userId, logoKey: _logoKey, decidedBy: _decidedBy, ...business } = row.business;
  return business;
}
