import type { Tx } from '../../db/client';
import { insertAuditEntry } from '../../platform/audit';
import { closeReportsWith } from './close-reports';
import type { TrustDeps } from './deps';

/** The audit entry of reports dismissed, on a listing or a conversation. */
export async function auditDismissal(
  tx: Tx,
  actorId: number,
  subject: { type: 'listing' | 'conversation'; id: number },
  reportIds: number[],
  now: Date,
) {
  await insertAuditEntry(tx, {
    actorId,
    action: 'reports.dismiss',
    subjectType: subject.type,
    subjectId: subject.id,
    before: { open_reports: reportIds.length },
    after: { status: 'dismissed', report_ids: reportIds },
    createdAt: now,
  });
}

/** The reports on a listing were unfounded: they are closed as dismissed; the listing stays. */
export async function dismissReports(deps: TrustDeps, actorId: number, listingId: number) {
  return closeReportsWith(deps, actorId, listingId, 'dismiss', ({ tx, reportIds, now }) =>
    auditDismissal(tx, actorId, { type: 'listing', id: listingId }, reportIds, now),
  );
}
