import { useCurrentUser } from '../../auth/api';

/** Whether the signed-in user may change the content (the API refuses anyone else: 403). */
export function useCanEditContent(): boolean {
  return useCurrentUser()?.role === 'admin';
}
