import type { Settings } from '@portal/contract/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';

export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: ({ signal }) => http<Settings>('settings', { signal }),
  staleTime: 5 * 60_000,
});

export function useSettings() {
  return useQuery(settingsQuery);
}
