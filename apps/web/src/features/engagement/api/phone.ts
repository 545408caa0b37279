import { engagementEndpoints } from '@portal/contract/endpoints/engagement';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';

/** POST /listings/{id}/phone: the number, asked for on a click (and counted by the server). */
export function useRevealPhone(listingId: number) {
  return useMutation({
    mutationFn: () => call(engagementEndpoints.revealPhone, { params: { id: listingId } }),
  });
}
