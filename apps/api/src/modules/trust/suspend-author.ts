import type { SuspendBody } from '@portal/contract/trust';
import { closeReportsWith } from './close-reports';
import type { TrustDeps } from './deps';
import { suspendInTx, type Actor } from './suspend-user';

/**
 * The author of a reported listing is suspended (see suspend-user.ts for what that does and
 * who may do it); the listing's reports are closed as actioned.
 */
export async function suspendAuthor(deps: TrustDeps, actor: Actor, listingId: number, input: SuspendBody) {
  return closeReportsWith(deps, actor.id, listingId, 'suspend', async ({ tx, author, reportIds, now }) => {
    await suspendInTx(tx, actor, author.id, input.reason?.trim() || null, now, {
      listing_id: listingId,
      report_ids: reportIds,
    });
  });
}
