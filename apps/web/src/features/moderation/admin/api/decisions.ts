import { moderationEndpoints } from '@portal/contract/endpoints/moderation';
import type { BulkReviewBody, bulkReviewResponseSchema, RejectBody } from '@portal/contract/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../../lib/call';
import { REVIEW_QUEUE_KEY } from './review-queue';
import { AUDIT_LOG_KEY } from './audit-log';

export type BulkResult = z.infer<typeof bulkReviewResponseSchema>['results'][number];

/** Any decision changes the queue, its counts and the audit log: they are fetched again. */
function useRefreshAfterDecision() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: REVIEW_QUEUE_KEY }),
      queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
    ]);
}

/** POST /admin/listings/{id}/approve: published at once. */
export function useApprove() {
  const refresh = useRefreshAfterDecision();
  return useMutation({
    mutationFn: (id: number) => call(moderationEndpoints.approveListing, { params: { id } }),
    onSuccess: refresh,
  });
}

/** POST /admin/listings/{id}/reject with a preset and/or free text. */
export function useReject() {
  const refresh = useRefreshAfterDecision();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: RejectBody }) =>
      call(moderationEndpoints.rejectListing, { params: { id }, body: reason }),
    onSuccess: refresh,
  });
}

/** POST /admin/listings/bulk: one result per item (an item another moderator holds is refused alone). */
export function useBulkReview() {
  const refresh = useRefreshAfterDecision();
  return useMutation({
    mutationFn: (body: BulkReviewBody) =>
      call(moderationEndpoints.bulkReview, { body }).then((r) => r.results),
    onSuccess: refresh,
  });
}
