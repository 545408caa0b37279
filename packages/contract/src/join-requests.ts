import { z } from 'zod';
import { localeSchema } from './locale-schemas';
import { digits } from './moderation';
import { page, perPage } from './paging';
import { textField } from './text-field';
import {
  JOIN_DOMAINS,
  JOIN_REQUEST_DECISIONS,
  JOIN_REQUEST_LIMITS,
  JOIN_REQUEST_STATUSES,
  JOIN_FILE_TYPES,
} from './join-requests-values';

/**
 * Join requests (area `join-requests`): a signed-in visitor with a verified address offers to
 * join the team (a domain, the subject and time of a visit, a message, a CV and other files);
 * staff (moderators and admins) move it through its states with a reply mailed in the
 * sender's language. Values, limits and the visit's time rule without zod: join-requests-values.ts.
 */

export const joinDomainSchema = z.enum(JOIN_DOMAINS, { message: 'validation.invalid_value' });
export const joinRequestStatusSchema = z.enum(JOIN_REQUEST_STATUSES);

/**
 * The text fields of POST /join-requests, sent as multipart beside the files (field
 * `cv_and_files`, several times). `dateTime` is an ISO instant; its rule (future, within
 * JOIN_VISIT_RULE.maxDays, on a half-hour slot of the working hours in the portal's zone)
 * needs the zone, so it is checked with joinVisitProblem by the form and by the API.
 */
export const joinRequestFieldsSchema = z.strictObject({
  domaine: joinDomainSchema,
  visite_subject: textField({
    min: JOIN_REQUEST_LIMITS.visiteSubject.min,
    max: JOIN_REQUEST_LIMITS.visiteSubject.max,
  }),
  dateTime: z.iso.datetime({ offset: true, message: 'validation.required' }),
  message: textField({
    min: JOIN_REQUEST_LIMITS.message.min,
    max: JOIN_REQUEST_LIMITS.message.max,
    multiline: true,
  }),
});
export type JoinRequestFields = z.input<typeof joinRequestFieldsSchema>;

/** The multipart field carrying the files, once per file. */
export const JOIN_FILES_FIELD = 'cv_and_files';

/** One joined file as its owner and staff see it; `download_path` is under the API. */
export const joinRequestFileSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    mime: z.enum(JOIN_FILE_TYPES),
    size_bytes: z.number().int(),
    download_path: z.string(),
  })
  .meta({ id: 'JoinRequestFile' });
export type JoinRequestFile = z.infer<typeof joinRequestFileSchema>;

export const joinRequestSchema = z
  .object({
    id: z.number().int(),
    domaine: joinDomainSchema,
    visite_subject: z.string(),
    dateTime: z.string(),
    message: z.string(),
    status: joinRequestStatusSchema,
    /** The staff's last reply (mailed with the decision), if any. */
    reply: z.string().nullable(),
    locale: localeSchema,
    files: z.array(joinRequestFileSchema),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'JoinRequest' });
export type JoinRequest = z.infer<typeof joinRequestSchema>;

export const joinRequestCreatedSchema = z.object({ join_request: joinRequestSchema, message: z.string() });
export const myJoinRequestsResponseSchema = z.object({ data: z.array(joinRequestSchema) });

export const joinRequestParamsSchema = z.object({ id: digits });
export const joinRequestFileParamsSchema = z.object({ id: digits, fileId: digits });

/** The back office's view: the request and who sent it. */
export const adminJoinRequestSchema = joinRequestSchema
  .extend({
    applicant: z.object({
      id: z.number().int().nullable(),
      name: z.string(),
      email: z.string().nullable(),
    }),
    decided_by: z.string().nullable(),
  })
  .meta({ id: 'AdminJoinRequest' });
export type AdminJoinRequest = z.infer<typeof adminJoinRequestSchema>;

export const adminJoinRequestsQuerySchema = z.object({
  status: joinRequestStatusSchema.optional(),
  page,
  per_page: perPage(100, 20),
});
export type AdminJoinRequestsQuery = z.output<typeof adminJoinRequestsQuerySchema>;

export const adminJoinRequestsResponseSchema = z
  .object({
    data: z.array(adminJoinRequestSchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  })
  .meta({ id: 'AdminJoinRequests' });

export const adminJoinRequestResponseSchema = z.object({ join_request: adminJoinRequestSchema });

/** A decision: the new state and the reply mailed to the sender (optional for `under_review`). */
export const joinRequestDecisionBodySchema = z
  .strictObject({
    status: z.enum(JOIN_REQUEST_DECISIONS, { message: 'validation.invalid_value' }),
    reply: textField({ max: JOIN_REQUEST_LIMITS.reply.max, multiline: true }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status !== 'under_review' && !body.reply) {
      ctx.addIssue({ code: 'custom', path: ['reply'], message: 'validation.join_reply_required' });
    }
  });
export type JoinRequestDecisionBody = z.input<typeof joinRequestDecisionBodySchema>;
