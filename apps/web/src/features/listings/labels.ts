import type {
  ADVERTISER_CHARACTERISTICS,
  CONTACT_TIMES,
  ListingStatus,
  PAYMENT_METHODS,
  PAYMENT_TYPES,
  PriceType,
  QUANTITY_ABUNDANCES,
  SALES_GUARANTEES,
  SALES_QUALITIES,
  SALES_SOURCES,
  SELLABILITIES,
  SELLING_STYLES,
} from '@portal/contract/listings';

/**
 * The translation key of every value the contract lists, written out so the catalog check
 * (scripts/check-i18n.ts) sees each key, and so a new value in the contract fails to compile
 * until it has a label.
 */
type Labels<T extends readonly string[]> = Record<T[number], string>;

export const STATUS_LABELS: Record<ListingStatus, string> = {
  pending: 'listings.status.pending',
  approved: 'listings.status.approved',
  rejected: 'listings.status.rejected',
  expired: 'listings.status.expired',
  waiting_payment: 'listings.status.waiting_payment',
};

export const PRICE_TYPE_LABELS: Record<PriceType, string> = {
  fixed: 'listings.price_type.fixed',
  negotiable: 'listings.price_type.negotiable',
  range: 'listings.price_type.range',
  on_request: 'listings.price_type.on_request',
  free: 'listings.price_type.free',
};

export const ADVERTISER_LABELS: Labels<typeof ADVERTISER_CHARACTERISTICS> = {
  individual: 'listings.advertiser.individual',
  company: 'listings.advertiser.company',
  store: 'listings.advertiser.store',
};

export const CONTACT_TIME_LABELS: Labels<typeof CONTACT_TIMES> = {
  any: 'listings.contact_time.any',
  morning: 'listings.contact_time.morning',
  afternoon: 'listings.contact_time.afternoon',
  evening: 'listings.contact_time.evening',
};

export const PAYMENT_METHOD_LABELS: Labels<typeof PAYMENT_METHODS> = {
  cheque: 'listings.sales.payment_method_cheque',
  cash: 'listings.sales.payment_method_cash',
  current_account: 'listings.sales.payment_method_current_account',
};

export const PAYMENT_TYPE_LABELS: Labels<typeof PAYMENT_TYPES> = {
  full: 'listings.sales.payment_type_full',
  partial: 'listings.sales.payment_type_partial',
};

export const SELLABILITY_LABELS: Labels<typeof SELLABILITIES> = {
  available: 'listings.sales.sellability_available',
  on_order: 'listings.sales.sellability_on_order',
};

export const QUANTITY_LABELS: Labels<typeof QUANTITY_ABUNDANCES> = {
  limited: 'listings.sales.quantity_limited',
  available: 'listings.sales.quantity_available',
  abundant: 'listings.sales.quantity_abundant',
};

export const GUARANTEE_LABELS: Labels<typeof SALES_GUARANTEES> = {
  none: 'listings.sales.guarantee_none',
  specific: 'listings.sales.guarantee_specific',
};

export const QUALITY_LABELS: Labels<typeof SALES_QUALITIES> = {
  original: 'listings.sales.quality_original',
  imitative: 'listings.sales.quality_imitative',
};

export const SOURCE_LABELS: Labels<typeof SALES_SOURCES> = {
  local: 'listings.sales.source_local',
  imported: 'listings.sales.source_imported',
};

export const SELLING_STYLE_LABELS: Labels<typeof SELLING_STYLES> = {
  retail: 'listings.sales.style_retail',
  wholesale: 'listings.sales.style_wholesale',
};

/** Options of a native select from a label map, in the map's order. */
export function optionsOf(labels: Record<string, string>, t: (key: string) => string) {
  return Object.entries(labels).map(([value, key]) => ({ value, label: t(key) }));
}
