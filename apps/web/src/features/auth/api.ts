import type { PublicUser } from '@portal/contract/auth';
import { authEndpoints } from '@portal/contract/endpoints/auth';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { AUTH_COOKIE_OPTIONS, getCookie, removeCookie, setCookie } from '../../lib/cookies';
import { call } from '../../lib/call';
import { AUTH_COOKIE, HttpError } from '../../lib/http';

/** The current user lives in the query cache under this key: null for a visitor. */
export const ME_KEY = ['me'] as const;

export function useCurrentUser(): PublicUser | null {
  const { data } = useQuery<PublicUser | null>({
    queryKey: ME_KEY,
    queryFn: fetchCurrentUser,
    staleTime: Infinity,
    // Start-up fills the cache; later refreshes come from mutations that return the user.
    enabled: false,
    initialData: null,
  });
  return data ?? null;
}

/** `GET user/me`, made only when a `_token` cookie exists; on failure the user is cleared. */
export async function fetchCurrentUser(): Promise<PublicUser | null> {
  if (!getCookie(AUTH_COOKIE)) return null;
  try {
    const { user } = await call(authEndpoints.me);
    return user;
  } catch (error) {
    // A token the server no longer knows is useless: forget it.
    if (error instanceof HttpError && error.status === 401) removeCookie(AUTH_COOKIE);
    throw error;
  }
}

/** Keeps the token where the API expects it: the `_token` cookie, 30 days with "remember me", else for the session. */
export function storeToken(token: string, remember: boolean): void {
  setCookie(
    AUTH_COOKIE,
    token,
    remember ? AUTH_COOKIE_OPTIONS : { ...AUTH_COOKIE_OPTIONS, expires: 'session' },
  );
}

export function setCurrentUser(queryClient: QueryClient, user: PublicUser | null): void {
  queryClient.setQueryData(ME_KEY, user);
}

/**
 * Logout calls the server, then removes the `_token` cookie; on failure it logs and rethrows,
 * and the visitor is a guest either way. `beforeForget` runs between the two (e.g. leaving a login-required page first, so
 * its guard does not send the user to the login screen).
 */
export async function logout(
  queryClient: QueryClient,
  beforeForget?: () => Promise<void> | void,
): Promise<void> {
  try {
    await call(authEndpoints.logout);
  } catch (error) {
    console.error('Logout failed', error);
    throw error;
  }
  await beforeForget?.();
  removeCookie(AUTH_COOKIE);
  setCurrentUser(queryClient, null);
}
