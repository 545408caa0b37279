import { conversationReportBodySchema, type ConversationReportBody } from '@portal/contract/messages';
import { CONVERSATION_REPORT_REASONS, MESSAGE_LIMITS } from '@portal/contract/messages-values';
import { useTranslation } from '../../../lib/use-translation';
import { ReportDialog } from '../../../ui/report-dialog';
import { useReportConversation } from '../api/conversation-actions';
import { CONVERSATION_REPORT_LABELS } from '../labels';

/** Reporting a conversation: the shared report dialog with the conversation's reasons and words. */
export function ReportConversationDialog({
  conversationId,
  onClose,
}: {
  conversationId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const report = useReportConversation(conversationId);
  return (
    <ReportDialog<ConversationReportBody>
      testId="report-conversation-dialog"
      texts={{
        title: t('messages.report.title'),
        reasonLabel: t('messages.report.reason_label'),
        detailsLabel: t('messages.report.details_label'),
        cancel: t('messages.report.cancel'),
        submit: t('messages.report.submit'),
        close: t('messages.report.close'),
      }}
      reasons={CONVERSATION_REPORT_REASONS.map((value) => ({
        value,
        label: t(CONVERSATION_REPORT_LABELS[value]),
      }))}
      schema={conversationReportBodySchema}
      detailsMax={MESSAGE_LIMITS.reportDetails.max}
      send={async (values) => (await report.mutateAsync(values)).message}
      onClose={onClose}
    />
  );
}
