import type { Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { selectActiveSeller, selectBusiness } from './queries';

/**
 * POST /sellers/{username}/phone: the business's phone, on a click (never in the page, so it
 * cannot be scraped from pages; rate-limited as a listing's phone). 404 when there is none.
 */
export async function revealSellerPhone(db: Tx, username: string): Promise<{ phone: string }> {
  const user = await selectActiveSeller(db, username);
  const business = user ? await selectBusiness(db, user.id) : undefined;
  if (!user || !business?.business.phone) throw new AppError('not_found');
  const { phone } = business.business;
  return { phone: user.countryCode ? `${user.countryCode}${phone}` : phone };
}
