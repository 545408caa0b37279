import { z } from 'zod';
import { listingCardSchema } from './listings';
import {
  CONVERSATION_REPORT_REASONS,
  CONVERSATIONS_MAX_PAGE_SIZE,
  CONVERSATIONS_PAGE_SIZE,
  MESSAGE_FLAG_KINDS,
  MESSAGE_LIMITS,
} from './messages-values';
import { digits } from './moderation';
import { page, perPage } from './paging';
import { textField } from './text-field';

/**
 * Messages between members about a listing (area `messages`): one conversation per listing and
 * pair of people, read only by the two of them and by staff handling a report of it.
 * Values and limits without zod: messages-values.ts.
 */

export const messageBodySchema = z.strictObject({
  body: textField({ min: MESSAGE_LIMITS.body.min, max: MESSAGE_LIMITS.body.max, multiline: true }),
});
export type MessageBody = z.input<typeof messageBodySchema>;

export const conversationParamsSchema = z.object({ id: digits });
export const conversationPhotoParamsSchema = z.object({ id: digits, messageId: digits });
export const listingConversationParamsSchema = z.object({ id: digits });

/** One message. `body` is null once its author deleted their account (the reader sees "deleted"). */
export const conversationMessageSchema = z
  .object({
    id: z.number().int(),
    sender_id: z.number().int(),
    body: z.string().nullable(),
    /** A photo sent as the message (its text is empty): served to the two participants and staff only. */
    photo_url: z.string().nullable(),
    created_at: z.string(),
    /** When the recipient saw it (read receipts); null while unread. */
    seen_at: z.string().nullable(),
  })
  .meta({ id: 'ConversationMessage' });
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/** The other person of a conversation, as the reader sees them. */
export const conversationPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Their account was deleted: the name is empty and their messages' text is gone. */
  deleted: z.boolean(),
});

export const conversationSummarySchema = z
  .object({
    id: z.number().int(),
    listing: z.object({ id: z.number().int(), title: z.string() }),
    other: conversationPersonSchema,
    /** The reader is the listing's seller (the other asked about it) or its buyer. */
    role: z.enum(['buyer', 'seller']),
    last_message: conversationMessageSchema.nullable(),
    /** Messages to the reader not seen yet. */
    unread: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'ConversationSummary' });
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationSchema = conversationSummarySchema
  .extend({
    /** The listing's card while it is public (or the reader's own); null once it is not. */
    card: listingCardSchema.nullable(),
    messages: z.array(conversationMessageSchema),
    /** Either side blocked the other: nobody can write in it any more. */
    blocked_by_me: z.boolean(),
    blocked_by_other: z.boolean(),
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListQuerySchema = z.object({
  page,
  per_page: perPage(CONVERSATIONS_MAX_PAGE_SIZE, CONVERSATIONS_PAGE_SIZE),
});
export type ConversationListQuery = z.input<typeof conversationListQuerySchema>;

const pageMeta = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});

export const conversationListResponseSchema = z.object({
  data: z.array(conversationSummarySchema),
  meta: pageMeta,
});
export type ConversationList = z.infer<typeof conversationListResponseSchema>;

export const conversationResponseSchema = z.object({ conversation: conversationSchema });
export const startConversationResponseSchema = z.object({
  conversation: z.object({ id: z.number().int() }),
  message: conversationMessageSchema,
});
export const sentMessageResponseSchema = z.object({ message: conversationMessageSchema });
export const unreadConversationsResponseSchema = z.object({
  /** Messages to the reader not seen yet, every conversation together (the profile menu's badge). */
  count: z.number().int(),
});

/** Reporting a conversation: why, and in the reader's words when the reason is "other". */
export const conversationReportBodySchema = z
  .strictObject({
    reason: z.enum(CONVERSATION_REPORT_REASONS),
    details: textField({ max: MESSAGE_LIMITS.reportDetails.max, multiline: true }).nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.reason === 'other' && !body.details) {
      ctx.addIssue({ code: 'custom', path: ['details'], message: 'validation.required' });
    }
  });
export type ConversationReportBody = z.input<typeof conversationReportBodySchema>;

/** A message as staff read it in a reported conversation: its author and the flags it raised. */
export const staffConversationMessageSchema = conversationMessageSchema.extend({
  flags: z.array(z.object({ kind: z.enum(MESSAGE_FLAG_KINDS), detail: z.string() })),
});

const staffPersonSchema = conversationPersonSchema.extend({ username: z.string() });

export const reportedConversationSchema = z
  .object({
    id: z.number().int(),
    listing: z.object({ id: z.number().int(), title: z.string() }),
    buyer: staffPersonSchema,
    seller: staffPersonSchema,
    reports: z.array(
      z.object({
        id: z.number().int(),
        /** Null for the system's report of flagged messages. */
        reporter_id: z.number().int().nullable(),
        reason: z.string(),
        details: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
    created_at: z.string(),
  })
  .meta({ id: 'ReportedConversation' });
export type ReportedConversation = z.infer<typeof reportedConversationSchema>;

/**
 * A reported conversation opened by staff from the reports queue: the reports and every message
 * as evidence (the list of reported conversations is the reports queue's, trust.ts).
 */
export const staffConversationResponseSchema = z.object({
  conversation: reportedConversationSchema.extend({ messages: z.array(staffConversationMessageSchema) }),
});
export type StaffConversation = z.infer<typeof staffConversationResponseSchema>['conversation'];
