import { z } from 'zod';
import {
  AD_EVENT_KINDS,
  AD_LIMITS,
  AD_LOCATIONS,
  AD_PLACEMENTS,
  AD_STATUSES,
  AD_TYPES,
  PRICE_DURATION_UNITS,
} from './advertisements-values';
import { emailSchema, phoneSchema } from './auth';
import { amountDueSchema, PAYMENT_METHODS, PAYMENT_TYPES } from './listings';
import { localeSchema } from './locale-schemas';
import { digits } from './moderation';
import { page, perPage } from './paging';
import { paymentSchema } from './payments';
import { textField } from './text-field';

/**
 * Paid advertisements (area `advertisements`, docs/decisions/034). A signed-in member with a
 * verified address orders one (the fields of the spec, files as multipart); staff review it
 * with the moderation tools; an approved order waits for payment (offline, recorded by an admin
 * in the one payments ledger), then is scheduled, shown in its placement for its period, and
 * expires. Values, the price and the period without zod: advertisements-values.ts.
 */

export const adPlacementSchema = z.enum(AD_PLACEMENTS, { message: 'validation.invalid_value' });
export const priceDurationUnitSchema = z.enum(PRICE_DURATION_UNITS, { message: 'validation.invalid_value' });
export const adStatusSchema = z.enum(AD_STATUSES);
export const adTypeSchema = z.enum(AD_TYPES, { message: 'validation.invalid_value' });
export const adLocationSchema = z.enum(AD_LOCATIONS, { message: 'validation.invalid_value' });

/** A whole number sent as multipart text. */
const count = z
  .string()
  .regex(/^[0-9]{1,4}$/, { message: 'validation.invalid_value' })
  .transform(Number)
  .pipe(z.number().int().min(AD_LIMITS.durationCount.min).max(AD_LIMITS.durationCount.max));
const optionalId = z.preprocess((v) => (v === '' ? undefined : v), digits.optional());

/**
 * The text fields of POST /advertisements, sent as multipart beside the files (`media`,
 * `id_card`, `license`). The server also checks what needs the settings or the clock: the
 * placement is offered and sold by that unit, the start date is ahead and has room, the
 * category and branch exist.
 */
export const adOrderFieldsSchema = z
  .strictObject({
    full_name: textField({ min: AD_LIMITS.fullName.min, max: AD_LIMITS.fullName.max }),
    /** The business's or the campaign's name. */
    name: textField({ min: AD_LIMITS.name.min, max: AD_LIMITS.name.max }),
    /** The region (wilaya) id. */
    region: digits,
    description: textField({
      min: AD_LIMITS.description.min,
      max: AD_LIMITS.description.max,
      multiline: true,
    }),
    /** Where a click leads: http(s) only. */
    link: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .url({ protocol: /^https?$/, message: 'validation.url' })
        .max(AD_LIMITS.link.max)
        .optional(),
    ),
    type: adTypeSchema,
    duration_unit: priceDurationUnitSchema,
    duration_count: count,
    start_date: z.iso.date({ message: 'validation.required' }),
    phone: phoneSchema,
    email: emailSchema,
    main_branch_id: optionalId,
    payment_method: z.enum(PAYMENT_METHODS, { message: 'validation.invalid_value' }),
    payment_type: z.enum(PAYMENT_TYPES, { message: 'validation.invalid_value' }),
    place: adPlacementSchema,
    /** Required for the `category` placement: the category whose pages show it. */
    category_id: optionalId,
    commercial_registry_number: textField({
      min: AD_LIMITS.commercialRegistryNumber.min,
      max: AD_LIMITS.commercialRegistryNumber.max,
    }),
    business_activity: textField({
      min: AD_LIMITS.businessActivity.min,
      max: AD_LIMITS.businessActivity.max,
    }),
    location: adLocationSchema,
  })
  .superRefine((order, ctx) => {
    if (order.place === 'category' && order.category_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['category_id'], message: 'validation.required' });
    }
    if (order.place === 'main_branch' && order.main_branch_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['main_branch_id'], message: 'validation.required' });
    }
  });
export type AdOrderFields = z.input<typeof adOrderFieldsSchema>;
export type AdOrder = z.output<typeof adOrderFieldsSchema>;

/** GET /advertisements/quote: the price the server will keep, before sending. */
export const adQuoteQuerySchema = z.object({
  place: adPlacementSchema,
  category_id: optionalId,
  main_branch_id: optionalId,
  duration_unit: priceDurationUnitSchema,
  duration_count: count,
  start_date: z.iso.date().optional(),
  payment_type: z.enum(PAYMENT_TYPES).optional(),
});
export type AdQuoteQuery = z.output<typeof adQuoteQuerySchema>;

export const adQuoteSchema = z
  .object({
    amount: z.number().int(),
    currency_code: z.string(),
    /** What a partial payment must reach first to schedule the order. */
    first_instalment: z.number().int(),
    /** The first day no longer covered (exclusive), when a start date was given. */
    end_date: z.string().nullable(),
    /** Whether every day of the period has room, when a start date was given. */
    available: z.boolean().nullable(),
  })
  .meta({ id: 'AdQuote' });
export type AdQuote = z.infer<typeof adQuoteSchema>;

/** GET /advertisements/availability: free places per day for one placement. */
export const adAvailabilityQuerySchema = z.object({
  place: adPlacementSchema,
  category_id: optionalId,
  main_branch_id: optionalId,
  /** The first day (default: tomorrow in the portal's zone). */
  from: z.iso.date().optional(),
  days: z
    .string()
    .regex(/^[0-9]{1,3}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(120))
    .optional(),
});
export type AdAvailabilityQuery = z.output<typeof adAvailabilityQuerySchema>;

export const adAvailabilitySchema = z
  .object({
    capacity: z.number().int(),
    days: z.array(z.object({ date: z.string(), free: z.number().int() })),
  })
  .meta({ id: 'AdAvailability' });
export type AdAvailability = z.infer<typeof adAvailabilitySchema>;

/** GET /advertisements/offer: what the portal sells, for the ordering page. */
export const adOfferSchema = z
  .object({
    open: z.boolean(),
    placements: z.array(
      z.object({
        placement: adPlacementSchema,
        capacity: z.number().int(),
        prices: z.array(z.object({ unit: priceDurationUnitSchema, amount: z.number().int() })),
        /** The first day from tomorrow with room, within the booking window; null when none. */
        next_free_date: z.string().nullable(),
      }),
    ),
    currency_code: z.string(),
    partial_first_percent: z.number().int(),
    max_media_mb: z.number().int(),
    content_format: z.string(),
    /** The terms of paid advertising in the asker's language. */
    terms: z.string(),
  })
  .meta({ id: 'AdOffer' });
export type AdOffer = z.infer<typeof adOfferSchema>;

export const adMediaSchema = z
  .object({
    type: z.enum(['image', 'video']),
    url: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  })
  .meta({ id: 'AdMedia' });
export type AdMedia = z.infer<typeof adMediaSchema>;

export const AD_DOCUMENT_KINDS = ['id_card', 'license', 'payment_proof'] as const;

/** A private document of an order; only the advertiser and staff can fetch `download_path`. */
export const adDocumentSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(AD_DOCUMENT_KINDS),
    name: z.string(),
    mime: z.string(),
    size_bytes: z.number().int(),
    download_path: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'AdDocument' });
export type AdDocument = z.infer<typeof adDocumentSchema>;

/** An order as its advertiser sees it. */
export const advertisementSchema = z
  .object({
    id: z.number().int(),
    status: adStatusSchema,
    full_name: z.string(),
    name: z.string(),
    region: z.number().int(),
    description: z.string(),
    link: z.string().nullable(),
    type: adTypeSchema,
    duration_unit: priceDurationUnitSchema,
    duration_count: z.number().int(),
    start_date: z.string(),
    /** The first day no longer covered (exclusive). */
    end_date: z.string(),
    phone: z.string(),
    email: z.string(),
    main_branch_id: z.number().int().nullable(),
    payment_method: z.enum(PAYMENT_METHODS),
    payment_type: z.enum(PAYMENT_TYPES),
    place: adPlacementSchema,
    category_id: z.number().int().nullable(),
    commercial_registry_number: z.string(),
    business_activity: z.string(),
    location: adLocationSchema,
    media: adMediaSchema.nullable(),
    documents: z.array(adDocumentSchema),
    /** The price kept at ordering, what was paid, what remains. */
    due: amountDueSchema,
    first_instalment: z.number().int(),
    /** Set at approval. */
    invoice_number: z.string().nullable(),
    /** The reference to quote with a payment. */
    payment_reference: z.string(),
    reject_reason: z.string().nullable(),
    locale: localeSchema,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Advertisement' });
export type Advertisement = z.infer<typeof advertisementSchema>;

export const advertisementCreatedSchema = z.object({
  advertisement: advertisementSchema,
  message: z.string(),
});
export const myAdvertisementsResponseSchema = z.object({ data: z.array(advertisementSchema) });
export const advertisementResponseSchema = z.object({ advertisement: advertisementSchema });

export const advertisementParamsSchema = z.object({ id: digits });
export const adDocumentParamsSchema = z.object({ id: digits, fileId: digits });
export const adMediaParamsSchema = z.object({
  file: z.string().regex(/^[a-f0-9]{32}\.(jpg|png|webp|mp4|webm)$/),
});

/** Impressions and clicks of one advertisement per day (in the portal's zone). */
export const adStatsSchema = z
  .object({
    days: z.array(z.object({ date: z.string(), impressions: z.number().int(), clicks: z.number().int() })),
    impressions: z.number().int(),
    clicks: z.number().int(),
    /** clicks / impressions, 0 when nothing was seen. */
    ctr: z.number(),
  })
  .meta({ id: 'AdStats' });
export type AdStats = z.infer<typeof adStatsSchema>;

// Serving.

/** An active advertisement as a public page shows it. */
export const servedAdSchema = z
  .object({
    id: z.number().int(),
    place: adPlacementSchema,
    type: adTypeSchema,
    name: z.string(),
    description: z.string(),
    media: adMediaSchema.nullable(),
    /** The click redirect under the API, when it has a link; null otherwise. */
    click_path: z.string().nullable(),
  })
  .meta({ id: 'ServedAd' });
export type ServedAd = z.infer<typeof servedAdSchema>;

/**
 * GET /advertisements/served: the active advertisements of the asked placements, in a fair
 * rotation. `category_id` narrows `category`, `branch_id` narrows `main_branch`.
 */
export const servedAdsQuerySchema = z.object({
  place: z
    .string()
    .transform((v) => v.split(','))
    .pipe(z.array(adPlacementSchema).min(1).max(AD_PLACEMENTS.length)),
  category_id: optionalId,
  branch_id: optionalId,
  /** Whether the page is the installed app or the website (location choice). */
  surface: z.enum(['web', 'app']).optional(),
});
export type ServedAdsQuery = z.output<typeof servedAdsQuerySchema>;

export const servedAdsResponseSchema = z.object({ data: z.array(servedAdSchema) }).meta({ id: 'ServedAds' });
export const publicAdvertisementResponseSchema = z.object({ advertisement: servedAdSchema });

/** POST /advertisements/{id}/impressions: seen at least half on screen. */
export const adImpressionBodySchema = z.strictObject({ kind: z.enum(AD_EVENT_KINDS).default('impression') });

// Back office.

export const adminAdvertisementSchema = advertisementSchema
  .extend({
    advertiser: z.object({
      id: z.number().int(),
      name: z.string(),
      username: z.string(),
      email: z.string(),
    }),
    claimed_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    claim_expires_at: z.string().nullable(),
    decided_by: z.string().nullable(),
    payments: z.array(paymentSchema),
  })
  .meta({ id: 'AdminAdvertisement' });
export type AdminAdvertisement = z.infer<typeof adminAdvertisementSchema>;

export const adminAdvertisementsQuerySchema = z.object({
  status: adStatusSchema.optional(),
  place: adPlacementSchema.optional(),
  /** The business's name, the advertiser's name, email or the order number. */
  q: z.string().trim().max(100).optional(),
  page,
  per_page: perPage(100, 20),
});
export type AdminAdvertisementsQuery = z.output<typeof adminAdvertisementsQuerySchema>;

export const adminAdvertisementsResponseSchema = z
  .object({
    data: z.array(adminAdvertisementSchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  })
  .meta({ id: 'AdminAdvertisements' });
export const adminAdvertisementResponseSchema = z.object({ advertisement: adminAdvertisementSchema });

export const rejectAdvertisementBodySchema = z.strictObject({
  reason: textField({ min: AD_LIMITS.rejectReason.min, max: AD_LIMITS.rejectReason.max, multiline: true }),
});
export type RejectAdvertisementBody = z.input<typeof rejectAdvertisementBodySchema>;

/** GET /admin/advertisements/calendar: one placement's bookings and free places per day. */
export const adCalendarQuerySchema = adAvailabilityQuerySchema;
export const adCalendarSchema = z
  .object({
    capacity: z.number().int(),
    days: z.array(
      z.object({
        date: z.string(),
        free: z.number().int(),
        bookings: z.array(z.object({ id: z.number().int(), name: z.string(), status: adStatusSchema })),
      }),
    ),
  })
  .meta({ id: 'AdCalendar' });
export type AdCalendar = z.infer<typeof adCalendarSchema>;

/** GET /admin/advertisements/stats: every advertisement's counts over a period (JSON, or CSV with format=csv). */
export const adminAdStatsQuerySchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  format: z.enum(['json', 'csv']).optional(),
});
export const adminAdStatsSchema = z
  .object({
    data: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        place: adPlacementSchema,
        status: adStatusSchema,
        impressions: z.number().int(),
        clicks: z.number().int(),
        ctr: z.number(),
      }),
    ),
  })
  .meta({ id: 'AdminAdStats' });
