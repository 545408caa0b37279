import type { ListingDetail } from '@portal/contract/listings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MY_LISTINGS_KEY } from './my-listings';

/** POST /listings/{id}/renew: an expired listing goes back to review. */
export function useRenewListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      http<{ listing: ListingDetail }>(`listings/${id}/renew`, { method: 'POST' }).then((r) => r.listing),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_LISTINGS_KEY }),
  });
}
