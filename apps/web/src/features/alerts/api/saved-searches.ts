import { alertsEndpoints } from '@portal/contract/endpoints/alerts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useLocale } from '../../../lib/use-locale';
import { useCurrentUser } from '../../auth/api';

/** Everything cached about my saved searches sits under this key (per user and language). */
export const SAVED_SEARCHES_KEY = ['saved-searches'] as const;

/** GET /saved-searches: mine, newest first, with their new listings since my last visit. */
export function savedSearchesQuery(userId: number | undefined, locale: string) {
  return queryOptions({
    queryKey: [...SAVED_SEARCHES_KEY, userId, locale],
    queryFn: ({ signal }) => call(alertsEndpoints.listSavedSearches, { signal }),
  });
}

export function useSavedSearches() {
  const user = useCurrentUser();
  return useQuery({ ...savedSearchesQuery(user?.id, useLocale()), enabled: user !== null });
}
