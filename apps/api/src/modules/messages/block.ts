import { publishLive } from '../../platform/live-events';
import { otherOf, participantConversation } from './access';
import type { MessagesDeps } from './deps';
import { deleteBlock, insertBlock } from './queries';

/**
 * POST /conversations/{id}/block: the reader blocks the other person. No message goes either
 * way between them any more, in any conversation; both pages show it. DELETE takes it back.
 */
export async function setBlock(
  deps: MessagesDeps,
  userId: number,
  id: number,
  blocked: boolean,
): Promise<void> {
  const row = await participantConversation(deps.db, id, userId);
  const otherId = otherOf(row, userId);
  await deps.db.transaction(async (tx) => {
    if (blocked) await insertBlock(tx, userId, otherId);
    else await deleteBlock(tx, userId, otherId);
    await publishLive(tx, [userId, otherId], { event: 'block', data: { conversation_id: row.id } });
  });
}
