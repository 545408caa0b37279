import { z } from 'zod';
import { emailSchema } from './auth';
import { localeSchema } from './locale-schemas';
import { ISSUE_STATES, NEWSLETTER_LIMITS, SUBSCRIBER_STATES } from './newsletter-values';
import { digits } from './moderation';
import { textField } from './text-field';

/**
 * The newsletter (area `newsletter`): a visitor subscribes with an address (double opt-in: the
 * subscription is active once the mailed link is opened), unsubscribes with the link every mail
 * carries, and staff write issues sent to every active subscriber in their language.
 * Values and limits without zod: newsletter-values.ts.
 */

/** POST /newsletter/subscribe. The language is the visitor's (X-localization). */
export const newsletterSubscribeBodySchema = z.strictObject({ email: emailSchema });

/** The mailed tokens: random (confirmation) or signed (unsubscribe), URL-safe. */
const tokenSchema = z
  .string()
  .min(20)
  .max(200)
  .regex(/^[A-Za-z0-9_.-]+$/);

export const newsletterTokenBodySchema = z.strictObject({ token: tokenSchema });

/** One language's issue: a subject and a rich body (HTML, sanitized by the API on save). */
export const newsletterTranslationSchema = z.strictObject({
  subject: textField({ min: NEWSLETTER_LIMITS.subject.min, max: NEWSLETTER_LIMITS.subject.max }),
  body: z.string().trim().min(1).max(NEWSLETTER_LIMITS.body.max),
});
export type NewsletterTranslation = z.infer<typeof newsletterTranslationSchema>;

/** At least one language; a subscriber whose language is missing gets another (ar, fr, en order). */
export const newsletterIssueBodySchema = z.strictObject({
  translations: z
    .strictObject({
      ar: newsletterTranslationSchema.optional(),
      fr: newsletterTranslationSchema.optional(),
      en: newsletterTranslationSchema.optional(),
    })
    .refine((t) => t.ar !== undefined || t.fr !== undefined || t.en !== undefined, {
      message: 'validation.newsletter_language_required',
    }),
});
export type NewsletterIssueBody = z.input<typeof newsletterIssueBodySchema>;

export const newsletterIssueParamsSchema = z.object({ id: digits });

export const newsletterIssueSchema = z
  .object({
    id: z.number().int(),
    state: z.enum(ISSUE_STATES),
    translations: z.object({
      ar: newsletterTranslationSchema.optional(),
      fr: newsletterTranslationSchema.optional(),
      en: newsletterTranslationSchema.optional(),
    }),
    /** Mails queued for this issue so far. */
    recipients: z.number().int(),
    created_at: z.string(),
    created_by: z.string().nullable(),
    sent_at: z.string().nullable(),
  })
  .meta({ id: 'NewsletterIssue' });
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>;

export const newsletterIssueResponseSchema = z.object({ issue: newsletterIssueSchema });
export const newsletterIssueListResponseSchema = z.object({ data: z.array(newsletterIssueSchema) });

/** Subscriber counts, by state and by language (each state × language). */
export const newsletterStatsResponseSchema = z.object({
  counts: z.array(
    z.object({ state: z.enum(SUBSCRIBER_STATES), locale: localeSchema, count: z.number().int() }),
  ),
});
export type NewsletterStats = z.infer<typeof newsletterStatsResponseSchema>;
