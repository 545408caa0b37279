import type { Locale } from '@portal/contract/locale';
import type { OwnBusiness } from '@portal/contract/sellers';
import { LOGO_FIELD } from '@portal/contract/sellers-values';
import { AppError } from '../../platform/errors';
import { toSquareWebp } from '../../platform/images';
import type { SellersDeps } from './deps';
import { getOwnBusiness } from './own-business';
import { selectBusiness, updateBusiness } from './queries';

/**
 * POST /user/business/logo: the business's logo, checked and re-encoded as an avatar is
 * (platform/images.ts), stored in the avatars' public folder; the previous one is removed.
 * A business must be declared first (404).
 */
export async function uploadBusinessLogo(
  deps: SellersDeps,
  userId: number,
  data: Buffer,
  locale: Locale,
): Promise<OwnBusiness> {
  const before = await selectBusiness(deps.db, userId);
  if (!before) throw new AppError('not_found');
  const webp = await toSquareWebp(data, LOGO_FIELD);
  const key = deps.storage.newKey('avatars', 'webp');
  await deps.storage.put(key, webp);
  await updateBusiness(deps.db, userId, { logoKey: key });
  if (before.business.logoKey) await deps.storage.remove(before.business.logoKey);
  return (await getOwnBusiness(deps.db, userId, locale))!;
}
