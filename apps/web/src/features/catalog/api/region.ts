import type { RegionResponse } from '@portal/contract/catalog';
import type { Locale } from '@portal/contract/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HttpError, http } from '../../../lib/http';
import { useLocale } from '../../../lib/use-locale';
import { CATALOG_STALE_MS } from './stale-time';

/** GET /regions/{id}: one wilaya with its cities (the browsing pages' city filter). */
export function regionQuery(locale: Locale, id: number) {
  return queryOptions({
    queryKey: ['catalog', 'region', locale, id],
    queryFn: ({ signal }) => http<RegionResponse>(`regions/${id}`, { signal }).then((r) => r.region),
    staleTime: CATALOG_STALE_MS,
    retry: (count, error) => !(error instanceof HttpError && error.status === 404) && count < 1,
  });
}

export function useRegion(id: number | null) {
  const locale = useLocale();
  return useQuery({ ...regionQuery(locale, id ?? 0), enabled: id !== null });
}
