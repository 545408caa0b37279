import { moderationEndpoints } from '@portal/contract/endpoints/moderation';
import type { adminListingResponseSchema } from '@portal/contract/moderation';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../../lib/call';
import { HttpError } from '../../../../lib/http';
import { useLocale } from '../../../../lib/use-locale';

export type ReviewListing = z.infer<typeof adminListingResponseSchema>;

export const reviewListingKey = (id: number) => ['admin', 'listing', id] as const;

/** GET /admin/listings/{id}: the listing in any status, its author's record and another moderator's claim. */
export function useReviewListing(id: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...reviewListingKey(id), locale],
    queryFn: ({ signal }) => call(moderationEndpoints.reviewListing, { params: { id }, signal }),
    retry: (count, error) => !(error instanceof HttpError && error.status === 404) && count < 1,
  });
}

/** POST /admin/listings/{id}/claim: keeps other moderators off the item for a few minutes (409 if taken). */
export function useClaim() {
  return useMutation({
    mutationFn: (id: number) => call(moderationEndpoints.claimListing, { params: { id } }),
  });
}
