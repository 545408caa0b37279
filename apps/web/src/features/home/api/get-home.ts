import { homeEndpoints } from '@portal/contract/endpoints/home';
import type { Locale } from '@portal/contract/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useLocale } from '../../../lib/use-locale';

/** GET /home: everything the home page shows, in the visitor's language, in one answer. */
export function homeQuery(locale: Locale) {
  return queryOptions({
    // Texts and names come in the request's language, so the language is part of the key.
    queryKey: ['home', locale],
    queryFn: ({ signal }) => call(homeEndpoints.getHome, { signal }),
    staleTime: 60_000,
  });
}

export function useHome() {
  return useQuery(homeQuery(useLocale()));
}
