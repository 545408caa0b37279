import type { PublicUser } from '@portal/contract/auth';
import { authEndpoints } from '@portal/contract/endpoints/auth';
import { hashKey, QueryObserver, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { AUTH_COOKIE_OPTIONS, getCookie, removeCookie, setCookie } from '../../lib/cookies';
import { call } from '../../lib/call';
import { AUTH_COOKIE, HttpError } from '../../lib/http';

/** The current user lives in the query cache under this key: null for a visitor. */
export const ME_KEY = ['me'] as const;

const meQuery = {
  queryKey: ME_KEY,
  queryFn: fetchCurrentUser,
  staleTime: Infinity,
  // Start-up fills the cache; later refreshes come from mutations that return the user.
  enabled: false,
  initialData: null,
} as const;

/**
 * The signed-in user, or null. Many components of a page ask (each card's favourite button):
 * the value is read from the cache, and only a mounted component in the browser watches it
 * through a query observer (which also keeps the entry cached). A server render never
 * subscribes, so it pays one lookup per component instead of an observer each.
 */
export function useCurrentUser(): PublicUser | null {
  const queryClient = useQueryClient();
  const { subscribe, read } = currentUserStore(queryClient);
  return useSyncExternalStore(subscribe, read, read);
}

interface CurrentUserStore {
  subscribe: (onChange: () => void) => () => void;
  read: () => PublicUser | null;
}

const ME_HASH = hashKey(ME_KEY);
const stores = new WeakMap<QueryClient, CurrentUserStore>();

function currentUserStore(queryClient: QueryClient): CurrentUserStore {
  let store = stores.get(queryClient);
  if (!store) {
    const queryCache = queryClient.getQueryCache();
    store = {
      subscribe: (onChange) =>
        new QueryObserver<PublicUser | null>(queryClient, meQuery).subscribe(() => onChange()),
      // The entry by its hash: getQueryData would work out the query's options on every read.
      read: () => (queryCache.get(ME_HASH)?.state.data as PublicUser | null | undefined) ?? null,
    };
    stores.set(queryClient, store);
  }
  return store;
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
