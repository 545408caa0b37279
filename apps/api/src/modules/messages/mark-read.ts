import { publishLive } from '../../platform/live-events';
import { otherOf, participantConversation } from './access';
import type { MessagesDeps } from './deps';
import { readMessageNotification } from './notify-message';
import { markSeen } from './queries';

/**
 * POST /conversations/{id}/read: the reader saw the conversation. Each message to them gets its
 * read receipt, which the sender's open page shows at once, and their notification of the
 * conversation is read; the unread mail may go again later.
 */
export async function markRead(deps: MessagesDeps, userId: number, id: number): Promise<void> {
  const row = await participantConversation(deps.db, id, userId);
  await deps.db.transaction(async (tx) => {
    await readMessageNotification(tx, row.id, userId);
    const seen = await markSeen(tx, row, userId);
    if (seen.length === 0) return;
    await publishLive(tx, [userId, otherOf(row, userId)], {
      event: 'read',
      data: { conversation_id: row.id, reader_id: userId },
    });
  });
}
