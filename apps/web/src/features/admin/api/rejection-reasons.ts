import type { rejectionReasonsResponseSchema } from '@portal/contract/moderation';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http';
import { useLocale } from '../../../lib/use-locale';

export type RejectionReason = z.infer<typeof rejectionReasonsResponseSchema>['data'][number];

/** GET /admin/rejection-reasons: the presets, in the page's language. */
export function useRejectionReasons() {
  const locale = useLocale();
  return useQuery({
    queryKey: ['admin', 'rejection-reasons', locale],
    queryFn: ({ signal }) =>
      http<{ data: RejectionReason[] }>('admin/rejection-reasons', { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
}
