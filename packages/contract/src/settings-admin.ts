import { z } from 'zod';
import { textField } from './text-field';
import { currencyCodeSchema } from './catalog';
import { digits, idSchema } from './moderation';
import {
  AD_PLACEMENTS,
  MULTIMEDIA_TYPES,
  PRICE_DURATION_UNITS,
  PROMOTION_KEY_PATTERN,
  SETTINGS_KEYS,
  settingsSchema,
  type Settings,
  type SettingsKey,
} from './settings';

/**
 * Settings management, admins only:
 * `PUT /api/v1/admin/settings/<section>` replaces one top-level field of the settings response
 * with a body validated by that field's schema below (stricter than settingsSchema, which reads
 * what is stored: unknown keys refused, texts trimmed and not empty, sizes bounded, cross-field
 * rules such as "the default duration is one of the durations offered").
 * Also here: the management of the rejection presets (`/api/v1/admin/rejection-reasons`).
 */

const isUnique = (list: readonly unknown[]) => new Set(list).size === list.length;
const uniqueList = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item).max(max).refine(isUnique, 'validation.duplicate_value');

const text = (max: number, multiline = false) => textField({ min: 1, max, multiline });
const localized = (max: number, multiline = false) =>
  z.strictObject({ ar: text(max, multiline), fr: text(max, multiline), en: text(max, multiline) });

/** "HH:MM", 00:00 to 23:59. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z.string().regex(TIME_PATTERN, 'validation.time_format');

/** A time zone this runtime knows (Africa/Algiers, UTC…). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The largest photo an admin may allow, in MB (the multipart limit of the API stays above it). */
export const MAX_PHOTO_MB_LIMIT = 20;

const money = z.strictObject({
  amount: z.number().int().min(0).max(1_000_000_000),
  /** One of the catalog's currencies (the API checks it). */
  currency_code: currencyCodeSchema,
});

export const announcementsSectionSchema = z
  .strictObject({
    durations_days: z
      .array(z.number().int().min(1).max(365))
      .min(1)
      .max(12)
      .refine(isUnique, 'validation.duplicate_value'),
    default_duration_days: z.number().int().min(1).max(365),
    max_photos: z.number().int().min(1).max(30),
    max_photo_mb: z.number().int().min(1).max(MAX_PHOTO_MB_LIMIT),
    /** Categories of either platform (any level); the API checks that each exists. */
    paid_category_ids: uniqueList(idSchema, 500),
    listing_fee: money,
    /**
     * Promotion offers (docs/decisions/016): unique keys; the API checks each currency is an
     * active one of the catalog, and that a paid one is in the listing fee's currency.
     */
    promotions: z
      .array(
        z.strictObject({
          key: z.string().regex(PROMOTION_KEY_PATTERN, 'validation.invalid_value'),
          name: localized(60),
          days: z.number().int().min(1).max(365),
          price: money,
        }),
      )
      .max(20)
      .default([]),
  })
  .superRefine((value, ctx) => {
    value.promotions.forEach((offer, index) => {
      if (value.promotions.findIndex((o) => o.key === offer.key) !== index) {
        ctx.addIssue({
          code: 'custom',
          path: ['promotions', index, 'key'],
          message: 'validation.duplicate_value',
        });
      }
    });
    if (!value.durations_days.includes(value.default_duration_days)) {
      ctx.addIssue({
        code: 'custom',
        path: ['default_duration_days'],
        message: 'validation.default_duration_not_offered',
      });
    }
  });

export const appointmentsSectionSchema = z.strictObject({
  slot_minutes: z.number().int().min(5).max(480),
  booking_window_days: z.number().int().min(1).max(365),
  opening_hours: z
    .array(
      z
        .strictObject({ weekday: z.number().int().min(0).max(6), open: time, close: time })
        .refine((h) => !TIME_PATTERN.test(h.open) || !TIME_PATTERN.test(h.close) || h.close > h.open, {
          message: 'validation.time_range',
          path: ['close'],
        }),
    )
    .max(21),
  time_zone: z.string().trim().min(1).max(60).refine(isTimeZone, 'validation.time_zone'),
  capacity_per_slot: z.number().int().min(1).max(100),
  min_notice_hours: z
    .number()
    .int()
    .min(0)
    .max(24 * 30),
  cancel_until_hours: z
    .number()
    .int()
    .min(0)
    .max(24 * 30),
  closures: z
    .array(
      z
        .strictObject({
          from: z.iso.date(),
          to: z.iso.date(),
          /** A branch (the API checks it is one), or null for every branch. */
          branch_id: idSchema.nullable(),
          reason: localized(200),
        })
        .refine((c) => c.to >= c.from, { message: 'validation.date_range', path: ['to'] }),
    )
    .max(200),
});

export const generalSectionSchema = z.strictObject({
  site_name: localized(120),
  contact_email: z.email().max(254),
  phone: text(40),
  address: localized(300),
  copyright_year: z.number().int().min(2000).max(2100),
  social_links: z
    .array(
      z.strictObject({
        network: text(40),
        url: z.url({ protocol: /^https?$/ }).max(500),
      }),
    )
    .max(20),
});

export const advertisementsSectionSchema = z.strictObject({
  placements: uniqueList(z.enum(AD_PLACEMENTS), AD_PLACEMENTS.length),
  price_duration_units: uniqueList(z.enum(PRICE_DURATION_UNITS), PRICE_DURATION_UNITS.length),
  content_format: text(200),
  max_media_mb: z.number().int().min(1).max(100),
  prices: z.record(
    z.enum(AD_PLACEMENTS),
    z.partialRecord(z.enum(PRICE_DURATION_UNITS), z.number().int().min(0).max(1_000_000_000)),
  ),
  currency_code: z.string().regex(/^[A-Z]{3}$/, { message: 'validation.invalid_value' }),
  capacity: z.record(z.enum(AD_PLACEMENTS), z.number().int().min(0).max(100)),
  partial_first_percent: z.number().int().min(1).max(100),
  listing_slot_every: z.number().int().min(2).max(50),
});

/** The body each section takes, by its key: what the stored row becomes. */
export const SETTINGS_SECTION_SCHEMAS = {
  terms_of_paid_advertising: localized(5000, true),
  advertisements: advertisementsSectionSchema,
  announcements: announcementsSectionSchema,
  appointments: appointmentsSectionSchema,
  multimedia_type: uniqueList(z.enum(MULTIMEDIA_TYPES), MULTIMEDIA_TYPES.length),
  general: generalSectionSchema,
  search: z.strictObject({ synonyms: settingsSchema.shape.search.shape.synonyms }),
  settings_state: z.strictObject(settingsSchema.shape.settings_state.shape),
} satisfies { [K in SettingsKey]: z.ZodType<Settings[K]> };

export type SettingsSectionBody<K extends SettingsKey> = z.input<(typeof SETTINGS_SECTION_SCHEMAS)[K]>;

/** The sections in the order of the settings screen. */
export const SETTINGS_SECTIONS: readonly SettingsKey[] = [
  'general',
  'announcements',
  'terms_of_paid_advertising',
  'settings_state',
  'advertisements',
  'appointments',
  'multimedia_type',
  'search',
];

/** A section's number in the audit log (its subject id; the key itself is in before/after). */
export function settingsSectionId(key: SettingsKey): number {
  return SETTINGS_KEYS.indexOf(key) + 1;
}

// Rejection presets.

const reasonText = text(500);
export const rejectionReasonTextsSchema = z.strictObject({ ar: reasonText, fr: reasonText, en: reasonText });

/** A preset as the management screen sees it: inactive ones too (the reject dialog shows active ones only). */
export const adminRejectionReasonSchema = z
  .object({
    id: idSchema,
    key: z.string(),
    texts: z.object({ ar: z.string(), fr: z.string(), en: z.string() }),
    sort: z.number().int(),
    is_active: z.boolean(),
  })
  .meta({ id: 'AdminRejectionReason' });
export type AdminRejectionReason = z.infer<typeof adminRejectionReasonSchema>;

export const adminRejectionReasonsResponseSchema = z.object({ data: z.array(adminRejectionReasonSchema) });
export const adminRejectionReasonResponseSchema = z.object({ reason: adminRejectionReasonSchema });

export const rejectionReasonCreateBodySchema = z.strictObject({
  texts: rejectionReasonTextsSchema,
  is_active: z.boolean().default(true),
});
export type RejectionReasonCreateBody = z.input<typeof rejectionReasonCreateBodySchema>;

export const rejectionReasonUpdateBodySchema = z.strictObject({
  texts: rejectionReasonTextsSchema.optional(),
  is_active: z.boolean().optional(),
});
export type RejectionReasonUpdateBody = z.input<typeof rejectionReasonUpdateBodySchema>;

/** Every preset's id (deleted ones aside) in the new order. */
export const rejectionReasonOrderBodySchema = z.strictObject({
  ids: z.array(idSchema).min(1).max(200).refine(isUnique, 'validation.duplicate_value'),
});
export type RejectionReasonOrderBody = z.input<typeof rejectionReasonOrderBodySchema>;

export const rejectionReasonParamsSchema = z.object({ id: digits });
