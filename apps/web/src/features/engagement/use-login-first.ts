import type { RouteDef } from '@portal/contract/routes';
import { useCallback } from 'react';
import { useMatches, useNavigate, useParams } from 'react-router';
import { loginPath } from '../../app/guards';
import { useCurrentUser } from '../auth/api';

/**
 * For actions that need an account on public pages: returns `run` that calls the action for a
 * signed-in user, and sends a visitor to the login screen, which brings them back to this page.
 */
export function useLoginFirst() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const params = useParams();
  const matches = useMatches();
  const route = matches
    .map((m) => (m.handle as { route?: RouteDef } | undefined)?.route)
    .findLast((r) => r !== undefined);
  return useCallback(
    (action: () => void) => {
      if (user) action();
      else void navigate(route ? loginPath(route, params) : '/login');
    },
    [user, navigate, route, params],
  );
}
