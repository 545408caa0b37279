import { alertsEndpoints } from '@portal/contract/endpoints/alerts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { SAVED_SEARCHES_KEY } from './saved-searches';

/** POST /saved-searches: saves a results page's words and filters (alerts on at once). */
export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: Record<string, string>) =>
      call(alertsEndpoints.createSavedSearch, { body: { query } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}
