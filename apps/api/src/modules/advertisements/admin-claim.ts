import { isolate } from '@portal/contract/bidi';
import { CLAIM_MINUTES } from '@portal/contract/moderation';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { AdminAdsDeps } from './admin-deps';
import { claimPendingAd, findAdWithAdvertiser, findUser } from './admin-queries';
import { adminAdvertisementsOf } from './admin-view';
import type { AdvertisementRow } from './queries';

/** Is the order held by another staff member's live claim? */
export function isClaimedByOther(ad: AdvertisementRow, userId: number, now: Date): boolean {
  return (
    ad.claimedBy !== null && ad.claimedBy !== userId && ad.claimExpiresAt !== null && ad.claimExpiresAt > now
  );
}

/**
 * Why an order cannot be claimed or decided by `userId`: missing (404), no longer waiting for
 * review (409), or claimed by another (409 naming them), as for listings.
 */
export async function adRefusal(tx: Tx, ad: AdvertisementRow | undefined, userId: number, now: Date) {
  if (!ad) return new AppError('not_found');
  if (ad.status !== 'pending_review') {
    return new AppError('conflict', { messageKey: 'error.advertisement_not_pending' });
  }
  const claimer = isClaimedByOther(ad, userId, now) ? await findUser(tx, ad.claimedBy!) : undefined;
  return new AppError('conflict', {
    messageKey: 'error.advertisement_claimed',
    params: { name: claimer ? isolate(`${claimer.firstName} ${claimer.lastName}`.trim()) : '—' },
  });
}

/**
 * POST /admin/advertisements/{id}/claim: holds an order waiting for review for CLAIM_MINUTES
 * (renewing one's own claim), so two staff members never review it at once.
 */
export async function claimAdvertisement(deps: AdminAdsDeps, userId: number, id: number) {
  const now = new Date();
  const until = new Date(now.getTime() + CLAIM_MINUTES * 60 * 1000);
  const claimed = await claimPendingAd(deps.db, id, userId, now, until);
  const row = await findAdWithAdvertiser(deps.db, id);
  if (!claimed) throw await adRefusal(deps.db, row?.ad, userId, now);
  const [advertisement] = await adminAdvertisementsOf(deps.db, [row!], now);
  return { advertisement: advertisement! };
}
