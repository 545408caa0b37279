import type { CurrenciesResponse } from '@portal/contract/catalog';
import type { Locale } from '@portal/contract/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useLocale } from '../../../lib/use-locale';
import { CATALOG_STALE_MS } from './stale-time';

/** GET /currencies: in display order, one of them the default. */
export function currenciesQuery(locale: Locale) {
  return queryOptions({
    queryKey: ['catalog', 'currencies', locale],
    queryFn: ({ signal }) => http<CurrenciesResponse>('currencies', { signal }).then((r) => r.currencies),
    staleTime: CATALOG_STALE_MS,
  });
}

export function useCurrencies() {
  return useQuery(currenciesQuery(useLocale()));
}
