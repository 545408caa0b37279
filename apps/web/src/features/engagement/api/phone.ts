import type { PhoneResponse } from '@portal/contract/engagement';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** POST /listings/{id}/phone: the number, asked for on a click (and counted by the server). */
export function useRevealPhone(listingId: number) {
  return useMutation({
    mutationFn: () => http<PhoneResponse>(`listings/${listingId}/phone`, { method: 'POST' }),
  });
}
