/**
 * The values of the listings' enums and the search's limits, without zod: the public list and
 * detail pages read these (filters, sorts, the URL's search state) and so stay free of zod and
 * of the contract's schemas in their first load (the Lighthouse budget in docs/performance.md).
 * listings.ts builds its schemas from them and re-exports them; forms and the API use those.
 */

/** The two listing platforms, each with its own category tree. */
export const PLATFORMS = ['announcements', 'sales'] as const;

/** Statuses, each shown to the owner as a label: pending until moderated, approved is public. */
export const LISTING_STATUSES = ['pending', 'approved', 'rejected', 'expired', 'waiting_payment'] as const;

export const PRICE_TYPES = ['fixed', 'negotiable', 'range', 'on_request', 'free'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

/** The amount fields of a listing, in minor units of its currency. */
export type PriceAmount = 'price' | 'price_min' | 'price_max';

/**
 * The amounts each price type asks for: one price (fixed, negotiable), a minimum and a maximum
 * (range), none (on request, free). The body schema requires them, the API stores only them and
 * the posting form shows and sends only them.
 */
export const PRICE_TYPE_AMOUNTS: Record<PriceType, readonly PriceAmount[]> = {
  fixed: ['price'],
  negotiable: ['price'],
  range: ['price_min', 'price_max'],
  on_request: [],
  free: [],
};

/** Whether a listing of this price type states the amount `field`. */
export function asksForAmount(priceType: PriceType, field: PriceAmount): boolean {
  return PRICE_TYPE_AMOUNTS[priceType].includes(field);
}

/**
 * The lengths of a listing's texts: the title and description in the body schema (the minimum
 * counts visible characters, see text-field.ts), and the posting form's inputs.
 */
export const LISTING_TITLE_LENGTH = { min: 5, max: 150 } as const;
export const LISTING_DESCRIPTION_LENGTH = { min: 20, max: 5000 } as const;

export const ADVERTISER_CHARACTERISTICS = ['individual', 'company', 'store'] as const;

/**
 * `contact_time` (the spec names it, not its meaning): when the advertiser prefers to be
 * called — any time, or one part of the day.
 */
export const CONTACT_TIMES = ['any', 'morning', 'afternoon', 'evening'] as const;

// Sales options: how a sale is paid, guaranteed, made and sold.
export const PAYMENT_METHODS = ['cheque', 'cash', 'current_account'] as const;
export const PAYMENT_TYPES = ['full', 'partial'] as const;
export const SALES_GUARANTEES = ['none', 'specific'] as const;
export const SALES_QUALITIES = ['original', 'imitative'] as const;
export const SALES_SOURCES = ['local', 'imported'] as const;
export const SELLING_STYLES = ['retail', 'wholesale'] as const;
/** `sellability`: whether the goods are ready to hand over or made/ordered after the sale. */
export const SELLABILITIES = ['available', 'on_order'] as const;
/** `quantity_abundance`: how much the seller has in stock. */
export const QUANTITY_ABUNDANCES = ['limited', 'available', 'abundant'] as const;

export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc', 'relevance'] as const;

/** The deepest page GET /listings answers (a 422 beyond). */
export const MAX_SEARCH_PAGE = 500;

/** The longest free text GET /listings takes as `q` (a 422 beyond); the search box stops there. */
export const MAX_QUERY_LENGTH = 200;

/** A yes/no search parameter as it sits in a URL. */
export const FLAG_VALUES = ['true', 'false'] as const;

/**
 * The sales options a buyer can filter on (meanings at listings.ts salesFieldsShape),
 * with the values each accepts. Each narrows to sales ads that state that value; ads that left
 * the option empty do not match. Free texts and dates (guarantee text, headquarters, offer
 * expiry…) are not filters. listings.ts's salesFilterShape validates them with these values.
 */
export const SALES_FILTER_VALUES = {
  payment_method: PAYMENT_METHODS,
  payment_type: PAYMENT_TYPES,
  has_delivery: FLAG_VALUES,
  sales_quality: SALES_QUALITIES,
  sales_source: SALES_SOURCES,
  selling_style: SELLING_STYLES,
  sellability: SELLABILITIES,
  quantity_abundance: QUANTITY_ABUNDANCES,
  sales_guarantee: SALES_GUARANTEES,
  after_sales_service: FLAG_VALUES,
  documentation: FLAG_VALUES,
  mobility: FLAG_VALUES,
} as const;
export type SalesFilter = keyof typeof SALES_FILTER_VALUES;
export const SALES_FILTERS = Object.keys(SALES_FILTER_VALUES) as SalesFilter[];

/** Whether `value` is one the sales filter `key` accepts. */
export function isSalesFilterValue(key: SalesFilter, value: string): boolean {
  return (SALES_FILTER_VALUES[key] as readonly string[]).includes(value);
}

/**
 * The optional details a category may ask for (docs/decisions/019). Everything else in a
 * listing (title, description, price, place, advertiser, duration, photos) every category asks.
 * `sales_guarantee` brings its text (`sales_guarantee_text`) with it.
 */
export const COMMON_OPTIONAL_FIELDS = ['contact_time', 'rentability', 'professional_address'] as const;
export const SALES_OPTIONAL_FIELDS = [
  'payment_method',
  'payment_type',
  'selling_style',
  'sales_quality',
  'sales_source',
  'quantity_abundance',
  'sellability',
  'has_delivery',
  'mobility',
  'documentation',
  'after_sales_service',
  'offer_expiration_date',
  'sales_guarantee',
  'headquarters',
  'scientific_legal_qualification',
] as const;
export const OPTIONAL_FIELDS = [...COMMON_OPTIONAL_FIELDS, ...SALES_OPTIONAL_FIELDS] as const;
export type OptionalField = (typeof OPTIONAL_FIELDS)[number];

/** Every optional detail a listing of the platform can have, in the form's order. */
export function optionalFieldsOfPlatform(platform: (typeof PLATFORMS)[number]): readonly OptionalField[] {
  return platform === 'sales' ? OPTIONAL_FIELDS : COMMON_OPTIONAL_FIELDS;
}

/**
 * The optional details a listing filed under `chain` (its category, then sub-category, then
 * filter, as far as it goes) offers: the deepest node's own list wins, a node without one
 * (null) inherits its parent's, and a tree without any offers every detail of the platform.
 * Fields of the other platform in a list are ignored. The order is the platform's.
 */
export function offeredFields(
  platform: (typeof PLATFORMS)[number],
  chain: readonly { optional_fields: readonly string[] | null }[],
): OptionalField[] {
  const all = optionalFieldsOfPlatform(platform);
  for (let i = chain.length - 1; i >= 0; i -= 1) {
    const own = chain[i]!.optional_fields;
    if (own) return all.filter((field) => own.includes(field));
  }
  return [...all];
}
