import type { FastifyReply } from 'fastify';
import { AppError } from '../../platform/errors';
import type { MessagesDeps } from './deps';
import { selectConversation, selectMessage, selectOpenReports } from './queries';

/**
 * GET /conversations/{id}/messages/{messageId}/photo: a photo sent in a conversation, for its
 * two participants, and for staff while a report of it is open (they read it in the back
 * office, where the reading is audited). Anyone else, and a photo erased with its author's
 * account, get 404.
 */
export async function openMessagePhoto(
  deps: MessagesDeps,
  reader: { id: number; staff: boolean },
  id: number,
  messageId: number,
) {
  const conversation = await selectConversation(deps.db, id);
  if (!conversation) throw new AppError('not_found');
  const participant = conversation.buyerId === reader.id || conversation.sellerId === reader.id;
  if (!participant && !(reader.staff && (await selectOpenReports(deps.db, [id])).length > 0)) {
    throw new AppError('not_found');
  }
  const message = await selectMessage(deps.db, id, messageId);
  const opened = message?.photoKey ? await deps.storage.open(message.photoKey) : undefined;
  if (!opened) throw new AppError('not_found');
  return opened;
}

/** Sends a message's photo to be shown in the page, never kept by the browser nor sniffed. */
export function sendMessagePhoto(reply: FastifyReply, opened: Awaited<ReturnType<typeof openMessagePhoto>>) {
  return reply
    .type('image/webp')
    .header('Content-Length', opened.size)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(opened.stream);
}
