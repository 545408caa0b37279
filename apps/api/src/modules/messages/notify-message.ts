import { MESSAGE_EXCERPT_LENGTH } from '@portal/contract/notification-values';
import { pathFor } from '@portal/contract/routes';
import type { Tx } from '../../db/client';
import { findUserById } from '../auth/service';
import { findListing } from '../listings/service';
import { notifyCoalesced, readNotificationsAbout } from '../notifications/service';
import type { ConversationRow } from './queries';
import { personName } from './views';

/** The start of a message as its notification shows it: on one line, cut with an ellipsis. */
export function excerptOf(body: string): string {
  const characters = Array.from(body.replace(/\s+/g, ' ').trim());
  return characters.length > MESSAGE_EXCERPT_LENGTH
    ? `${characters.slice(0, MESSAGE_EXCERPT_LENGTH - 1).join('')}…`
    : characters.join('');
}

/**
 * The recipient's notification of a message, in the sending transaction: one unread
 * notification per conversation, which each new message updates (its sender, newest words,
 * count and time) — nothing when they turned messages off (decision 050).
 */
export async function notifyMessage(
  tx: Tx,
  conversation: ConversationRow,
  message: { senderId: number; recipientId: number; body: string },
): Promise<void> {
  // One after the other: a transaction's client runs one query at a time.
  const listing = await findListing(tx, conversation.listingId);
  const sender = await findUserById(tx, message.senderId);
  await notifyCoalesced(tx, {
    userId: message.recipientId,
    kind: 'message',
    params: {
      sender: sender && !sender.deletedAt ? personName(sender.firstName, sender.lastName) : '',
      title: listing?.title ?? '',
      excerpt: excerptOf(message.body),
    },
    link: pathFor('profile-message', { id: conversation.id }),
  });
}

/** Reading a conversation reads its message notification too. */
export async function readMessageNotification(
  tx: Tx,
  conversationId: number,
  readerId: number,
): Promise<void> {
  await readNotificationsAbout(tx, readerId, 'message', pathFor('profile-message', { id: conversationId }));
}
