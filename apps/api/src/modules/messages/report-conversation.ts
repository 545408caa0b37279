import type { ConversationReportBody } from '@portal/contract/messages';
import { AppError } from '../../platform/errors';
import { participantConversation } from './access';
import type { MessagesDeps } from './deps';
import { insertReport } from './queries';

/**
 * POST /conversations/{id}/report: a participant asks staff to look. The conversation enters
 * the reported conversations' queue, its messages as evidence; staff may read it while the
 * report is open. One open report per conversation and reporter.
 */
export async function reportConversation(
  deps: MessagesDeps,
  userId: number,
  id: number,
  body: ConversationReportBody,
): Promise<void> {
  await participantConversation(deps.db, id, userId);
  const inserted = await insertReport(deps.db, {
    conversationId: id,
    reporterId: userId,
    reason: body.reason,
    details: body.details || null,
  });
  if (!inserted)
    throw new AppError('already_reported', { messageKey: 'error.conversation_already_reported' });
}
