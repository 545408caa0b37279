import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { setCurrentUser, useCurrentUser } from '../features/auth/api';
import { getCookie } from '../lib/cookies';
import { AUTH_COOKIE } from '../lib/http';

/**
 * What happens on every route change:
 * - the auth state follows the `_token` cookie (every request reads it afresh for its
 *   Authorization header; a cookie removed elsewhere signs the page out here too);
 * - the page scrolls to the top when the query is unchanged or empty, so changing only
 *   filters in the query keeps the reader's place.
 */
export function NavigationEffects() {
  const location = useLocation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const previousSearch = useRef<string | null>(null);

  useEffect(() => {
    if (user && !getCookie(AUTH_COOKIE)) setCurrentUser(queryClient, null);
  }, [location.key, user, queryClient]);

  useEffect(() => {
    const search = location.search;
    if (search === '' || search === previousSearch.current) window.scrollTo(0, 0);
    previousSearch.current = search;
  }, [location.pathname, location.search]);

  return null;
}
