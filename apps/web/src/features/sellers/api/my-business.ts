import { sellersEndpoints } from '@portal/contract/endpoints/sellers';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useLocale } from '../../../lib/use-locale';
import { useCurrentUser } from '../../auth/api';

/** Everything cached about my business (per user: a sign-out forgets it). */
export const MY_BUSINESS_KEY = ['sellers', 'mine'] as const;

/** GET /user/business: my business details, or null when I have declared none. */
export function useMyBusiness() {
  const user = useCurrentUser();
  const locale = useLocale();
  return useQuery({
    queryKey: [...MY_BUSINESS_KEY, user?.id, locale],
    queryFn: ({ signal }) => call(sellersEndpoints.myBusiness, { signal }).then((r) => r.business),
    enabled: user !== null,
  });
}
