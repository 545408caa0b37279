import { z } from 'zod';
import { ID_PARAM_PATTERN, MAX_ID } from './ids';
import { perPage } from './paging';
import { textField } from './text-field';
import { currencyCodeSchema, platformSchema } from './catalog';
import { PROMOTION_KEY_PATTERN } from './settings';
import {
  ADVERTISER_CHARACTERISTICS,
  CONTACT_TIMES,
  FLAG_VALUES,
  LISTING_DESCRIPTION_LENGTH,
  LISTING_SORTS,
  LISTING_STATUSES,
  LISTING_TITLE_LENGTH,
  MAX_QUERY_LENGTH,
  MAX_SEARCH_PAGE,
  PAYMENT_METHODS,
  PAYMENT_TYPES,
  PRICE_TYPE_AMOUNTS,
  PRICE_TYPES,
  QUANTITY_ABUNDANCES,
  SALES_FILTER_VALUES,
  SALES_GUARANTEES,
  SALES_QUALITIES,
  SALES_SOURCES,
  SELLABILITIES,
  SELLING_STYLES,
  type SalesFilter,
} from './listing-values';

// The enums' values live in listing-values.ts (no zod: the public pages read them).
export * from './listing-values';

/**
 * Listings: announcements (services) and sales ads are one engine with two
 * platforms; sales carry extra fields. Money is an integer of minor units plus
 * a currency code (docs/architecture.md, "Data"): 1 500,50 DZD travels as 150050.
 */

export const listingStatusSchema = z.enum(LISTING_STATUSES);
export type ListingStatus = z.infer<typeof listingStatusSchema>;

export const priceTypeSchema = z.enum(PRICE_TYPES);

export const advertiserCharacteristicSchema = z.enum(ADVERTISER_CHARACTERISTICS);

/** Amounts in minor units; the cap keeps them exact in a JavaScript number and in a bigint. */
export const moneySchema = z.number().int().min(0).max(1e15);

/**
 * What a listing owes: the fee kept at approval, what the payments ledger holds for
 * it and what is left, in minor units of currency_code.
 */
export const amountDueSchema = z
  .object({
    amount: z.number().int(),
    paid: z.number().int(),
    remaining: z.number().int(),
    currency_code: z.string(),
  })
  .meta({ id: 'AmountDue' });
export type AmountDue = z.infer<typeof amountDueSchema>;
/**
 * The owner's view of a listing's promotion (docs/decisions/016): the offer as kept at
 * approval (or, before, as the settings offer it now), and `until` once it runs.
 */
export const ownPromotionSchema = z
  .object({
    key: z.string(),
    name: z.string(),
    days: z.number().int(),
    amount: z.number().int(),
    currency_code: z.string(),
    /** When the promotion ends; null while it has not started (before approval and payment). */
    until: z.string().nullable(),
  })
  .meta({ id: 'OwnPromotion' });
export type OwnPromotion = z.infer<typeof ownPromotionSchema>;

const idSchema = z.number().int().positive().max(MAX_ID);

/**
 * `currency_id` holds no id but the ISO 4217 code of the price's currency (DZD). The name stays
 * on the wire for the clients built on it; the code inside the API and the SPA says `currencyCode`.
 */
const CURRENCY_ID_MEANING = 'The ISO 4217 code of the price’s currency, e.g. DZD (not an id).';
const shortText = textField({ max: 200 });

/** Today as YYYY-MM-DD in UTC: dates that must lie ahead are compared with it. */
function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}
const futureDateSchema = z.iso.date().refine((v) => v > todayUtc(), { message: 'validation.date_in_future' });

/**
 * The fields only a sales ad has, with the meaning chosen where the product names a field without defining it:
 * - `mobility`: the seller travels to the buyer (sale at home or on site);
 * - `sellability`: `available` (ready to hand over) or `on_order`;
 * - `documentation`: the goods come with their papers (invoice, registration, manual);
 * - `quantity_abundance`: `limited`, `available` or `abundant` stock;
 * - `headquarters`: the seller's head office or shop (short text);
 * - `scientific_legal_qualification`: a certification, licence or approval (short text, e.g.
 *   an approval number);
 * - `after_sales_service`: the seller offers after-sales service;
 * - `sales_guarantee_text`: what the guarantee is, required when `sales_guarantee` is `specific`;
 * - `offer_expiration_date`: the last day of the offer; like `validity_date`, the listing
 *   expires then at the latest (an ended offer is out of date; the owner may edit and renew).
 */
export const salesFieldsShape = {
  payment_method: z.enum(PAYMENT_METHODS).optional(),
  payment_type: z.enum(PAYMENT_TYPES).optional(),
  has_delivery: z.boolean().optional(),
  offer_expiration_date: futureDateSchema.optional(),
  mobility: z.boolean().optional(),
  sellability: z.enum(SELLABILITIES).optional(),
  documentation: z.boolean().optional(),
  sales_guarantee: z.enum(SALES_GUARANTEES).optional(),
  sales_guarantee_text: shortText.optional(),
  quantity_abundance: z.enum(QUANTITY_ABUNDANCES).optional(),
  sales_quality: z.enum(SALES_QUALITIES).optional(),
  sales_source: z.enum(SALES_SOURCES).optional(),
  selling_style: z.enum(SELLING_STYLES).optional(),
  headquarters: shortText.optional(),
  scientific_legal_qualification: shortText.optional(),
  after_sales_service: z.boolean().optional(),
};
export const SALES_FIELDS = Object.keys(salesFieldsShape) as (keyof typeof salesFieldsShape)[];

/**
 * POST /listings and PUT /listings/{id}: every field of its platform.
 * - `category_id` / `sub_category_id` / `filter_id`: one branch of the platform's tree (checked
 *   on the server); the sub-category and filter are optional.
 * - `currency_id`: the ISO code of a currency of GET /currencies (DZD when left out).
 * - `region_id` / `city_id` (the form's region and city): a wilaya code and one of its cities.
 * - `rentability`: the item or service is offered for rent (true) rather than for sale.
 * - `duration_days`: one of settings.announcements.durations_days (checked on the server).
 * - `validity_date`: the listing expires then at the latest.
 * - `photo_ids`: uploaded photos (POST /listings/photos) in display order; `cover_photo_id`
 *   one of them (the first when left out). Their number is capped by settings (max_photos).
 */
export const listingBodySchema = z
  .strictObject({
    platform: platformSchema,
    title: textField(LISTING_TITLE_LENGTH),
    description: textField({ ...LISTING_DESCRIPTION_LENGTH, multiline: true }),
    category_id: idSchema,
    sub_category_id: idSchema.nullish(),
    filter_id: idSchema.nullish(),
    price_type: priceTypeSchema,
    price: moneySchema.nullish(),
    price_min: moneySchema.nullish(),
    price_max: moneySchema.nullish(),
    currency_id: currencyCodeSchema.default('DZD').describe(CURRENCY_ID_MEANING),
    region_id: idSchema,
    city_id: idSchema.nullish(),
    address: shortText.optional(),
    professional_address: shortText.optional(),
    advertiser_characteristic: advertiserCharacteristicSchema,
    contact_time: z.enum(CONTACT_TIMES).optional(),
    duration_days: z.number().int().positive().max(365),
    rentability: z.boolean().optional(),
    validity_date: futureDateSchema.optional(),
    photo_ids: z.array(idSchema).max(50).default([]),
    cover_photo_id: idSchema.optional(),
    /**
     * A promotion of settings.announcements.promotions (checked on the server), or none. Chosen
     * when a listing goes to review; an approved listing's edit does not change it
     * (docs/decisions/016).
     */
    promotion_key: z.string().regex(PROMOTION_KEY_PATTERN, 'validation.promotion_unknown').nullish(),
    ...salesFieldsShape,
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    for (const field of PRICE_TYPE_AMOUNTS[v.price_type]) {
      if (v[field] == null) issue(field, 'validation.required');
    }
    if (v.price_type === 'range' && v.price_min != null && v.price_max != null && v.price_min > v.price_max) {
      issue('price_max', 'validation.price_range');
    }
    if (v.cover_photo_id !== undefined && !v.photo_ids.includes(v.cover_photo_id)) {
      issue('cover_photo_id', 'validation.invalid_value');
    }
    if (new Set(v.photo_ids).size !== v.photo_ids.length) issue('photo_ids', 'validation.invalid_value');
    if (v.platform === 'announcements') {
      for (const field of SALES_FIELDS) {
        if (v[field] !== undefined) issue(field, 'validation.sales_only');
      }
    } else if (v.sales_guarantee === 'specific' && !v.sales_guarantee_text) {
      issue('sales_guarantee_text', 'validation.required');
    }
  })
  .meta({ id: 'ListingBody' });
export type ListingBody = z.input<typeof listingBodySchema>;
export type ListingInput = z.output<typeof listingBodySchema>;

const digits = z.string().regex(ID_PARAM_PATTERN).transform(Number).pipe(idSchema);

export const listingIdParamsSchema = z.object({ id: digits });
/**
 * GET /listings/featured: the featured strip of a list page (docs/decisions/016). The category
 * is an id like any other: one past the integer range is refused, not sent to the database.
 */
export const featuredQuerySchema = z.object({
  platform: platformSchema,
  category_id: digits.optional(),
});
export type FeaturedQuery = z.output<typeof featuredQuerySchema>;
export const FEATURED_STRIP_SIZE = 4;

export const listingSlugParamsSchema = z.object({ slug: z.string().min(1).max(300) });
export const listingPhotoParamsSchema = z.object({
  file: z.string().regex(/^[a-f0-9]{32}\.webp$/),
});

const moneyParam = z
  .string()
  .regex(/^[0-9]{1,15}$/)
  .transform(Number);

const flagParam = z.enum(FLAG_VALUES);

/** The sales options a buyer can filter on, with their values (listing-values.ts SALES_FILTER_VALUES). */
export const salesFilterShape = {
  payment_method: z.enum(SALES_FILTER_VALUES.payment_method).optional(),
  payment_type: z.enum(SALES_FILTER_VALUES.payment_type).optional(),
  has_delivery: flagParam.optional(),
  sales_quality: z.enum(SALES_FILTER_VALUES.sales_quality).optional(),
  sales_source: z.enum(SALES_FILTER_VALUES.sales_source).optional(),
  selling_style: z.enum(SALES_FILTER_VALUES.selling_style).optional(),
  sellability: z.enum(SALES_FILTER_VALUES.sellability).optional(),
  quantity_abundance: z.enum(SALES_FILTER_VALUES.quantity_abundance).optional(),
  sales_guarantee: z.enum(SALES_FILTER_VALUES.sales_guarantee).optional(),
  after_sales_service: flagParam.optional(),
  documentation: flagParam.optional(),
  mobility: flagParam.optional(),
} satisfies Record<SalesFilter, z.ZodType>;

/** GET /listings: the whole search state, as it sits in the SPA's URL. */
export const listingSearchQuerySchema = z.object({
  platform: platformSchema.optional(),
  /** Free text in any of the three languages (normalized on the server; docs/architecture.md, "Search"). */
  q: z.string().max(MAX_QUERY_LENGTH).optional(),
  category_id: digits.optional(),
  region_id: digits.optional(),
  city_id: digits.optional(),
  price_min: moneyParam.optional(),
  price_max: moneyParam.optional(),
  currency: currencyCodeSchema.optional(),
  advertiser: advertiserCharacteristicSchema.optional(),
  price_type: priceTypeSchema.optional(),
  has_photos: z.enum(['true', 'false']).optional(),
  /** One seller's listings (their public page, docs/decisions/046). */
  seller: digits.optional(),
  /** Default: relevance when `q` is given (exact words first, then stems, synonyms, typos), else newest. */
  sort: z.enum(LISTING_SORTS).optional(),
  ...salesFilterShape,
  /**
   * Offset paging for the UI, capped at MAX_SEARCH_PAGE: deeper pages are never read by people
   * and each costs more than the last. Rows are ordered with the id as the last key, so a page
   * never repeats or skips a listing that sorts equal to its neighbours.
   */
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,3}$/)
    .transform(Number)
    .pipe(z.number().max(MAX_SEARCH_PAGE))
    .default(1),
  per_page: perPage(50, 20),
});
export type ListingSearchQuery = z.output<typeof listingSearchQuerySchema>;

export const mineQuerySchema = z.object({ platform: platformSchema.optional() });

const namedRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const listingPhotoSchema = z
  .object({
    id: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    is_cover: z.boolean(),
    /** thumbnail (320 px), medium (800 px), large (1600 px), all WebP. */
    urls: z.object({ thumbnail: z.string(), medium: z.string(), large: z.string() }),
  })
  .meta({ id: 'ListingPhoto' });
export type ListingPhoto = z.infer<typeof listingPhotoSchema>;

/** POST /listings/photos: the uploaded photo, not yet attached to a listing. */
export const uploadedPhotoResponseSchema = z.object({ photo: listingPhotoSchema });

const priceFields = {
  price_type: priceTypeSchema,
  price: moneySchema.nullable(),
  price_min: moneySchema.nullable(),
  price_max: moneySchema.nullable(),
  currency_id: z.string().describe(CURRENCY_ID_MEANING),
};

/** A card in lists and search results. Names in the request's language. */
export const listingCardSchema = z
  .object({
    id: z.number().int(),
    platform: platformSchema,
    slug: z.string(),
    title: z.string(),
    status: listingStatusSchema,
    ...priceFields,
    category: namedRefSchema,
    region: namedRefSchema,
    city: namedRefSchema.nullable(),
    advertiser_characteristic: advertiserCharacteristicSchema,
    cover: listingPhotoSchema.nullable(),
    views: z.number().int(),
    published_at: z.string(),
    expires_at: z.string(),
    /** A paid (or free) promotion is running: the "Featured" badge (docs/decisions/016). */
    promoted: z.boolean(),
    /** The advertiser is a business whose registry number staff verified (docs/decisions/046). */
    verified_business: z.boolean(),
  })
  .meta({ id: 'ListingCard' });
export type ListingCard = z.infer<typeof listingCardSchema>;

/** The featured strip: up to FEATURED_STRIP_SIZE promoted public listings, in rotating order. */
export const featuredResponseSchema = z.object({ data: z.array(listingCardSchema).max(FEATURED_STRIP_SIZE) });
export type FeaturedResponse = z.infer<typeof featuredResponseSchema>;

/** The detail page: every filled field. Sales fields are null on announcements. */
export const listingDetailSchema = z
  .object({
    ...listingCardSchema.shape,
    description: z.string(),
    rejection_reason: z.string().nullable(),
    /** The promotion the owner chose (owner only; null for anyone else), for the edit form. */
    promotion_key: z.string().nullable(),
    sub_category: namedRefSchema.nullable(),
    filter: namedRefSchema.nullable(),
    address: z.string().nullable(),
    professional_address: z.string().nullable(),
    contact_time: z.enum(CONTACT_TIMES).nullable(),
    duration_days: z.number().int(),
    rentability: z.boolean().nullable(),
    validity_date: z.string().nullable(),
    photos: z.array(listingPhotoSchema),
    is_owner: z.boolean(),
    /** `username` names the seller's public page (/sellers/{username}). */
    owner: z.object({ id: z.number().int(), name: z.string(), username: z.string() }),
    /** Public counts; what the reader did is in GET /listings/{id}/viewer-state. */
    likes: z.number().int(),
    favorites: z.number().int(),
    /** Whether the advertiser has a phone to reveal (POST /listings/{id}/phone); never the number. */
    has_phone: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
    payment_method: z.enum(PAYMENT_METHODS).nullable(),
    payment_type: z.enum(PAYMENT_TYPES).nullable(),
    has_delivery: z.boolean().nullable(),
    offer_expiration_date: z.string().nullable(),
    mobility: z.boolean().nullable(),
    sellability: z.enum(SELLABILITIES).nullable(),
    documentation: z.boolean().nullable(),
    sales_guarantee: z.enum(SALES_GUARANTEES).nullable(),
    sales_guarantee_text: z.string().nullable(),
    quantity_abundance: z.enum(QUANTITY_ABUNDANCES).nullable(),
    sales_quality: z.enum(SALES_QUALITIES).nullable(),
    sales_source: z.enum(SALES_SOURCES).nullable(),
    selling_style: z.enum(SELLING_STYLES).nullable(),
    headquarters: z.string().nullable(),
    scientific_legal_qualification: z.string().nullable(),
    after_sales_service: z.boolean().nullable(),
  })
  .meta({ id: 'ListingDetail' });
export type ListingDetail = z.infer<typeof listingDetailSchema>;

export const listingResponseSchema = z.object({ listing: listingDetailSchema });

/**
 * An owner's edit of an approved listing: the approved version stays public while
 * the edit waits for review (`pending`); a moderator's refusal keeps it with the reason
 * (`rejected`) until the owner edits again or discards it.
 */
export const REVISION_STATUSES = ['pending', 'rejected'] as const;
export const revisionStateSchema = z
  .object({
    status: z.enum(REVISION_STATUSES),
    rejection_reason: z.string().nullable(),
    submitted_at: z.string(),
  })
  .meta({ id: 'ListingRevisionState' });
export type RevisionState = z.infer<typeof revisionStateSchema>;

/**
 * GET /listings/{id}/revision (owner only): the edit as a detail, so the edit form continues
 * from it; 404 when the listing has none.
 */
export const revisionResponseSchema = z.object({
  revision: revisionStateSchema.extend({ listing: listingDetailSchema }),
});

/** Owner's lists: a card with the status, the moderator's reason when rejected, and its counts. */
export const mineResponseSchema = z.object({
  data: z.array(
    listingCardSchema.extend({
      /**
       * Waiting for payment: the fee owed since approval, what was paid, what is
       * left, in minor units of currency_code; null otherwise.
       */
      payment_due: amountDueSchema.nullable(),
      /** The promotion chosen, what it costs and until when it runs; null when none. */
      promotion: ownPromotionSchema.nullable(),
      rejection_reason: z.string().nullable(),
      likes: z.number().int(),
      favorites: z.number().int(),
      /**
       * Expired, and its validity date (or a sale's offer end) still ahead: POST
       * /listings/{id}/renew takes it back to review. Expired past such a date: false, the
       * owner edits the date instead.
       */
      can_renew: z.boolean(),
      /** The owner's edit waiting for review or rejected, while the approved version stays public. */
      revision: revisionStateSchema.nullable(),
    }),
  ),
});

const facetSchema = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });

/**
 * Beyond this many matches a search answers a lower bound ("1,000+") instead of an exact total:
 * counting every match of a common word or filter costs a read of each (docs/decisions/036).
 */
export const SEARCH_TOTAL_CAP = 1_000;

export const listingSearchResponseSchema = z
  .object({
    data: z.array(listingCardSchema),
    /**
     * How many listings match; past SEARCH_TOTAL_CAP the search stops counting and `total` is
     * that cap, a lower bound (`total_exact` false: shown as "1,000+").
     */
    total: z.number().int(),
    total_exact: z.boolean(),
    page: z.number().int(),
    per_page: z.number().int(),
    /**
     * False when the facets were counted over a bounded sample of the matches (too many to
     * count each time): the values found are listed, their counts are lower bounds and are
     * not shown.
     */
    facets_exact: z.boolean(),
    /**
     * Counts of matching listings (each facet ignores its own filter, all others applied):
     * - `categories`: per top category;
     * - `children`: per child of the chosen category (its sub-categories, or a sub-category's
     *   filters); empty without a category or when the category has no children;
     * - `regions`: per region;
     * - `cities`: per city of the chosen region; empty without a region.
     */
    facets: z.object({
      categories: z.array(facetSchema),
      children: z.array(facetSchema),
      regions: z.array(facetSchema),
      cities: z.array(facetSchema),
    }),
  })
  .meta({ id: 'ListingSearch' });
export type ListingSearchResponse = z.infer<typeof listingSearchResponseSchema>;

/**
 * GET /listings/{id}/similar and GET /listings/{id}/from-owner: at most 8 public cards beside a
 * public listing's detail (similar ads of its platform; the same advertiser's other ads).
 */
export const RELATED_LISTINGS_MAX = 8;
export const relatedListingsResponseSchema = z
  .object({ data: z.array(listingCardSchema).max(RELATED_LISTINGS_MAX) })
  .meta({ id: 'RelatedListings' });
export type RelatedListingsResponse = z.infer<typeof relatedListingsResponseSchema>;
