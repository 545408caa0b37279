import type { AdPlacement } from '@portal/contract/advertisements-values';
import { advertisementsEndpoints } from '@portal/contract/endpoints/advertisements';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useHydrated } from '../../../lib/render-env';

export interface AdScope {
  categoryId?: number | null | undefined;
  branchId?: number | null | undefined;
}

/**
 * GET /advertisements/served: the active advertisements of some placements, in the server's
 * fair order. Asked only once the page is drawn and hydrated: advertisements never delay the
 * page nor take part in its server render (docs/decisions/034-paid-advertisements.md).
 */
export function useServedAdvertisements(places: readonly AdPlacement[], scope: AdScope = {}, enabled = true) {
  const hydrated = useHydrated();
  const categoryId = scope.categoryId ?? undefined;
  const branchId = scope.branchId ?? undefined;
  return useQuery({
    queryKey: ['advertisements', 'served', places.join(','), categoryId ?? null, branchId ?? null],
    queryFn: ({ signal }) =>
      call(advertisementsEndpoints.servedAdvertisements, {
        query: {
          place: places.join(','),
          surface: 'web',
          ...(categoryId === undefined ? {} : { category_id: categoryId }),
          ...(branchId === undefined ? {} : { branch_id: branchId }),
        },
        signal,
      }),
    enabled: hydrated && enabled && places.length > 0,
    // The server's answer is kept 30 s in caches; a page view shows one rotation.
    staleTime: 30_000,
    select: (answer) => answer.data,
  });
}
