/**
 * Messages between a buyer and a seller about a listing (area `messages`), zod-free: the
 * limits of a message, the pace a sender may keep and when an unread message is mailed.
 * The schemas are in messages.ts (docs/decisions/048-messages-between-members.md).
 */

export const MESSAGE_LIMITS = {
  body: { min: 1, max: 2000 },
  reportDetails: { max: 1000 },
} as const;

/** Why a conversation is reported. */
export const CONVERSATION_REPORT_REASONS = ['spam', 'fraud', 'offensive', 'other'] as const;
export type ConversationReportReason = (typeof CONVERSATION_REPORT_REASONS)[number];
/**
 * The reason of the system's report, opened when a message raised a flag (banned word, link):
 * one open per conversation, whatever the number of flagged messages; staff settle it in the
 * reports queue as a member's report.
 */
export const CONVERSATION_FLAG_REASON = 'flagged';

/** Messages one account may send per minute and per hour, every conversation together. */
export const MESSAGES_PER_MINUTE = 10;
export const MESSAGES_PER_HOUR = 120;
/** New conversations one account may start per hour (a burst of them is spam). */
export const CONVERSATIONS_PER_HOUR = 20;

/** A message still unread this long after it was sent is mailed to its recipient, once per conversation. */
export const UNREAD_MAIL_AFTER_MINUTES = 15;

export const CONVERSATIONS_PAGE_SIZE = 20;
export const CONVERSATIONS_MAX_PAGE_SIZE = 50;

/** The messages' events on the live stream (GET /events), by their `event:` name. */
export const MESSAGE_EVENT_KINDS = ['message', 'read', 'block'] as const;
export type MessageEventKind = (typeof MESSAGE_EVENT_KINDS)[number];

/** Why a message was flagged for staff: a banned word or a link. */
export const MESSAGE_FLAG_KINDS = ['banned_word', 'link'] as const;
export type MessageFlagKind = (typeof MESSAGE_FLAG_KINDS)[number];

/** A link in a message: an address with a scheme, or a bare domain with a path or `www.`. */
export const LINK_PATTERN = /\b(?:https?:\/\/|www\.)\S+|\b[\w-]+\.(?:com|net|org|dz|fr|io|me|info|biz)\b/i;
