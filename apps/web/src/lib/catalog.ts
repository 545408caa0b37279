import type {
  CategoryNode,
  Platform,
  RegionSummariesResponse,
  RegionsResponse,
} from '@portal/contract/catalog';
import { catalogEndpoints } from '@portal/contract/endpoints/catalog';
import type { Locale } from '@portal/contract/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './call';
import { HttpError } from './http';
import { useLocale } from './use-locale';

/**
 * The catalog (categories, regions, currencies) as both the browsing pages and the posting
 * form read it. Answers are cached 5 minutes by the server (ETag); the page keeps them as long.
 */
export const CATALOG_STALE_MS = 5 * 60_000;

/** GET /catalog/{platform}/categories and /catalog/{platform}/categories/{id}. */
export function categoryTreeQuery(locale: Locale, platform: Platform) {
  return queryOptions({
    queryKey: ['catalog', 'categories', locale, platform],
    queryFn: ({ signal }) =>
      call(catalogEndpoints.listCategories, { params: { platform }, signal }).then((r) => r.categories),
    staleTime: CATALOG_STALE_MS,
  });
}

export function useCategoryTree(platform: Platform | null) {
  const locale = useLocale();
  return useQuery({ ...categoryTreeQuery(locale, platform ?? 'sales'), enabled: platform !== null });
}

/**
 * GET /catalog/{platform}/categories?depth=0: the top categories, without their descendants,
 * as the browsing pages list them (a tenth of the whole tree's bytes in a rendered page).
 */
export function topCategoriesQuery(locale: Locale, platform: Platform) {
  return queryOptions({
    queryKey: ['catalog', 'top-categories', locale, platform],
    queryFn: ({ signal }) =>
      call(catalogEndpoints.listCategories, { params: { platform }, query: { depth: '0' }, signal }).then(
        (r) => r.categories,
      ),
    staleTime: CATALOG_STALE_MS,
  });
}

export function useTopCategories(platform: Platform | null) {
  const locale = useLocale();
  return useQuery({ ...topCategoriesQuery(locale, platform ?? 'sales'), enabled: platform !== null });
}

export function categoryQuery(locale: Locale, platform: Platform, id: number) {
  return queryOptions({
    queryKey: ['catalog', 'category', locale, platform, id],
    queryFn: ({ signal }) => call(catalogEndpoints.getCategory, { params: { platform, id }, signal }),
    staleTime: CATALOG_STALE_MS,
    retry: (count, error) => !(error instanceof HttpError && error.status === 404) && count < 1,
  });
}

/** One category with its children and breadcrumbs; 404 when unknown or inactive. */
export function useCategory(platform: Platform, id: number | null) {
  const locale = useLocale();
  return useQuery({ ...categoryQuery(locale, platform, id ?? 0), enabled: id !== null });
}

/** GET /regions: the 58 wilayas with their cities, in the request's language. */
export function regionsQuery(locale: Locale) {
  return queryOptions({
    queryKey: ['catalog', 'regions', locale],
    queryFn: ({ signal }) =>
      // Without `cities=false` the answer is the wilayas with their cities.
      call(catalogEndpoints.listRegions, { signal }).then((r) => (r as RegionsResponse).regions),
    staleTime: CATALOG_STALE_MS,
  });
}

export function useRegions() {
  return useQuery(regionsQuery(useLocale()));
}

/** GET /regions?cities=false: the wilayas alone, for the browsing pages' filter. */
export function regionSummariesQuery(locale: Locale) {
  return queryOptions({
    queryKey: ['catalog', 'region-summaries', locale],
    queryFn: ({ signal }) =>
      call(catalogEndpoints.listRegions, { query: { cities: 'false' }, signal }).then(
        (r) => (r as RegionSummariesResponse).regions,
      ),
    staleTime: CATALOG_STALE_MS,
  });
}

export function useRegionSummaries() {
  return useQuery(regionSummariesQuery(useLocale()));
}

/** GET /regions/{id}: one wilaya with its cities (the browsing pages' city filter). */
export function regionQuery(locale: Locale, id: number) {
  return queryOptions({
    queryKey: ['catalog', 'region', locale, id],
    queryFn: ({ signal }) =>
      call(catalogEndpoints.getRegion, { params: { id }, signal }).then((r) => r.region),
    staleTime: CATALOG_STALE_MS,
    retry: (count, error) => !(error instanceof HttpError && error.status === 404) && count < 1,
  });
}

export function useRegion(id: number | null) {
  const locale = useLocale();
  return useQuery({ ...regionQuery(locale, id ?? 0), enabled: id !== null });
}

/** GET /currencies: in display order, one of them the default. */
export function currenciesQuery(locale: Locale) {
  return queryOptions({
    queryKey: ['catalog', 'currencies', locale],
    queryFn: ({ signal }) => call(catalogEndpoints.listCurrencies, { signal }).then((r) => r.currencies),
    staleTime: CATALOG_STALE_MS,
  });
}

export function useCurrencies() {
  return useQuery(currenciesQuery(useLocale()));
}

/** The chain from a top category down to the node with this id (any depth), or null. */
export function categoryPath(tree: readonly CategoryNode[], id: number): CategoryNode[] | null {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryPath(node.children ?? [], id);
    if (below) return [node, ...below];
  }
  return null;
}
