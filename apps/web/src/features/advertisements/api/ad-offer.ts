import { advertisementsEndpoints } from '@portal/contract/endpoints/advertisements';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useLocale } from '../../../lib/use-locale';

/** GET /advertisements/offer: the placements sold, their prices, room and the terms (in the page's language). */
export function useAdOffer() {
  const locale = useLocale();
  return useQuery({
    queryKey: ['advertisements', 'offer', locale],
    queryFn: ({ signal }) => call(advertisementsEndpoints.adOffer, { signal }),
  });
}
