import type {
  ADVERTISER_CHARACTERISTICS,
  CONTACT_TIMES,
  LISTING_STATUSES,
  OptionalField,
  PAYMENT_METHODS,
  PAYMENT_TYPES,
  PRICE_TYPES,
  QUANTITY_ABUNDANCES,
  SALES_GUARANTEES,
  SALES_QUALITIES,
  SALES_SOURCES,
  SELLABILITIES,
  SELLING_STYLES,
} from '@portal/contract/listings';

/**
 * The words for the values of the contract's listing enums, one set for the whole site
 * (locales/<lang>/listing-values.json): a value reads the same in the posting form, the owner's
 * lists, the public pages and the back office. Keys are written out in full so the catalog
 * check (scripts/check-i18n.ts) sees each one used, and a new enum value fails type-checking
 * here until it has a label.
 */
type Labels<T extends readonly string[]> = Record<T[number], string>;

export const PRICE_TYPE_LABELS: Labels<typeof PRICE_TYPES> = {
  fixed: 'listing-values.price_type.fixed',
  negotiable: 'listing-values.price_type.negotiable',
  range: 'listing-values.price_type.range',
  on_request: 'listing-values.price_type.on_request',
  free: 'listing-values.price_type.free',
};

export const ADVERTISER_LABELS: Labels<typeof ADVERTISER_CHARACTERISTICS> = {
  individual: 'listing-values.advertiser.individual',
  company: 'listing-values.advertiser.company',
  store: 'listing-values.advertiser.store',
};

export const STATUS_LABELS: Labels<typeof LISTING_STATUSES> = {
  pending: 'listing-values.status.pending',
  approved: 'listing-values.status.approved',
  rejected: 'listing-values.status.rejected',
  expired: 'listing-values.status.expired',
  waiting_payment: 'listing-values.status.waiting_payment',
};

export const CONTACT_TIME_LABELS: Labels<typeof CONTACT_TIMES> = {
  any: 'listing-values.contact_time.any',
  morning: 'listing-values.contact_time.morning',
  afternoon: 'listing-values.contact_time.afternoon',
  evening: 'listing-values.contact_time.evening',
};

export const PAYMENT_METHOD_LABELS: Labels<typeof PAYMENT_METHODS> = {
  cheque: 'listing-values.payment_method.cheque',
  cash: 'listing-values.payment_method.cash',
  current_account: 'listing-values.payment_method.current_account',
};

export const PAYMENT_TYPE_LABELS: Labels<typeof PAYMENT_TYPES> = {
  full: 'listing-values.payment_type.full',
  partial: 'listing-values.payment_type.partial',
};

export const SELLABILITY_LABELS: Labels<typeof SELLABILITIES> = {
  available: 'listing-values.sellability.available',
  on_order: 'listing-values.sellability.on_order',
};

export const GUARANTEE_LABELS: Labels<typeof SALES_GUARANTEES> = {
  none: 'listing-values.sales_guarantee.none',
  specific: 'listing-values.sales_guarantee.specific',
};

export const QUANTITY_LABELS: Labels<typeof QUANTITY_ABUNDANCES> = {
  limited: 'listing-values.quantity_abundance.limited',
  available: 'listing-values.quantity_abundance.available',
  abundant: 'listing-values.quantity_abundance.abundant',
};

export const QUALITY_LABELS: Labels<typeof SALES_QUALITIES> = {
  original: 'listing-values.sales_quality.original',
  imitative: 'listing-values.sales_quality.imitative',
};

export const SOURCE_LABELS: Labels<typeof SALES_SOURCES> = {
  local: 'listing-values.sales_source.local',
  imported: 'listing-values.sales_source.imported',
};

export const SELLING_STYLE_LABELS: Labels<typeof SELLING_STYLES> = {
  retail: 'listing-values.selling_style.retail',
  wholesale: 'listing-values.selling_style.wholesale',
};

/** Options of a native select from a label map, in the map's order. */
export function optionsOf(labels: Record<string, string>, t: (key: string) => string) {
  return Object.entries(labels).map(([value, key]) => ({ value, label: t(key) }));
}

/** The name of each optional detail (the posting form's label), also read by the back office's catalog. */
export const OPTIONAL_FIELD_LABELS: Record<OptionalField, string> = {
  contact_time: 'listings.form.contact_time',
  rentability: 'listings.form.rentability',
  professional_address: 'listings.form.professional_address',
  payment_method: 'listings.sales.payment_method',
  payment_type: 'listings.sales.payment_type',
  selling_style: 'listings.sales.selling_style',
  sales_quality: 'listings.sales.sales_quality',
  sales_source: 'listings.sales.sales_source',
  quantity_abundance: 'listings.sales.quantity_abundance',
  sellability: 'listings.sales.sellability',
  has_delivery: 'listings.sales.has_delivery',
  mobility: 'listings.sales.mobility',
  documentation: 'listings.sales.documentation',
  after_sales_service: 'listings.sales.after_sales_service',
  offer_expiration_date: 'listings.sales.offer_expiration_date',
  sales_guarantee: 'listings.sales.sales_guarantee',
  headquarters: 'listings.sales.headquarters',
  scientific_legal_qualification: 'listings.sales.scientific_legal_qualification',
};
