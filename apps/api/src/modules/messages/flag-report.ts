import { CONVERSATION_FLAG_REASON } from '@portal/contract/messages-values';
import type { Tx } from '../../db/client';
import { insertReport, type MessageFlag } from './queries';

/**
 * A message raised a flag (a banned word, a link): its conversation enters the reports queue
 * as a flagged listing enters moderation, by the system's report (no reporter, reason
 * `flagged`), so staff may read it there, audited. One open per conversation, however many
 * flagged messages follow: they are its evidence, counted in the queue.
 */
export async function reportIfFlagged(tx: Tx, conversationId: number, flags: MessageFlag[]): Promise<void> {
  if (flags.length === 0) return;
  await insertReport(tx, {
    conversationId,
    reporterId: null,
    reason: CONVERSATION_FLAG_REASON,
    details: null,
  });
}
