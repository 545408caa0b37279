import type { EndpointQuery } from '@portal/contract/endpoint-schemas';
import { contactEndpoints } from '@portal/contract/endpoints/contact';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/call';

export const contactThreadsKey = ['admin', 'contact', 'threads'] as const;

/** GET /admin/contact/threads: one page of the inbox, newest first, by state and words. */
export function useContactThreads(query: EndpointQuery<'listContactThreads'>) {
  return useQuery({
    queryKey: [...contactThreadsKey, query],
    queryFn: ({ signal }) => call(contactEndpoints.listContactThreads, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
