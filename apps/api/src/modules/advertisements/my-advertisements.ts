import type { Advertisement } from '@portal/contract/advertisements';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { advertisementsOf } from './advertisement-view';
import { selectAdvertisement, selectAdvertisementsOfUser } from './queries';

/** GET /user/advertisements: the member's orders, newest first. */
export async function listMyAdvertisements(db: Db, userId: number): Promise<Advertisement[]> {
  return advertisementsOf(db, await selectAdvertisementsOfUser(db, userId));
}

/** GET /user/advertisements/:id: one of the member's orders; another's is the same 404 as none. */
export async function getMyAdvertisement(db: Db, userId: number, id: number): Promise<Advertisement> {
  const row = await selectAdvertisement(db, id);
  if (!row || row.userId !== userId) throw new AppError('not_found');
  return (await advertisementsOf(db, [row]))[0]!;
}
