import type { RegionSummariesResponse, RegionsResponse } from '@portal/contract/catalog';
import type { Locale } from '@portal/contract/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useLocale } from '../../../lib/use-locale';
import { CATALOG_STALE_MS } from './stale-time';

/** GET /regions: the 58 wilayas with their cities, in the request's language. */
export function regionsQuery(locale: Locale) {
  return queryOptions({
    queryKey: ['catalog', 'regions', locale],
    queryFn: ({ signal }) => http<RegionsResponse>('regions', { signal }).then((r) => r.regions),
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
      http<RegionSummariesResponse>('regions?cities=false', { signal }).then((r) => r.regions),
    staleTime: CATALOG_STALE_MS,
  });
}

export function useRegionSummaries() {
  return useQuery(regionSummariesQuery(useLocale()));
}
