import { searchEndpoints } from '@portal/contract/endpoints/search';
import type { Locale } from '@portal/contract/locale';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useLocale } from '../../../lib/use-locale';

/** GET /search?q=: the best matches of every kind, grouped, with each group's total. */
export function siteSearchQuery(locale: Locale, q: string) {
  return queryOptions({
    queryKey: ['search', locale, q],
    queryFn: ({ signal }) => call(searchEndpoints.siteSearch, { query: { q }, signal }),
    staleTime: 30_000,
  });
}

/** Asked only with words (an empty box asks nothing); the previous results stay while the next load. */
export function useSiteSearch(q: string) {
  const locale = useLocale();
  return useQuery({
    ...siteSearchQuery(locale, q),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
