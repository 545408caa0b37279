import type { ConversationReportReason } from '@portal/contract/messages-values';

/** Labels of the reasons to report a conversation, written out so the catalog check sees each one used. */
export const CONVERSATION_REPORT_LABELS: Record<ConversationReportReason, string> = {
  spam: 'messages.report.reason.spam',
  fraud: 'messages.report.reason.fraud',
  offensive: 'messages.report.reason.offensive',
  other: 'messages.report.reason.other',
};
