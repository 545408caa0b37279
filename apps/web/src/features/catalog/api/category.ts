import { catalogEndpoints } from '@portal/contract/endpoints/catalog';
import type { Platform } from '@portal/contract/catalog';
import type { Locale } from '@portal/contract/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { HttpError } from '../../../lib/http';
import { useLocale } from '../../../lib/use-locale';
import { CATALOG_STALE_MS } from './stale-time';

/** GET /catalog/{platform}/categories/{id}. */
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
