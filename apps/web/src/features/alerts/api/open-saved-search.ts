import { alertsEndpoints } from '@portal/contract/endpoints/alerts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { SAVED_SEARCHES_KEY } from './saved-searches';

/** POST /saved-searches/{id}/open: opening it makes its listings so far no longer new. */
export function useOpenSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(alertsEndpoints.openSavedSearch, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}
