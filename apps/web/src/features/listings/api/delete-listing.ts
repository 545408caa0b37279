import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listingsEndpoints } from '@portal/contract/endpoints/listings';
import { call } from '../../../lib/call';
import { MY_LISTINGS_KEY } from './my-listings';

/** DELETE /listings/{id}: the owner removes a listing, whatever its status. */
export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(listingsEndpoints.deleteListing, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_LISTINGS_KEY }),
  });
}
