import type { SellersDeps } from './deps';
import { deleteBusinessOfUser } from './service';

/** DELETE /user/business: the account is an individual again; its logo goes with the details. */
export async function removeBusiness(deps: SellersDeps, userId: number): Promise<void> {
  const removeLogo = await deleteBusinessOfUser(deps.db, deps.storage, userId);
  await removeLogo();
}
