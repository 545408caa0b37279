import { settingsEndpoints } from '@portal/contract/endpoints/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';

export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: ({ signal }) => call(settingsEndpoints.getSettings, { signal }),
  staleTime: 5 * 60_000,
});

export function useSettings() {
  return useQuery(settingsQuery);
}
