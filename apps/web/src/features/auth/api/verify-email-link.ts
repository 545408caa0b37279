import type { EndpointBody } from '@portal/contract/endpoint-schemas';
import { authEndpoints } from '@portal/contract/endpoints/auth';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';

/** POST /email/verify-link: verifies the address with the token of the mailed link. */
export function verifyEmailLink(body: EndpointBody<'verifyEmailLink'>) {
  return call(authEndpoints.verifyEmailLink, { body });
}

/**
 * The link's verification, asked once per token: a query, not an effect, so it runs once even
 * when React mounts twice in development.
 */
export function useVerifyEmailLink(token: string) {
  return useQuery({
    queryKey: ['auth', 'verify-email-link', token],
    queryFn: () => verifyEmailLink({ token }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
