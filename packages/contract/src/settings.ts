import { z } from 'zod';
import { textField } from './text-field';
import type { Platform } from './catalog';
import { localizedTextSchema } from './locale-schemas';
import {
  AD_PLACEMENTS,
  PRICE_DURATION_UNITS,
  type AdPlacement,
  type AdPriceTable,
} from './advertisements-values';

export { AD_PLACEMENTS, PRICE_DURATION_UNITS };

const adMoney = z.number().int().min(0).max(1_000_000_000);

/** What a portal charges for advertisements until an admin sets its own prices: minor units (centimes). */
export const DEFAULT_AD_PRICES: AdPriceTable = {
  page_top_bar: { day: 150_000, week: 800_000, month: 2_500_000 },
  popup: { day: 300_000, week: 1_500_000, month: 5_000_000 },
  top_of_page: { day: 200_000, three_days: 500_000, week: 1_000_000, month: 3_500_000 },
  home_page: { day: 250_000, week: 1_200_000, month: 4_000_000, half_yearly: 20_000_000, yearly: 36_000_000 },
  main_branch: { week: 300_000, month: 1_000_000, half_yearly: 5_000_000, yearly: 9_000_000 },
  category: { day: 100_000, three_days: 250_000, week: 500_000, month: 1_800_000 },
  listing_slot: { seconds: 100, day: 80_000, week: 400_000, month: 1_400_000 },
};

/** How many advertisements each placement runs side by side on one day, until an admin changes it. */
export const DEFAULT_AD_CAPACITY: Record<AdPlacement, number> = {
  page_top_bar: 2,
  popup: 1,
  top_of_page: 3,
  home_page: 4,
  main_branch: 2,
  category: 3,
  listing_slot: 6,
};

export const MULTIMEDIA_TYPES = ['photo', 'video', 'audio'] as const;

/** A promotion offer of the settings: stable key, name per language, length, price. */
export const promotionOfferSchema = z
  .object({
    key: z.string(),
    name: localizedTextSchema,
    days: z.number().int().positive(),
    price: z.object({ amount: z.number().int().min(0), currency_code: z.string().length(3) }),
  })
  .meta({ id: 'PromotionOffer' });
export type PromotionOffer = z.infer<typeof promotionOfferSchema>;

/** Keys of promotions: lower-case letters, digits and underscores (stored on listings). */
export const PROMOTION_KEY_PATTERN = /^[a-z0-9_]{1,40}$/;

const weekdayHoursSchema = z.object({
  /** 0 = Monday … 6 = Sunday. */
  weekday: z.number().int().min(0).max(6),
  /** "HH:MM" in the portal's time zone; empty list = closed that day. */
  open: z.string().regex(/^\d{2}:\d{2}$/),
  close: z.string().regex(/^\d{2}:\d{2}$/),
});

/** A closure: `branch_id` null closes every branch. */
export const closureSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    branch_id: z.number().int().nullable(),
    reason: localizedTextSchema,
  })
  .meta({ id: 'AppointmentClosure' });
export type Closure = z.infer<typeof closureSchema>;

/**
 * The settings response. Each top-level field is one row of the settings table;
 * each area of the portal adds its own parts. Meanings chosen here:
 * - `settings_state`: which parts of the portal are open to the public right now.
 * - `general`: identity and contact details shown in the header, footer and emails.
 */
export const settingsSchema = z
  .object({
    terms_of_paid_advertising: localizedTextSchema,
    advertisements: z.object({
      placements: z.array(z.enum(AD_PLACEMENTS)),
      price_duration_units: z.array(z.enum(PRICE_DURATION_UNITS)),
      /** Printed content format required for paid advertisements. */
      content_format: z.string(),
      max_media_mb: z.number().int().positive(),
      /*
       * The fields below came with ordering (docs/decisions/034); a stored row from before
       * them reads as their defaults.
       */
      /** Price per unit of duration, per placement, in minor units of `currency_code`; a unit left out is not sold there. */
      prices: z
        .record(z.enum(AD_PLACEMENTS), z.partialRecord(z.enum(PRICE_DURATION_UNITS), adMoney))
        .default(DEFAULT_AD_PRICES),
      currency_code: z.string().length(3).default('DZD'),
      /** How many advertisements one placement runs on the same day, in rotation (for `category`: per category). */
      capacity: z
        .record(z.enum(AD_PLACEMENTS), z.number().int().min(0).max(100))
        .default(DEFAULT_AD_CAPACITY),
      /** The share of the price a first instalment must reach to schedule a partly paid order. */
      partial_first_percent: z.number().int().min(1).max(100).default(50),
      /** In listing results, a sponsored card after every this many listings. */
      listing_slot_every: z.number().int().min(2).max(50).default(8),
    }),
    announcements: z.object({
      /** Publication lengths an author may choose, in days. */
      durations_days: z.array(z.number().int().positive()).min(1),
      default_duration_days: z.number().int().positive(),
      max_photos: z.number().int().min(1).max(30),
      max_photo_mb: z.number().int().positive(),
      /**
       * Categories whose listings are published only once paid: after a moderator approves
       * one it waits for payment, and recording its payment in full publishes it.
       */
      paid_category_ids: z.array(z.number().int()),
      /**
       * What a listing in a paid category costs, in minor units of `currency_code`. A stored
       * row from before this field existed reads as the default rather than falling back whole.
       */
      listing_fee: z
        .object({ amount: z.number().int().min(0).max(1_000_000_000), currency_code: z.string().length(3) })
        .default({ amount: 100_000, currency_code: 'DZD' }),
      /**
       * Promotions an owner may choose when posting ("à la une"): a featured badge and
       * a place in the list pages' featured strip for `days` days from publication. One with a
       * price above zero makes the approved listing wait for payment (docs/decisions/016).
       */
      promotions: z.array(promotionOfferSchema).default([]),
    }),
    /**
     * Appointments. The fields added after the first ones read as their defaults from a stored
     * row written before them (like listing_fee).
     */
    appointments: z.object({
      slot_minutes: z.number().int().positive(),
      /** How far ahead a visitor may book, in days. */
      booking_window_days: z.number().int().positive(),
      /** The week of the branches that have no hours of their own. */
      opening_hours: z.array(weekdayHoursSchema),
      time_zone: z.string(),
      /** People one branch receives per slot. */
      capacity_per_slot: z.number().int().positive().default(1),
      /** The earliest booking, in hours from now. */
      min_notice_hours: z.number().int().min(0).default(2),
      /** A member may cancel until this many hours before the start. */
      cancel_until_hours: z.number().int().min(0).default(24),
      /** Holidays and closures, dates in the portal's zone, both included. */
      closures: z.array(closureSchema).default([]),
    }),
    multimedia_type: z.array(z.enum(MULTIMEDIA_TYPES)),
    general: z.object({
      site_name: localizedTextSchema,
      contact_email: z.string(),
      phone: z.string(),
      address: localizedTextSchema,
      copyright_year: z.number().int(),
      social_links: z.array(z.object({ network: z.string(), url: z.string() })),
    }),
    /**
     * Search: groups of words that mean the same across Arabic, French, English and
     * Arabizi (broken plurals, cross-language words: سيارة / voiture / car / tomobil). A query
     * word found in a group also matches every other word of it. Applied when a query is read,
     * so an admin's change needs no re-indexing (it applies within a minute).
     */
    search: z.object({
      synonyms: z
        .array(
          z
            .array(textField({ min: 1, max: 60 }))
            .min(2)
            .max(40),
        )
        .max(1000),
    }),
    settings_state: z.object({
      registration_open: z.boolean(),
      announcements_open: z.boolean(),
      sales_open: z.boolean(),
      advertisements_open: z.boolean(),
      appointments_open: z.boolean(),
      join_requests_open: z.boolean(),
      survey_open: z.boolean(),
    }),
  })
  .meta({ id: 'Settings' });
export type Settings = z.infer<typeof settingsSchema>;

/**
 * What every page is sent: the settings but the search's synonyms, which the server alone
 * applies (a few kilobytes of every page's data otherwise, read by the settings screen only).
 */
export const publicSettingsSchema = settingsSchema.omit({ search: true }).meta({ id: 'PublicSettings' });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
export type SettingsKey = keyof Settings;
export const SETTINGS_KEYS = Object.keys(settingsSchema.shape) as SettingsKey[];

/**
 * Whether new ads may be posted on a platform (settings_state). Listings already
 * posted are untouched: closing a platform stops new posts, not browsing, edits or reviews.
 */
export function isPostingOpen(settings: Pick<Settings, 'settings_state'>, platform: Platform) {
  return platform === 'sales'
    ? settings.settings_state.sales_open
    : settings.settings_state.announcements_open;
}
