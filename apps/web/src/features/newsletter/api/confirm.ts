import { newsletterEndpoints } from '@portal/contract/endpoints/newsletter';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';

/** POST /newsletter/confirm: activates the subscription of the mailed link. */
export function confirmNewsletter(token: string) {
  return call(newsletterEndpoints.confirmNewsletter, { body: { token } });
}

/** The link's confirmation, asked once per token (a query: it runs once even when React mounts twice). */
export function useConfirmNewsletter(token: string) {
  return useQuery({
    queryKey: ['newsletter', 'confirm', token],
    queryFn: () => confirmNewsletter(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
