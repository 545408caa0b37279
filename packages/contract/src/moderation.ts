import { z } from 'zod';
import { ID_PARAM_PATTERN, MAX_ID } from './ids';
import { page, perPage } from './paging';
import { textField } from './text-field';
import { platformSchema } from './catalog';
import { listingCardSchema, listingDetailSchema, listingStatusSchema, revisionStateSchema } from './listings';

/**
 * The back office's review queues and audit trail, under /api/v1/admin; moderators
 * and admins only.
 */

/** Ids of the back office's requests (trust.ts uses them too). */
export const idSchema = z.number().int().positive().max(MAX_ID);
export const digits = z.string().regex(ID_PARAM_PATTERN).transform(Number).pipe(idSchema);

/** How long a claim keeps other moderators off an item. */
export const CLAIM_MINUTES = 5;
export const BULK_MAX = 100;
export const REVIEW_ACTIONS = ['approve', 'reject'] as const;

export const adminListingParamsSchema = z.object({ id: digits });

/** GET /admin/review-queue: pending listings, oldest first. */
export const reviewQueueQuerySchema = z.object({
  platform: platformSchema.optional(),
  /** A category of any level (category, sub-category or filter). */
  category_id: digits.optional(),
  region_id: digits.optional(),
  /** Only items submitted at least this many hours ago. */
  older_than_hours: z
    .string()
    .regex(/^[0-9]{1,4}$/)
    .transform(Number)
    .optional(),
  /** Only listings with a live automatic flag. */
  flagged: z.enum(['true']).optional(),
  page,
  per_page: perPage(100, 50),
});
export type ReviewQueueQuery = z.output<typeof reviewQueueQuerySchema>;

/** The author as a reviewer sees them: identity and record. */
export const reviewAuthorSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    username: z.string(),
    /**
     * The author's listings by status (approved counts those since expired too), and how many of
     * their listings were ever reported.
     */
    history: z.object({
      approved: z.number().int(),
      rejected: z.number().int(),
      pending: z.number().int(),
      reported: z.number().int(),
    }),
  })
  .meta({ id: 'ReviewAuthor' });

/** The automatic flags (listing_flags.kind) that put a listing in front of a reviewer. */
export const FLAG_KINDS = ['banned_word', 'near_duplicate', 'burst'] as const;
export const flagKindSchema = z.enum(FLAG_KINDS);
export type FlagKind = z.infer<typeof flagKindSchema>;

/** A live flag: `detail` is the banned word, the other listing's id, or the number of posts. */
export const listingFlagSchema = z
  .object({
    id: z.number().int(),
    kind: flagKindSchema,
    detail: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'ListingFlag' });
export type ListingFlag = z.infer<typeof listingFlagSchema>;

/** Another moderator's live claim, or null. */
export const reviewClaimSchema = z
  .object({ by: z.object({ id: z.number().int(), name: z.string() }), until: z.string() })
  .nullable();

/**
 * A queue item: a pending listing, or (`is_edit`) an approved listing's edit waiting for
 * review, shown as its proposed version; `submitted_at` is when the edit was sent.
 */
export const reviewQueueItemSchema = listingCardSchema
  .extend({
    is_edit: z.boolean(),
    submitted_at: z.string(),
    author: reviewAuthorSchema,
    claim: reviewClaimSchema,
    flags: z.array(listingFlagSchema),
  })
  .meta({ id: 'ReviewQueueItem' });

export const reviewQueueResponseSchema = z
  .object({
    data: z.array(reviewQueueItemSchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    /**
     * The whole queue (pending listings and edits) per platform, and how many of it are
     * flagged (filters not applied).
     */
    counts: z.object({
      announcements: z.number().int(),
      sales: z.number().int(),
      flagged: z.number().int(),
    }),
  })
  .meta({ id: 'ReviewQueue' });

/**
 * GET /admin/listings/:id: every field and photo, the author with contacts and history. When
 * the owner's edit of an approved listing waits for review (or was rejected), `listing` is the
 * proposed version, `revision` its state and `published` the version the public sees, which
 * the reviewer's page compares field by field.
 */
export const adminListingResponseSchema = z
  .object({
    listing: listingDetailSchema.extend({ submitted_at: z.string() }),
    revision: revisionStateSchema.nullable(),
    published: listingDetailSchema.nullable(),
    author: reviewAuthorSchema.extend({
      email: z.string(),
      phone: z.string().nullable(),
      country_code: z.string().nullable(),
      email_verified: z.boolean(),
      created_at: z.string(),
    }),
    claim: reviewClaimSchema,
    flags: z.array(listingFlagSchema),
  })
  .meta({ id: 'AdminListing' });

export const claimResponseSchema = z.object({ claimed_until: z.string() });

/** A reason: a preset, free text, or both; one of them is required (checked with the action). */
const reasonFields = {
  reason_id: idSchema.optional(),
  reason_text: textField({ max: 1000 }).optional(),
};

function requireReason(
  value: { reason_id?: number | undefined; reason_text?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.reason_id === undefined && !value.reason_text) {
    ctx.addIssue({ code: 'custom', path: ['reason_id'], message: 'validation.required' });
  }
}

export const rejectBodySchema = z.strictObject(reasonFields).superRefine(requireReason);
export type RejectBody = z.input<typeof rejectBodySchema>;

export const bulkReviewBodySchema = z
  .strictObject({
    ids: z.array(idSchema).min(1).max(BULK_MAX),
    action: z.enum(REVIEW_ACTIONS),
    ...reasonFields,
  })
  .superRefine((value, ctx) => {
    if (value.action === 'reject') requireReason(value, ctx);
  });
export type BulkReviewBody = z.input<typeof bulkReviewBodySchema>;

/** What a decision on an edit did (the listing's own status stays approved either way). */
export const editDecisionSchema = z.enum(['approved', 'rejected']);

export const reviewDecisionResponseSchema = z.object({
  id: z.number().int(),
  status: listingStatusSchema,
  /** Present when the item was an edit of an approved listing. */
  edit: editDecisionSchema.optional(),
});

export const bulkReviewResponseSchema = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      /** The new status, or null when this item was refused (see code and message). */
      status: listingStatusSchema.nullable(),
      edit: editDecisionSchema.optional(),
      code: z.string().optional(),
      message: z.string().optional(),
    }),
  ),
});

export const rejectionReasonSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    /** In the request's language. */
    text: z.string(),
    texts: z.object({ ar: z.string(), fr: z.string(), en: z.string() }),
    sort: z.number().int(),
  })
  .meta({ id: 'RejectionReason' });

export const rejectionReasonsResponseSchema = z.object({ data: z.array(rejectionReasonSchema) });

/** GET /admin/audit-log: newest first. */
export const auditLogQuerySchema = z.object({
  /** A user id, or a username. */
  actor: z.string().trim().min(1).max(60).optional(),
  /** An action such as `listing.approve`, or its prefix `listing.`. */
  action: z
    .string()
    .regex(/^[a-z_]+(\.[a-z_]*)?$/)
    .max(60)
    .optional(),
  /** A subject type (`listing`) or one subject (`listing:42`). */
  subject: z
    .string()
    .regex(/^[a-z_]+(:[1-9][0-9]{0,9})?$/)
    .max(60)
    .optional(),
  page,
  per_page: perPage(100, 50),
});
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    actor: z.object({ id: z.number().int(), username: z.string() }).nullable(),
    action: z.string(),
    subject_type: z.string(),
    subject_id: z.number().int(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    reason: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogResponseSchema = z
  .object({
    data: z.array(auditEntrySchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  })
  .meta({ id: 'AuditLog' });
