import type { UnpublishBody } from '@portal/contract/trust';
import { mailAuthor, setDecision, resolveRejectionReason } from '../moderation/service';
import { insertAuditEntry } from '../../platform/audit';
import { closeReportsWith } from './close-reports';
import type { TrustDeps } from './deps';
import { clearFlags } from './listing-flags';

/**
 * A reported listing taken offline: back to Rejected with a reason (a preset and/or free text,
 * in the author's language) that the author reads in their list and by mail; its reports are
 * closed as actioned.
 */
export async function unpublishListing(
  deps: TrustDeps,
  actorId: number,
  listingId: number,
  input: UnpublishBody,
) {
  const reasonIn = await resolveRejectionReason(deps, input);
  return closeReportsWith(deps, actorId, listingId, 'unpublish', async (c) => {
    const reason = reasonIn(c.locale);
    await setDecision(c.tx, listingId, { status: 'rejected', rejectionReason: reason }, c.now);
    await clearFlags(c.tx, listingId, c.now);
    await insertAuditEntry(c.tx, {
      actorId,
      action: 'listing.unpublish',
      subjectType: 'listing',
      subjectId: listingId,
      before: { status: c.listing.status, open_reports: c.reportIds.length },
      after: { status: 'rejected', rejection_reason: reason, report_ids: c.reportIds },
      reason,
      createdAt: c.now,
    });
    await mailAuthor(deps, c.tx, c.listing, c.author, c.locale, reason);
  });
}
