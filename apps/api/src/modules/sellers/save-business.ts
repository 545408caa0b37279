import type { z } from 'zod';
import type { Locale } from '@portal/contract/locale';
import type { businessBodySchema, OwnBusiness } from '@portal/contract/sellers';
import { registryNumberKey } from '@portal/contract/sellers-values';
import { AppError } from '../../platform/errors';
import type { SellersDeps } from './deps';
import { getOwnBusiness } from './own-business';
import { regionExists, selectBusiness, upsertBusiness } from './queries';

/**
 * PUT /user/business: the owner declares or edits their business. A new registry number (or a
 * first one) waits for staff again: a verified business that changes it loses its badge until
 * staff verify the new one; other edits keep where the verification stands.
 */
export async function saveBusiness(
  deps: SellersDeps,
  userId: number,
  input: z.output<typeof businessBodySchema>,
  locale: Locale,
): Promise<OwnBusiness> {
  if (input.region_id !== null && !(await regionExists(deps.db, input.region_id))) {
    throw new AppError('validation_failed', { fieldErrors: { region_id: ['validation.invalid_value'] } });
  }
  await deps.db.transaction(async (tx) => {
    const before = await selectBusiness(tx, userId);
    const sameNumber =
      before !== undefined &&
      registryNumberKey(before.business.registryNumber) === registryNumberKey(input.registry_number);
    await upsertBusiness(tx, {
      userId,
      kind: input.kind,
      name: input.name,
      description: input.description,
      address: input.address,
      regionId: input.region_id,
      openingHours: input.opening_hours,
      phone: input.phone,
      registryNumber: input.registry_number,
      textLocale: input.text_locale,
      ...(sameNumber
        ? {}
        : { verification: 'pending', verifiedAt: null, decidedBy: null, decidedAt: null, note: null }),
    });
  });
  return (await getOwnBusiness(deps.db, userId, locale))!;
}
