import { listingsEndpoints } from '@portal/contract/endpoints/listings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { MY_LISTINGS_KEY } from './my-listings';

/** POST /listings/{id}/renew: an expired listing goes back to review. */
export function useRenewListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      call(listingsEndpoints.renewListing, { params: { id } }).then((r) => r.listing),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_LISTINGS_KEY }),
  });
}
