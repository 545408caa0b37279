import { alertsEndpoints } from '@portal/contract/endpoints/alerts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { SAVED_SEARCHES_KEY } from './saved-searches';

/** DELETE /saved-searches/{id}. */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(alertsEndpoints.deleteSavedSearch, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}
