import type { AdminAdvertisement } from '@portal/contract/advertisements';
import type { Tx } from '../../db/client';
import type { users } from '../../db/schema/index';
import { selectLedger, toPayment } from '../payments/service';
import { advertisementsOf } from './advertisement-view';
import { selectUsers } from './admin-queries';
import type { AdvertisementRow } from './queries';

type UserRow = typeof users.$inferSelect;

const nameOf = (u: UserRow) => `${u.firstName} ${u.lastName}`.trim();

/**
 * Orders as staff see them: the advertiser's view (one mapper, advertisement-view.ts) with
 * the advertiser, the live claim, who decided and every payment of the ledger, newest first.
 */
export async function adminAdvertisementsOf(
  tx: Tx,
  rows: { ad: AdvertisementRow; advertiser: UserRow }[],
  now = new Date(),
): Promise<AdminAdvertisement[]> {
  const views = await advertisementsOf(
    tx,
    rows.map((r) => r.ad),
  );
  const staff = await selectUsers(tx, [
    ...new Set(rows.flatMap((r) => [r.ad.claimedBy, r.ad.decidedBy]).filter((id) => id !== null)),
  ]);
  const ledgers = await Promise.all(rows.map((r) => selectLedger(tx, r.ad.id, 'advertisement')));
  return rows.map(({ ad, advertiser }, i) => {
    const claimLive = ad.claimedBy !== null && ad.claimExpiresAt !== null && ad.claimExpiresAt > now;
    const claimer = claimLive ? staff.get(ad.claimedBy!) : undefined;
    const decider = ad.decidedBy !== null ? staff.get(ad.decidedBy) : undefined;
    return {
      ...views[i]!,
      advertiser: {
        id: advertiser.id,
        name: nameOf(advertiser),
        username: advertiser.username,
        email: advertiser.email,
      },
      claimed_by: claimer ? { id: claimer.id, name: nameOf(claimer) } : null,
      claim_expires_at: claimer ? ad.claimExpiresAt!.toISOString() : null,
      decided_by: decider ? nameOf(decider) : null,
      payments: ledgers[i]!.map((p) => toPayment(p.payment, p.recorder)),
    };
  });
}
