import type { PublicUser } from '@portal/contract/auth';
import { authEndpoints } from '@portal/contract/endpoints/auth';
import { profileEndpoints } from '@portal/contract/endpoints/profile';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { readConsent } from '../../lib/consent';
import { call } from '../../lib/call';
import { setCurrentUser } from '../auth/api';

/** Everything cached for the profile screens sits under this key; deleting the account clears it. */
export const PROFILE_KEY = ['profile'] as const;

export const sessionsQuery = queryOptions({
  queryKey: [...PROFILE_KEY, 'sessions'],
  queryFn: async ({ signal }) => (await call(authEndpoints.listSessions, { signal })).sessions,
});

export function useSessions() {
  return useQuery(sessionsQuery);
}

/** Answers that carry the user (`{ user }`) replace the current user everywhere on the page. */
export function applyUser(queryClient: QueryClient, response: { user: PublicUser }): PublicUser {
  setCurrentUser(queryClient, response.user);
  return response.user;
}

/**
 * "Download my data": GET user/export, plus the cookie choices, which only this browser
 * keeps (lib/consent.ts), so the file holds every consent the person gave.
 */
export async function exportAccountData(): Promise<Record<string, unknown>> {
  // A file written as is, without a response schema: read as the object it is.
  const data = (await call(profileEndpoints.exportAccount)) as { consents?: Record<string, unknown> };
  return { ...data, consents: { ...data.consents, cookies: readConsent() } };
}
