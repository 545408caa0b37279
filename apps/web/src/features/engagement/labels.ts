import type { REPORT_REASONS } from '@portal/contract/engagement';

/** Labels of the report reasons, written out so the catalog check sees each one used. */
export const REPORT_REASON_LABELS: Record<(typeof REPORT_REASONS)[number], string> = {
  spam: 'engagement.report.reason.spam',
  fraud: 'engagement.report.reason.fraud',
  wrong_category: 'engagement.report.reason.wrong_category',
  offensive: 'engagement.report.reason.offensive',
  duplicate: 'engagement.report.reason.duplicate',
  unavailable: 'engagement.report.reason.unavailable',
  other: 'engagement.report.reason.other',
};
