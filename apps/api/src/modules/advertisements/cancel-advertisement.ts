import { AD_CANCELLABLE, type AdStatus } from '@portal/contract/advertisements-values';
import type { Advertisement } from '@portal/contract/advertisements';
import type { Locale } from '@portal/contract/locale';
import { insertAuditEntry } from '../../platform/audit';
import type { UserRow } from '../../platform/auth/plugin';
import { AppError } from '../../platform/errors';
import { getSettings } from '../settings/service';
import { advertisementsOf } from './advertisement-view';
import { releaseAdvertisementPlaces } from './capacity';
import type { AdvertisementsDeps } from './deps';
import { adMailData } from './mails';
import { selectAdvertisementForUpdate, updateAdvertisementStatus } from './queries';

/**
 * POST /user/advertisements/:id/cancel: the advertiser withdraws an order before it shows
 * (AD_CANCELLABLE). Its days are given back, the change audited and the advertiser mailed in
 * the order's language. Another member's order is the same 404 as none.
 */
export async function cancelAdvertisement(
  deps: AdvertisementsDeps,
  advertiser: UserRow,
  id: number,
): Promise<Advertisement> {
  const settings = await getSettings(deps.db);
  const advertisement = await deps.db.transaction(async (tx) => {
    const row = await selectAdvertisementForUpdate(tx, id);
    if (!row || row.userId !== advertiser.id) throw new AppError('not_found');
    if (!AD_CANCELLABLE.includes(row.status as AdStatus)) throw new AppError('ad_not_cancellable');
    const cancelled = await updateAdvertisementStatus(tx, id, 'cancelled');
    await releaseAdvertisementPlaces(tx, row);
    await insertAuditEntry(tx, {
      actorId: advertiser.id,
      action: 'advertisement.cancel',
      subjectType: 'advertisement',
      subjectId: id,
      before: { status: row.status },
      after: { status: cancelled.status },
    });
    await deps.enqueueMail(tx, {
      to: advertiser.email,
      locale: row.locale as Locale,
      template: 'advertisement_cancelled',
      siteName: settings.general.site_name,
      data: adMailData(cancelled, advertiser.firstName),
    });
    return (await advertisementsOf(tx, [cancelled]))[0]!;
  });
  deps.notifyMail();
  return advertisement;
}
