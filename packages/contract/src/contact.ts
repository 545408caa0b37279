import { z } from 'zod';
import { emailSchema, phoneSchema } from './auth';
import {
  CONTACT_LIMITS,
  CONTACT_MAX_PAGE_SIZE,
  CONTACT_PAGE_SIZE,
  CONTACT_THREAD_STATES,
} from './contact-values';
import { digits } from './moderation';
import { localeSchema } from './locale-schemas';
import { page, perPage } from './paging';
import { textField } from './text-field';

/**
 * The contact page (area `contact`): a visitor or a member writes a subject and a message; the
 * staff's inbox lists them as threads, answers by mail and closes them.
 * Values and limits without zod: contact-values.ts.
 */

const subject = textField({ min: CONTACT_LIMITS.subject.min, max: CONTACT_LIMITS.subject.max });
const message = textField({
  min: CONTACT_LIMITS.message.min,
  max: CONTACT_LIMITS.message.max,
  multiline: true,
});
const captchaToken = z.string().max(4096).optional();

/** What a signed-in member writes: their name, address and phone come from their account. */
export const contactMemberBodySchema = z.strictObject({ subject, message, captcha_token: captchaToken });
export type ContactMemberBody = z.input<typeof contactMemberBodySchema>;

/**
 * What a visitor writes: who they are as well (the phone is optional, read as the sign-up form
 * reads it). The language of the copy mailed to them is the request's.
 */
export const contactVisitorBodySchema = z.strictObject({
  name: textField({ min: CONTACT_LIMITS.name.min, max: CONTACT_LIMITS.name.max }),
  email: emailSchema,
  phone: phoneSchema.optional(),
  subject,
  message,
  captcha_token: captchaToken,
});
export type ContactVisitorBody = z.input<typeof contactVisitorBodySchema>;

/**
 * POST /contact: one body for both; the identity fields are optional here and required by the
 * API when no one is signed in (ignored for a member, whose account says who they are).
 */
export const contactBodySchema = contactVisitorBodySchema.partial({ name: true, email: true });
export type ContactBody = z.input<typeof contactBodySchema>;

/** One message of a thread: the sender's first one, or a staff reply. */
export const contactMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(['sender', 'staff']),
  /** The staff member who replied; null for the sender's words (or a deleted staff account). */
  staff_name: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactThreadSummarySchema = z
  .object({
    id: z.number().int(),
    state: z.enum(CONTACT_THREAD_STATES),
    subject: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    /** The sender's language: replies are mailed in it. */
    locale: localeSchema,
    /** The member who wrote, or null for a visitor. */
    user_id: z.number().int().nullable(),
    messages: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ContactThreadSummary' });
export type ContactThreadSummary = z.infer<typeof contactThreadSummarySchema>;

export const contactThreadSchema = contactThreadSummarySchema
  .extend({ items: z.array(contactMessageSchema) })
  .meta({ id: 'ContactThread' });
export type ContactThread = z.infer<typeof contactThreadSchema>;

/** GET /admin/contact/threads: newest first, narrowed by state and words. */
export const contactThreadListQuerySchema = z.object({
  page,
  per_page: perPage(CONTACT_MAX_PAGE_SIZE, CONTACT_PAGE_SIZE),
  state: z.enum(CONTACT_THREAD_STATES).optional(),
  /** Words found in the subject, the message, the sender's name or address. */
  q: z.string().trim().max(CONTACT_LIMITS.search.max).optional(),
});
export type ContactThreadListQuery = z.input<typeof contactThreadListQuerySchema>;

export const contactThreadListResponseSchema = z.object({
  data: z.array(contactThreadSummarySchema),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
});
export type ContactThreadList = z.infer<typeof contactThreadListResponseSchema>;

export const contactThreadParamsSchema = z.object({ id: digits });
export const contactThreadResponseSchema = z.object({ thread: contactThreadSchema });

/** A staff reply, mailed to the sender in their language with their message quoted. */
export const contactReplyBodySchema = z.strictObject({
  body: textField({ min: CONTACT_LIMITS.reply.min, max: CONTACT_LIMITS.reply.max, multiline: true }),
});
export type ContactReplyBody = z.input<typeof contactReplyBodySchema>;

/** Closing a thread, or reopening it. */
export const contactStateBodySchema = z.strictObject({ state: z.enum(['open', 'closed']) });
export type ContactStateBody = z.input<typeof contactStateBodySchema>;
