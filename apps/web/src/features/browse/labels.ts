import type { Platform } from '@portal/contract/catalog';
import { pathFor } from '@portal/contract/routes';
import type {
  ADVERTISER_CHARACTERISTICS,
  CONTACT_TIMES,
  LISTING_SORTS,
  LISTING_STATUSES,
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
 * Translation keys of the contract's enums, written out in full so the catalog check
 * (scripts/check-i18n.ts) sees each one used, and a new enum value fails type-checking here
 * until it has a label.
 */
type Labels<T extends readonly string[]> = Record<T[number], string>;

export const PRICE_TYPE_LABELS: Labels<typeof PRICE_TYPES> = {
  fixed: 'browse.price_type.fixed',
  negotiable: 'browse.price_type.negotiable',
  range: 'browse.price_type.range',
  on_request: 'browse.price_type.on_request',
  free: 'browse.price_type.free',
};

export const ADVERTISER_LABELS: Labels<typeof ADVERTISER_CHARACTERISTICS> = {
  individual: 'browse.advertiser.individual',
  company: 'browse.advertiser.company',
  store: 'browse.advertiser.store',
};

export const SORT_LABELS: Labels<typeof LISTING_SORTS> = {
  newest: 'browse.sort.newest',
  price_asc: 'browse.sort.price_asc',
  price_desc: 'browse.sort.price_desc',
  relevance: 'browse.sort.relevance',
};

export const STATUS_LABELS: Labels<typeof LISTING_STATUSES> = {
  pending: 'browse.status.pending',
  approved: 'browse.status.approved',
  rejected: 'browse.status.rejected',
  expired: 'browse.status.expired',
  waiting_payment: 'browse.status.waiting_payment',
};

export const CONTACT_TIME_LABELS: Labels<typeof CONTACT_TIMES> = {
  any: 'browse.contact_time.any',
  morning: 'browse.contact_time.morning',
  afternoon: 'browse.contact_time.afternoon',
  evening: 'browse.contact_time.evening',
};

export const PAYMENT_METHOD_LABELS: Labels<typeof PAYMENT_METHODS> = {
  cheque: 'browse.payment_method.cheque',
  cash: 'browse.payment_method.cash',
  current_account: 'browse.payment_method.current_account',
};

export const PAYMENT_TYPE_LABELS: Labels<typeof PAYMENT_TYPES> = {
  full: 'browse.payment_type.full',
  partial: 'browse.payment_type.partial',
};

export const SELLABILITY_LABELS: Labels<typeof SELLABILITIES> = {
  available: 'browse.sellability.available',
  on_order: 'browse.sellability.on_order',
};

export const GUARANTEE_LABELS: Labels<typeof SALES_GUARANTEES> = {
  none: 'browse.sales_guarantee.none',
  specific: 'browse.sales_guarantee.specific',
};

export const QUANTITY_LABELS: Labels<typeof QUANTITY_ABUNDANCES> = {
  limited: 'browse.quantity_abundance.limited',
  available: 'browse.quantity_abundance.available',
  abundant: 'browse.quantity_abundance.abundant',
};

export const QUALITY_LABELS: Labels<typeof SALES_QUALITIES> = {
  original: 'browse.sales_quality.original',
  imitative: 'browse.sales_quality.imitative',
};

export const SOURCE_LABELS: Labels<typeof SALES_SOURCES> = {
  local: 'browse.sales_source.local',
  imported: 'browse.sales_source.imported',
};

export const SELLING_STYLE_LABELS: Labels<typeof SELLING_STYLES> = {
  retail: 'browse.selling_style.retail',
  wholesale: 'browse.selling_style.wholesale',
};

export const PLATFORM_LABELS: Record<Platform, string> = {
  announcements: 'browse.platform.announcements',
  sales: 'browse.platform.sales',
};

/** Paths of a platform's pages, from the route table (contract/routes.ts). */
export function platformPath(platform: Platform): string {
  return pathFor(platform);
}
export function detailPath(platform: Platform, slug: string): string {
  return pathFor(`${platform}-show`, { slug });
}
export function categoryPath(platform: Platform, id: number): string {
  return pathFor(`${platform}-category`, { id });
}
