import type { ConversationMessage, MessageBody } from '@portal/contract/messages';
import { LINK_PATTERN } from '@portal/contract/messages-values';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { detectImageType, toWebp } from '../../platform/images';
import { PRIVATE_FOLDER } from '../../platform/private-files';
import { publishLive } from '../../platform/live-events';
import { bannedWordsFoundIn } from '../trust/service';
import { listingToWriteAbout, otherOf, participantConversation, refuseClosed } from './access';
import type { MessagesDeps } from './deps';
import { reportIfFlagged } from './flag-report';
import {
  conversationFor,
  insertMessage,
  lockConversation,
  type ConversationRow,
  type MessageFlag,
} from './queries';
import { notifyMessage } from './notify-message';
import { messageView } from './views';

/** The banned words and links of a message, as a listing's text is checked (shown to staff on a report). */
async function flagsOf(tx: Tx, text: string): Promise<MessageFlag[]> {
  const flags: MessageFlag[] = (await bannedWordsFoundIn(tx, text)).map((word) => ({
    kind: 'banned_word',
    detail: word,
  }));
  const link = LINK_PATTERN.exec(text);
  if (link) flags.push({ kind: 'link', detail: link[0].slice(0, 200) });
  return flags;
}

/** Writes a message (text, or a stored photo) into a locked conversation and tells both sides' open pages. */
async function writeInto(
  tx: Tx,
  conversation: ConversationRow,
  senderId: number,
  body: string,
  photoKey: string | null = null,
) {
  const other = otherOf(conversation, senderId);
  await refuseClosed(tx, senderId, other);
  const flags = await flagsOf(tx, body);
  const row = await insertMessage(tx, { conversationId: conversation.id, senderId, body, photoKey, flags });
  await reportIfFlagged(tx, conversation.id, flags);
  await notifyMessage(tx, conversation, { senderId, recipientId: other, body });
  await publishLive(tx, [senderId, other], {
    event: 'message',
    data: { conversation_id: conversation.id, message_id: row.id },
  });
  return messageView(row);
}

/**
 * POST /listings/{id}/conversations: a buyer's message about a listing, in the conversation
 * the two of them already have about it or in a new one.
 */
export async function startConversation(
  deps: MessagesDeps,
  userId: number,
  listingId: number,
  input: MessageBody,
): Promise<{ conversation: { id: number }; message: ConversationMessage }> {
  const listing = await listingToWriteAbout(deps.db, listingId, userId);
  return deps.db.transaction(async (tx) => {
    const { row } = await conversationFor(tx, { listingId, buyerId: userId, sellerId: listing.userId });
    const locked = await lockConversation(tx, row.id);
    if (!locked) throw new AppError('not_found');
    return { conversation: { id: row.id }, message: await writeInto(tx, locked, userId, input.body) };
  });
}

/** POST /conversations/{id}/messages: an answer in a conversation one takes part in. */
export async function sendMessage(
  deps: MessagesDeps,
  userId: number,
  id: number,
  input: MessageBody,
): Promise<{ message: ConversationMessage }> {
  await participantConversation(deps.db, id, userId);
  return deps.db.transaction(async (tx) => {
    const locked = await lockConversation(tx, id);
    if (!locked) throw new AppError('not_found');
    return { message: await writeInto(tx, locked, userId, input.body) };
  });
}

/** The longest side of a photo sent in a message, never enlarged. */
const PHOTO_WIDTH = 1600;

/**
 * POST /conversations/{id}/photos: a photo as a message. Checked by its bytes (JPEG, PNG or
 * WebP), re-encoded to WebP with orientation applied and every metadata block dropped (the
 * listing photos' pipeline), kept in the private folder: only the two participants and staff
 * reading a reported conversation are served it.
 */
export async function sendPhoto(
  deps: MessagesDeps,
  userId: number,
  id: number,
  data: Buffer,
): Promise<{ message: ConversationMessage }> {
  await participantConversation(deps.db, id, userId);
  const refuse = () =>
    new AppError('validation_failed', { fieldErrors: { photo: ['validation.image_type'] } });
  if (!(await detectImageType(data))) throw refuse();
  const encoded = await toWebp(data, { width: PHOTO_WIDTH, fit: 'inside' }).catch(() => {
    throw refuse();
  });
  const key = deps.storage.newKey(PRIVATE_FOLDER, 'webp');
  await deps.storage.put(key, encoded);
  try {
    return await deps.db.transaction(async (tx) => {
      const locked = await lockConversation(tx, id);
      if (!locked) throw new AppError('not_found');
      return { message: await writeInto(tx, locked, userId, '', key) };
    });
  } catch (error) {
    await deps.storage.remove(key);
    throw error;
  }
}
