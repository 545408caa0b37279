import { z } from 'zod';
import { textField } from './text-field';
import { roleSchema, sessionSchema } from './auth';
import { platformSchema } from './catalog';
import { listingCardSchema, listingStatusSchema } from './listings';
import { localeSchema } from './locale-schemas';
import { digits, rejectBodySchema, reviewAuthorSchema } from './moderation';
import { page, perPage } from './paging';

/**
 * Reports and trust, and the users' management, under /api/v1/admin: the reports
 * queue and its actions, automatic flags, banned words, and the users' list and record.
 */

/** The automatic flags' thresholds (the kinds and their shape are in moderation.ts). */
/** Title and description at least this similar (pg_trgm) to another listing of the author. */
export const NEAR_DUPLICATE_SIMILARITY = 0.6;
/** More than BURST_MAX listings submitted within BURST_MINUTES flags the newest ones. */
export const BURST_MAX = 5;
export const BURST_MINUTES = 10;

export const REPORT_RESOLUTIONS = ['dismiss', 'unpublish', 'warn', 'suspend'] as const;
export const reportResolutionSchema = z.enum(REPORT_RESOLUTIONS);
export type ReportResolution = z.infer<typeof reportResolutionSchema>;

// The reports queue.

/** What the reports queue holds: reported listings and reported (or flagged) conversations. */
export const REPORT_KINDS = ['listings', 'conversations'] as const;
export const reportKindFilterSchema = z.enum(['all', ...REPORT_KINDS]);
export type ReportKindFilter = z.infer<typeof reportKindFilterSchema>;

export const reportsQueueQuerySchema = z.object({
  page,
  per_page: perPage(100, 20),
  kind: reportKindFilterSchema.default('all'),
});
export type ReportsQueueQuery = z.output<typeof reportsQueueQuerySchema>;

/** The reported listing's author: identity, listings record, and trust record. */
export const reportedAuthorSchema = reviewAuthorSchema
  .extend({
    /** Open reports on any of the author's listings, and warnings received. */
    open_reports: z.number().int(),
    warnings: z.number().int(),
    suspended: z.boolean(),
    role: roleSchema,
  })
  .meta({ id: 'ReportedAuthor' });

/**
 * What every item of the queue says of its open reports, a listing's or a conversation's: the
 * listing (for a conversation, the one it is about), how many, the first one's time (the
 * queue's order) and the latest one's, each reason with how many give it (most given first),
 * and the latest report's free text, if any report has some.
 */
const reportedItemFields = {
  listing: listingCardSchema,
  count: z.number().int(),
  first_reported_at: z.string(),
  last_reported_at: z.string(),
  reasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  latest_details: z.string().nullable(),
};

export const reportGroupSchema = z
  .object({ kind: z.literal('listing'), ...reportedItemFields, author: reportedAuthorSchema })
  .meta({ id: 'ReportGroup' });
export type ReportGroup = z.infer<typeof reportGroupSchema>;

/** One of the two people of a reported conversation, with their record as a listing's author has. */
export const reportedPersonSchema = reportedAuthorSchema
  .extend({ side: z.enum(['buyer', 'seller']), deleted: z.boolean() })
  .meta({ id: 'ReportedPerson' });

/**
 * A conversation with open reports: members' reports and the system's one of flagged messages
 * (reason `flagged`). Its messages are the evidence, read through GET /admin/conversations/{id}
 * (each reading audited).
 */
export const conversationReportGroupSchema = z
  .object({
    kind: z.literal('conversation'),
    conversation_id: z.number().int(),
    ...reportedItemFields,
    /** The conversation's messages a banned word or a link flagged. */
    flagged_messages: z.number().int(),
    /** The buyer, then the seller. */
    people: z.array(reportedPersonSchema),
  })
  .meta({ id: 'ConversationReportGroup' });
export type ConversationReportGroup = z.infer<typeof conversationReportGroupSchema>;

export const reportsQueueItemSchema = z.discriminatedUnion('kind', [
  reportGroupSchema,
  conversationReportGroupSchema,
]);
export type ReportsQueueItem = z.infer<typeof reportsQueueItemSchema>;

export const reportsQueueResponseSchema = z
  .object({
    /** Reported listings and conversations together, the one reported longest ago first. */
    data: z.array(reportsQueueItemSchema),
    /** Items of the kind asked for (the pages' count). */
    total: z.number().int(),
    /** Items waiting of each kind, whatever the kind asked for. */
    counts: z.object({ listings: z.number().int(), conversations: z.number().int() }),
    /** Open reports in all, both kinds. */
    open_reports: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  })
  .meta({ id: 'ReportsQueue' });

export const reportListingParamsSchema = z.object({ id: digits });

const reasonText = textField({ min: 1, max: 1000 });

/** Unpublishing: a preset and/or free text, as a rejection (one of them is required). */
export const unpublishBodySchema = rejectBodySchema;
export type UnpublishBody = z.input<typeof unpublishBodySchema>;

/** A warning to the author: the reason is mailed to them. */
export const warnBodySchema = z.strictObject({ reason: reasonText });
export type WarnBody = z.input<typeof warnBodySchema>;

/** Suspending: a JSON object (`{}` at least); the optional reason is kept in the audit log. */
export const suspendBodySchema = z.strictObject({ reason: reasonText.optional() });
export type SuspendBody = z.input<typeof suspendBodySchema>;

/** What an action on a queue item answers besides the item's id. */
const settledFields = {
  resolution: reportResolutionSchema,
  /** How many open reports the action closed. */
  closed: z.number().int(),
};

export const reportActionResponseSchema = z.object({ listing_id: z.number().int(), ...settledFields });
export type ReportActionResponse = z.infer<typeof reportActionResponseSchema>;

/** Which of a reported conversation's two people the action is about. */
const personField = { user_id: z.number().int().positive() };
export const warnPersonBodySchema = warnBodySchema.extend(personField);
export type WarnPersonBody = z.input<typeof warnPersonBodySchema>;
export const suspendPersonBodySchema = suspendBodySchema.extend(personField);
export type SuspendPersonBody = z.input<typeof suspendPersonBodySchema>;

export const conversationReportActionResponseSchema = z.object({
  conversation_id: z.number().int(),
  ...settledFields,
});
export type ConversationReportActionResponse = z.infer<typeof conversationReportActionResponseSchema>;

// Banned words.

export const bannedWordSchema = z
  .object({ id: z.number().int(), locale: localeSchema, word: z.string(), created_at: z.string() })
  .meta({ id: 'BannedWord' });
export type BannedWord = z.infer<typeof bannedWordSchema>;

export const bannedWordsQuerySchema = z.object({ locale: localeSchema.optional() });
export const bannedWordsResponseSchema = z.object({ data: z.array(bannedWordSchema) });
export const bannedWordBodySchema = z.strictObject({
  locale: localeSchema,
  word: textField({ min: 2, max: 60 }).regex(/[\p{L}\p{N}]/u, 'validation.invalid'),
});
export type BannedWordBody = z.input<typeof bannedWordBodySchema>;
export const bannedWordParamsSchema = z.object({ id: digits });

// Users.

export const USER_STATUSES = ['active', 'suspended', 'deleted'] as const;
export const userStatusSchema = z.enum(USER_STATUSES);

export const adminUsersQuerySchema = z.object({
  /** Part of a name, an email, a username or a phone number. */
  q: z.string().trim().max(100).optional(),
  role: roleSchema.optional(),
  status: userStatusSchema.optional(),
  page,
  per_page: perPage(100, 20),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

export const adminUserSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    username: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    country_code: z.string().nullable(),
    role: roleSchema,
    status: userStatusSchema,
    email_verified: z.boolean(),
    suspended_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminUserSummary' });
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminUsersResponseSchema = z
  .object({
    data: z.array(adminUserSummarySchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  })
  .meta({ id: 'AdminUsers' });

export const adminUserParamsSchema = z.object({ id: digits });

const statusCounts = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  expired: z.number().int(),
  waiting_payment: z.number().int(),
});

export const adminUserDetailSchema = z
  .object({
    user: adminUserSummarySchema.extend({ locale: z.string(), birthdate: z.string().nullable() }),
    counts: z.object({
      listings: statusCounts,
      reports_received: z.number().int(),
      open_reports: z.number().int(),
      warnings: z.number().int(),
      sessions: z.number().int(),
    }),
    /** The newest first, at most 50 of each. */
    listings: z.array(
      z.object({
        id: z.number().int(),
        platform: platformSchema,
        slug: z.string(),
        title: z.string(),
        status: listingStatusSchema,
        created_at: z.string(),
        open_reports: z.number().int(),
      }),
    ),
    reports: z.array(
      z.object({
        id: z.number().int(),
        listing: z.object({ id: z.number().int(), title: z.string() }),
        reason: z.string(),
        details: z.string().nullable(),
        status: z.string(),
        resolution: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
    warnings: z.array(
      z.object({
        id: z.number().int(),
        reason: z.string(),
        listing_id: z.number().int().nullable(),
        by: z.object({ id: z.number().int(), username: z.string() }).nullable(),
        created_at: z.string(),
      }),
    ),
    /** Live sessions (`current` is always false: none is the viewer's). */
    sessions: z.array(sessionSchema),
  })
  .meta({ id: 'AdminUserDetail' });
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const userRoleBodySchema = z.strictObject({ role: roleSchema });
export type UserRoleBody = z.input<typeof userRoleBodySchema>;

export const adminUserActionResponseSchema = z.object({ user: adminUserSummarySchema });
