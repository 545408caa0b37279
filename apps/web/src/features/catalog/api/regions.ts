import { catalogEndpoints } from '@portal/contract/endpoints/catalog';
import type { RegionSummariesResponse, RegionsResponse } from '@portal/contract/catalog';
import type { Locale } from '@portal/contract/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useLocale } from '../../../lib/use-locale';
import { CATALOG_STALE_MS } from './stale-time';

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
