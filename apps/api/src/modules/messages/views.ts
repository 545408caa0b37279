import { endpointUrl } from '@portal/contract/endpoints/endpoint';
import { messagesEndpoints } from '@portal/contract/endpoints/messages';
import type { ConversationMessage, ConversationSummary } from '@portal/contract/messages';
import type { ConversationListRow, MessageRow } from './queries';

export function messageView(row: MessageRow): ConversationMessage {
  return {
    id: row.id,
    sender_id: row.senderId,
    body: row.body,
    photo_url: row.photoKey
      ? endpointUrl(messagesEndpoints.conversationPhoto, { id: row.conversationId, messageId: row.id })
      : null,
    created_at: row.createdAt.toISOString(),
    seen_at: row.seenAt?.toISOString() ?? null,
  };
}

export function personName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}

/** A conversation as its reader's list shows it. */
export function summaryView(row: ConversationListRow, readerId: number): ConversationSummary {
  return {
    id: row.conversation.id,
    listing: { id: row.conversation.listingId, title: row.listingTitle },
    other: {
      id: row.otherId,
      name: row.otherDeleted ? '' : personName(row.otherFirstName, row.otherLastName),
      deleted: row.otherDeleted,
    },
    role: row.conversation.buyerId === readerId ? 'buyer' : 'seller',
    last_message: row.last ? messageView(row.last) : null,
    unread: row.unread,
    created_at: row.conversation.createdAt.toISOString(),
  };
}
