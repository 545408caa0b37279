import { moderationEndpoints } from '@portal/contract/endpoints/moderation';
import type { reviewQueueResponseSchema } from '@portal/contract/moderation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../../lib/call';
import { useLocale } from '../../../../lib/use-locale';
import { queueQuery, type QueueFilters } from '../queue-filters';

export type ReviewQueue = z.infer<typeof reviewQueueResponseSchema>;
export type ReviewQueueItem = ReviewQueue['data'][number];

/** Every cached page of the queue sits under this key: a decision refreshes them all. */
export const REVIEW_QUEUE_KEY = ['admin', 'review-queue'] as const;

export function reviewQueueQuery(locale: string, filters: QueueFilters) {
  return queryOptions({
    queryKey: [...REVIEW_QUEUE_KEY, locale, filters],
    queryFn: ({ signal }) => call(moderationEndpoints.reviewQueue, { query: queueQuery(filters), signal }),
  });
}

/** GET /admin/review-queue: pending listings oldest first, the page of the URL's filters. */
export function useReviewQueue(filters: QueueFilters) {
  const locale = useLocale();
  return useQuery({ ...reviewQueueQuery(locale, filters), placeholderData: keepPreviousData });
}
