import { advertisementsEndpoints } from '@portal/contract/endpoints/advertisements';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useCurrentUser } from '../../auth/api';

/** Everything cached about my advertisements (per user: a sign-out forgets it). */
export const MY_ADVERTISEMENTS_KEY = ['advertisements', 'mine'] as const;

/** GET /user/advertisements: my orders, newest first, with their documents and amounts. */
export function useMyAdvertisements() {
  const user = useCurrentUser();
  return useQuery({
    queryKey: [...MY_ADVERTISEMENTS_KEY, user?.id],
    queryFn: ({ signal }) => call(advertisementsEndpoints.myAdvertisements, { signal }),
    enabled: user !== null,
  });
}
