import type { ReportBody } from '@portal/contract/engagement';
import { AppError } from '../../platform/errors';
import type { EngagementDeps } from './deps';
import { publicListing, refuseOwner } from './listing-access';
import { insertReport } from './queries';

/**
 * POST /listings/{id}/report: an open report for the moderation queue. One per user
 * and listing: the unique index decides, so two reports sent at once still make one row.
 */
export async function reportListing(
  deps: EngagementDeps,
  userId: number,
  id: number,
  body: ReportBody,
): Promise<void> {
  refuseOwner(await publicListing(deps, id), userId);
  const inserted = await insertReport(deps.db, {
    userId,
    listingId: id,
    reason: body.reason,
    details: body.details || null,
  });
  if (!inserted) throw new AppError('already_reported');
}
