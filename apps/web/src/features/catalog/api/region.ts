import { catalogEndpoints } from '@portal/contract/endpoints/catalog';
import type { Locale } from '@portal/contract/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { HttpError } from '../../../lib/http';
import { useLocale } from '../../../lib/use-locale';
import { CATALOG_STALE_MS } from './stale-time';

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
