import { insertAuditEntry } from '../../platform/audit';
import { closeReportsWith } from './close-reports';
import type { TrustDeps } from './deps';

/** The reports on a listing were unfounded: they are closed as dismissed; the listing stays. */
export async function dismissReports(deps: TrustDeps, actorId: number, listingId: number) {
  return closeReportsWith(deps, actorId, listingId, 'dismiss', async ({ tx, reportIds, now }) => {
    await insertAuditEntry(tx, {
      actorId,
      action: 'reports.dismiss',
      subjectType: 'listing',
      subjectId: listingId,
      before: { open_reports: reportIds.length },
      after: { status: 'dismissed', report_ids: reportIds },
      createdAt: now,
    });
  });
}
