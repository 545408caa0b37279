import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MY_LISTINGS_KEY } from './my-listings';

/** DELETE /listings/{id}: the owner removes a listing, whatever its status. */
export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http<void>(`listings/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_LISTINGS_KEY }),
  });
}
