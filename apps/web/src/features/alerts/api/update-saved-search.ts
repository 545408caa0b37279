import type { AlertFrequency } from '@portal/contract/alerts-values';
import { alertsEndpoints } from '@portal/contract/endpoints/alerts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { SAVED_SEARCHES_KEY } from './saved-searches';

/** PATCH /saved-searches/{id}: a new name or alert frequency. */
export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; name?: string; frequency?: AlertFrequency }) =>
      call(alertsEndpoints.updateSavedSearch, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}
