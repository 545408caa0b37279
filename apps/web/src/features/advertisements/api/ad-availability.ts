import type { AdPlacement } from '@portal/contract/advertisements-values';
import { advertisementsEndpoints } from '@portal/contract/endpoints/advertisements';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';

/** How many days ahead the order form offers start dates. */
export const AVAILABILITY_DAYS = 120;

/**
 * GET /advertisements/availability: free places per day for one placement (narrowed to a
 * category or a branch); disabled until the placement's scope is chosen.
 */
export function useAdAvailability(
  place: AdPlacement | null,
  scope: { category_id?: number | undefined; main_branch_id?: number | undefined },
) {
  const needsScope =
    (place === 'category' && scope.category_id === undefined) ||
    (place === 'main_branch' && scope.main_branch_id === undefined);
  return useQuery({
    queryKey: ['advertisements', 'availability', place, scope.category_id, scope.main_branch_id],
    queryFn: ({ signal }) =>
      call(advertisementsEndpoints.adAvailability, {
        query: {
          place: place!,
          category_id: scope.category_id ?? '',
          main_branch_id: scope.main_branch_id ?? '',
          days: AVAILABILITY_DAYS,
        },
        signal,
      }),
    enabled: place !== null && !needsScope,
  });
}
