import { listingsEndpoints } from '@portal/contract/endpoints/listings';
import type { ListingDetail, ListingInput } from '@portal/contract/listings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { MY_LISTINGS_KEY } from './my-listings';

/** POST /listings (no id) or PUT /listings/{id}: either way the listing goes to review. */
export function saveListing(body: ListingInput, id?: number): Promise<ListingDetail> {
  const saved =
    id === undefined
      ? call(listingsEndpoints.createListing, { body })
      : call(listingsEndpoints.updateListing, { params: { id }, body });
  return saved.then((r) => r.listing);
}

export function useSaveListing(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ListingInput) => saveListing(body, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_LISTINGS_KEY }),
  });
}
