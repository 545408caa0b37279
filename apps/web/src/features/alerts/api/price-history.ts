import { alertsEndpoints } from '@portal/contract/endpoints/alerts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';

/** GET /listings/{id}/price-history: a public listing's prices, oldest first. */
export function usePriceHistory(listingId: number) {
  return useQuery({
    queryKey: ['listings', 'price-history', listingId],
    queryFn: ({ signal }) => call(alertsEndpoints.priceHistory, { params: { id: listingId }, signal }),
    staleTime: 60_000,
  });
}
