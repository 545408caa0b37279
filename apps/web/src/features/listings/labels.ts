import type { Platform } from '@portal/contract/catalog';
import { pathFor } from '@portal/contract/routes';
import type { LISTING_SORTS } from '@portal/contract/listings';

/**
 * Translation keys of the browsing pages' own choices, written out in full so the catalog
 * check (scripts/check-i18n.ts) sees each one used. The listing enums' values are labelled
 * once for the whole site in lib/listing-labels.ts.
 */
export const SORT_LABELS: Record<(typeof LISTING_SORTS)[number], string> = {
  newest: 'browse.sort.newest',
  price_asc: 'browse.sort.price_asc',
  price_desc: 'browse.sort.price_desc',
  relevance: 'browse.sort.relevance',
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
