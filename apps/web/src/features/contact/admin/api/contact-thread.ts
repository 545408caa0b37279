import { contactEndpoints } from '@portal/contract/endpoints/contact';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/call';
import { contactThreadsKey } from './contact-threads';

export const contactThreadKey = (id: number) => [...contactThreadsKey, 'one', id] as const;

/** GET /admin/contact/threads/:id: a thread with its messages. */
export function useContactThread(id: number) {
  return useQuery({
    queryKey: contactThreadKey(id),
    queryFn: ({ signal }) => call(contactEndpoints.getContactThread, { params: { id: String(id) }, signal }),
  });
}
