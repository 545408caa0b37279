import { catalogEndpoints } from '@portal/contract/endpoints/catalog';
import type { Locale } from '@portal/contract/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useLocale } from '../../../lib/use-locale';
import { CATALOG_STALE_MS } from './stale-time';

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
