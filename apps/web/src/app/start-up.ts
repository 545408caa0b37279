import type { QueryClient } from '@tanstack/react-query';
import { fetchCurrentUser, setCurrentUser } from '../features/auth/api';
import { systemEndpoints } from '@portal/contract/endpoints/system';
import { call } from '../lib/call';
import { setRuntimeConfig } from '../lib/runtime-config';

/**
 * Start-up: first the API initialisation call (it sets the CSRF cookie), then the
 * current user. A failure of either is logged as "Please login." and does not block: the
 * app mounts after both, whatever their outcome.
 */
export async function startUp(queryClient: QueryClient): Promise<void> {
  try {
    setRuntimeConfig(await call(systemEndpoints.init));
  } catch {
    console.log('Please login.');
  }
  try {
    setCurrentUser(queryClient, await fetchCurrentUser());
  } catch {
    setCurrentUser(queryClient, null);
    console.log('Please login.');
  }
}
